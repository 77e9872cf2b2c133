import type { Translation } from '../language.ts';
import type * as messages from './messages.ts';

/**
 * Spanish of messages.ts (same keys; the English stays the source of truth). errors.ts defines no
 * catalogue of its own: it is the standard one, translated in ../es.ts.
 */
export const unclaimedCapitalCreditsMessages: Translation<typeof messages.unclaimedCapitalCreditsMessages> = {
  title: 'Créditos de capital no reclamados',
  searchInstructions:
    'Busque por nombre, apellido o nombre de la empresa. Ingrese al menos uno de ellos para buscar.',
  searchHeading: 'Buscar créditos de capital no reclamados',
  firstName: 'Nombre',
  lastName: 'Apellido',
  companyName: 'Nombre de la empresa',
  search: 'Buscar',
  loading: 'Cargando…',
  resultsCaption: (count: number) =>
    count === 1
      ? 'Se encontró 1 crédito de capital no reclamado'
      : `Se encontraron ${count} créditos de capital no reclamados`,
  columns: {
    name: 'Nombre',
    address: 'Dirección',
    cityState: 'Ciudad/Estado',
    zip: 'Código postal',
    claim: 'Reclamar',
  },
  claim: 'Reclamar',
  claimFor: (name: string, city: string) => `Reclamar el crédito de ${name}, ${city}`,
  noResultsLead: 'No se encontraron créditos de capital no reclamados que coincidan con ...',
  claimHeading: 'Reclamar créditos de capital',
  claimInstructions:
    'Indíquenos cómo comunicarnos con usted. Nuestro personal de Servicio al Socio verificará su reclamo y se comunicará con usted.',
  claiming: 'Crédito reclamado',
  contact: {
    name: 'Nombre',
    ssn: 'Últimos 4 dígitos del Seguro Social',
    ssnHint: 'Opcional. Nos ayuda a verificar su reclamo.',
    phone: 'Número de teléfono',
    email: 'Correo electrónico',
    contactPref: 'Preferencia de contacto',
    address1: 'Dirección 1',
    address2: 'Dirección 2',
    city: 'Ciudad',
    state: 'Estado',
    selectState: 'Seleccione un estado',
    zip: 'Código postal',
    comments: 'Comentarios',
  },
  contactPreferences: { Phone: 'Teléfono', Email: 'Correo electrónico', Mail: 'Correo postal' },
  cancel: 'Cancelar',
  submit: 'Enviar',
  claimSent: 'Gracias. Su reclamo se envió a Servicio al Socio, que se comunicará con usted.',
  newSearch: 'Nueva búsqueda',
  validation: {
    ssnInvalid: 'Ingrese 4 dígitos numéricos',
    phoneRequired: 'El número de teléfono es obligatorio.',
    phoneInvalid: 'Formato de teléfono no válido. (Ej.: (987) 456-1230)',
    contactPrefRequired: 'La preferencia de contacto es obligatoria.',
    emailInvalid: 'Correo electrónico no válido.',
    emailRequired: 'El correo electrónico es obligatorio.',
    address1Required: 'La dirección 1 es obligatoria.',
    cityRequired: 'La ciudad es obligatoria.',
    stateRequired: 'El estado es obligatorio.',
    zipInvalid: 'El código postal debe ser un número de 5 o 9 dígitos. (Ej.: *****-4321)',
    tooLong: (max: number) => `Ingrese como máximo ${max} caracteres.`,
  },
};
