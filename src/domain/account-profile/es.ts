import type { Translation } from '../language.ts';
import type * as messages from './messages.ts';
import * as accountOverviewEs from '../account-overview/es.ts';

/** Spanish of messages.ts (same keys; errors.ts reuses the standard catalogue, translated in ../es.ts). */
export const accountProfileMessages: Translation<typeof messages.accountProfileMessages> = {
  title: 'Perfil de cuenta',
  loading: 'Cargando su perfil…',
  noAccounts: accountOverviewEs.accountOverviewMessages.errors.noAccounts,

  sections: {
    name: 'Nombre',
    address: 'Dirección',
    phones: 'Teléfonos',
  },

  actions: {
    edit: 'Editar',
    cancel: 'Cancelar',
    save: 'Guardar',
    remove: 'Quitar',
  },

  sectionLocked: 'Esta sección no se puede cambiar en línea. Comuníquese con la cooperativa para cambiarla.',

  labels: {
    firstName: 'Nombre',
    middleName: 'Segundo nombre',
    lastName: 'Apellido',
    spouse: accountOverviewEs.accountOverviewMessages.account.spouseName,
    streetNumber: 'Número de calle',
    streetName: 'Nombre de la calle',
    streetType: 'Tipo de calle',
    unit: 'Unidad',
    city: 'Ciudad',
    state: 'Estado',
    zip: 'Código postal',
    street: 'Calle',
    phoneSlot: (slot: number): string => `Teléfono ${slot}`,
    phoneType: 'Tipo de teléfono',
    phoneNumber: 'Número de teléfono',
    extension: 'Extensión',
  },

  statePlaceholder: 'Seleccione un estado',
  phoneTypePlaceholder: 'Seleccione un tipo',
  phoneHint: 'Por ejemplo, (987) 456-1230',
  zipHint: '5 dígitos, o 9 como en 98745-4321',
  extensionShown: (phoneNumber: string, extension: string): string => `${phoneNumber} ext. ${extension}`,
  noPhones: 'No hay números de teléfono registrados.',
  notGiven: 'No indicado',

  errors: {
    firstNameRequired: 'Ingrese el nombre.',
    tooLong: (label: string, maxLength: number): string =>
      `${label} no puede tener más de ${maxLength} caracteres.`,
    streetNumberRequired: 'Ingrese el número de calle.',
    streetNumberDigits: 'El número de calle solo puede contener dígitos.',
    streetNameRequired: 'Ingrese el nombre de la calle.',
    cityRequired: 'Ingrese la ciudad.',
    cityBlockedCharacters: 'La ciudad no puede contener estos caracteres: " \' ^ ` | ~',
    stateRequired: 'Seleccione el estado.',
    zipRequired: 'Ingrese el código postal.',
    zipInvalid: 'El código postal debe ser un número de 5 o 9 dígitos (Ej.: 98745-4321).',
    phoneInvalid: 'Formato de teléfono no válido. (Ej.: (987) 456-1230)',
    phoneTypeRequired: 'Seleccione un tipo de teléfono.',
    phoneNumberRequired: 'Ingrese un número de teléfono.',
    phoneTypeNeeded: 'Seleccione un tipo de teléfono e ingrese al menos un número de teléfono.',
  },

  whichAccounts: {
    title: 'Actualizar cuentas',
    message: (accountNumber: string): string =>
      `Tiene más de una cuenta. ¿Desea hacer este cambio en todas sus cuentas o solo en la cuenta ${accountNumber}?`,
    updateAll: 'Actualizar todas',
    updateThisAccount: 'Actualizar esta cuenta',
  },

  notices: {
    updatedFallback: 'Se actualizó la información de su cuenta.',
    reviewPendingFallback:
      'Recibimos sus cambios y están pendientes de revisión por parte de la cooperativa.',
  },

  manageNotifications: {
    title: 'Confirmar',
    message: 'Sus números de teléfono cambiaron. ¿Desea revisar qué números reciben sus notificaciones?',
    confirm: 'Administrar notificaciones',
    cancel: 'Ahora no',
  },
};
