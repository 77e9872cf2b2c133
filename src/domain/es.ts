import type { Translation } from './language.ts';
import type * as errors from './error-messages.ts';
import type * as platform from './platform-messages.ts';

/** Spanish of error-messages.ts and platform-messages.ts (same keys; the English stays the source of truth). */
export const errorMessages: Translation<typeof errors.errorMessages> = {
  generic: 'No podemos procesar su solicitud en este momento. Inténtelo de nuevo más tarde.',
  contactSupport: 'No podemos procesar su solicitud en este momento. Comuníquese con el servicio al cliente.',
  unauthorized: 'Acceso no autorizado.',
  unknown: '¡Error desconocido!',
};

export const standardErrorCatalogue: Translation<typeof errors.standardErrorCatalogue> = {
  clientSide: errorMessages.generic,
  badRequest: 'first-listed',
  unauthorized: errorMessages.unauthorized,
  serverError: errorMessages.generic,
  otherStatus: 'server-message',
  unknown: errorMessages.unknown,
};

export const platformMessages: Translation<typeof platform.platformMessages> = {
  notConfigured:
    'Este servicio no está configurado correctamente en esta página. Comuníquese con la cooperativa.',
  unexpectedError: 'Algo salió mal. Vuelva a cargar la página e inténtelo de nuevo.',
  loading: 'Cargando…',
  outcomeUnknown:
    'No pudimos confirmar si esto se completó. Para evitar hacerlo dos veces, no lo envíe de nuevo: ' +
    'esta página se está actualizando con lo que muestran nuestros registros.',
};
