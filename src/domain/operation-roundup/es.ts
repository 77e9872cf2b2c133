import type { Translation } from '../language.ts';
import * as rootEs from '../es.ts';
import type * as messages from './messages.ts';
import type * as errors from './errors.ts';

/** Spanish of messages.ts and errors.ts (same keys; the English stays the source of truth). */
export const operationRoundupMessages: Translation<typeof messages.operationRoundupMessages> = {
  title: 'Operation RoundUp',
  loading: 'Cargando…',
  noAccounts: 'No hay cuentas disponibles.',
  updated: 'Operation RoundUp se actualizó correctamente para las cuentas seleccionadas.',
  proceed: 'Aplicar',
  caption: 'Cuentas y su participación en Operation RoundUp',
  help: 'Acerca de Operation RoundUp',
  helpText: [
    'Operation RoundUp le permite aportar un poco con cada factura para ayudar a sus vecinos de nuestra comunidad. Las cuentas inscritas suman el monto que usted elija a cada factura hasta la fecha de finalización, y la cooperativa entrega cada centavo al programa.',
    'Seleccione las cuentas que desea cambiar, active o desactive Operation RoundUp, ingrese el monto y, si lo desea, una fecha de finalización, y luego pulse Aplicar. Deje la fecha de finalización vacía para seguir aportando hasta que decida dejar de hacerlo.',
  ],
  selectHint: 'Seleccione las cuentas que desea cambiar.',
  columns: {
    accountNumber: 'Número de cuenta',
    accountType: 'Tipo de cuenta',
    address: 'Dirección',
    enrolled: 'Inscrita',
    amount: 'Monto RoundUp',
    // "Expiration" of an enrollment, not a bill's due date ("fecha de vencimiento").
    expiration: 'Fecha de finalización',
  },
  fieldLabels: {
    enrolled: (accountNumber: string) => `Inscribir ${accountNumber} en Operation RoundUp`,
    amount: (accountNumber: string) => `Monto RoundUp para ${accountNumber}`,
    expiration: (accountNumber: string) => `Fecha de finalización para ${accountNumber} (mm/dd/aaaa)`,
  },
  enrolledText: { yes: 'Inscrita', no: 'No inscrita' },
  noExpiration: 'Sin fecha de finalización',
  amountErrors: {
    invalid: 'Debe ingresar un monto válido.',
    negative: 'Ingrese un monto mayor o igual a 0.',
    aboveMaximum: 'Debe ingresar un monto de pago menor que 99999999.99.',
    aboveRoundUpPlusMaximum: (maximum: string) =>
      `Con Operation RoundUp Plus, el monto debe estar entre $0.00 y ${maximum}.`,
  },
  expirationErrors: {
    past: 'No puede usar una fecha de finalización en el pasado.',
    invalid: 'Ingrese una fecha de finalización válida con el formato mm/dd/aaaa.',
    tooLate: 'La fecha de finalización debe ser el 12/31/2121 o anterior.',
  },
};

export const operationRoundupErrors: Translation<typeof errors.operationRoundupErrors> = {
  ...rootEs.standardErrorCatalogue,
  clientSide: rootEs.errorMessages.contactSupport,
  serverError: rootEs.errorMessages.contactSupport,
  otherStatus: rootEs.errorMessages.contactSupport,
  unknown: rootEs.errorMessages.contactSupport,
};
