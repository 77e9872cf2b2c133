import type { Translation } from '../language.ts';
import type * as messages from './messages.ts';
import type * as errors from './errors.ts';
import * as rootEs from '../es.ts';
import * as accountOverviewEs from '../account-overview/es.ts';

/** Spanish of messages.ts and errors.ts (same keys; the English stays the source of truth). */
export const serviceRequestsMessages: Translation<typeof messages.serviceRequestsMessages> = {
  title: 'Solicitudes de servicio',
  loading: 'Cargando…',
  noAccounts: accountOverviewEs.accountOverviewMessages.errors.noAccounts,
  account: 'Cuenta',
  form: {
    heading: 'Solicitar un servicio',
    serviceType: 'Tipo de servicio',
    serviceTypePlaceholder: 'Seleccione un tipo de servicio',
    phone: 'Número de teléfono',
    phoneHint: 'Ej.: (987) 456-1230',
    comments: 'Comentarios',
    commentsLeft: (left: number) => (left === 1 ? 'Queda 1 carácter' : `Quedan ${left} caracteres`),
    submit: 'Enviar',
    incomplete: 'Para enviar, elija un tipo de servicio e ingrese un número de teléfono válido.',
    noServiceTypes: 'No hay tipos de servicio disponibles para esta cuenta.',
  },
  validation: {
    serviceTypeRequired: 'El tipo de servicio es obligatorio.',
    phoneRequired: 'El número de teléfono es obligatorio.',
    phoneInvalid: 'Formato de teléfono no válido. (Ej.: (987) 456-1230)',
    commentsTooLong: 'Los comentarios pueden tener como máximo 400 caracteres.',
  },
  history: {
    heading: 'Historial de solicitudes de servicio',
    loading: 'Cargando las solicitudes de servicio…',
    columns: {
      services: 'Servicios',
      requestedDate: 'Fecha de solicitud',
      requestedNumber: 'Número de solicitud',
      reviewStatus: 'Estado de revisión',
    },
    reviewed: 'Revisada',
    notReviewed: 'Pendiente de revisión',
    empty: 'No hay solicitudes de servicio para esta cuenta.',
  },
};

export const serviceRequestsErrors: Translation<typeof errors.serviceRequestsErrors> = {
  clientSide: rootEs.errorMessages.generic,
  badRequest: 'first-listed',
  unauthorized: 'server-message',
  serverError: rootEs.errorMessages.generic,
  otherStatus: 'server-message',
  unknown: rootEs.errorMessages.unknown,
};
