import type { Translation } from '../language.ts';
import type * as messages from './messages.ts';
import type * as errors from './errors.ts';
import * as accountOverviewEs from '../account-overview/es.ts';

const overview = accountOverviewEs.accountOverviewMessages;

/** Spanish of messages.ts and errors.ts (same keys; the English stays the source of truth). */
export const outageMessages: Translation<typeof messages.outageMessages> = {
  title: 'Apagones',
  loading: 'Cargando…',

  account: {
    accountNumber: overview.account.accountNumber,
    serviceAddress: overview.account.serviceAddress,
  },

  tabs: {
    label: 'Información de apagones',
    status: 'Estado',
    report: 'Reportar un apagón',
    map: 'Mapa',
    history: 'Historial de apagones',
  },

  status: {
    loading: 'Cargando el estado del apagón…',
    active: overview.banners.activeOutage,
    restorationTime: overview.banners.restorationTime,
    restorationTimeUnknown: overview.banners.restorationTimeUnknown,
    none: 'No hay ningún apagón que afecte su servicio en este momento.',
  },

  report: {
    loading: 'Cargando el formulario para reportar un apagón…',
    problem: 'Problema',
    problemPlaceholder: 'Seleccione un problema',
    callBack: 'Llámenme acerca de este apagón',
    phone: 'Teléfono para devolverle la llamada',
    otherPhone: 'Otro número',
    phoneNumber: 'Número de teléfono',
    phoneHint: 'Ejemplo: (987) 456-1230',
    comment: 'Comentario (opcional)',
    submit: 'Enviar',
    incomplete:
      'Para enviar su reporte, elija el problema y, si pide que le devuelvan la llamada, un número de teléfono.',
  },

  validation: {
    problemRequired: 'Debe seleccionar un problema',
    phoneRequired: 'Debe ingresar un número de teléfono',
    phoneInvalid: 'Formato de teléfono no válido. (Ej.: (987) 456-1230)',
  },

  map: {
    text: 'El mapa de apagones muestra dónde hay apagones y cuándo se espera que vuelva la electricidad.',
    link: 'Abrir el mapa de apagones',
    opensInNewWindow: 'Se abre en una ventana nueva',
  },

  history: {
    caption: 'Historial de apagones',
    loading: 'Cargando el historial de apagones…',
    empty: 'No hay apagones registrados para esta ubicación.',
    columns: {
      accountNumber: 'Número de cuenta',
      timeOfInterruption: 'Hora de interrupción',
      timeOfRestored: 'Hora de restablecimiento',
      description: 'Descripción',
    },
  },
};

export const outageErrorMessages: Translation<typeof errors.outageErrorMessages> = {
  noAccountContext: '¡Vuelva a iniciar sesión en su cuenta y luego acceda de nuevo a esta página!',
  noLocation:
    'El reporte de apagones no está disponible para esta cuenta; ¡comuníquese con el servicio al cliente...!',
  notSupported: 'La información de apagones no está disponible para la cuenta seleccionada.',
};
