import type { Translation } from '../language.ts';
import type * as messages from './messages.ts';

/** Spanish of messages.ts (same keys; the English stays the source of truth). */
export const scheduledPaymentsMessages: Translation<typeof messages.scheduledPaymentsMessages> = {
  title: 'Pagos programados',
  loading: 'Cargando pagos programados…',
  empty: 'No hay pagos programados en este momento.',
  caption: 'Pagos programados',
  columns: {
    paymentDate: 'Fecha de pago',
    accounts: 'Número de cuenta',
    amount: 'Monto',
    paymentMethod: 'Método de pago',
    paymentType: 'Tipo de pago',
    createdDate: 'Fecha de creación',
    actions: 'Acciones',
  },
  paymentTypes: { 'One-Time': 'Único', Recurring: 'Recurrente' },
  delete: 'Eliminar',
  deleteLabel: (amountText: string, dateText: string) =>
    `Eliminar el pago programado de ${amountText} para el ${dateText}`,
  deleteTitle: 'Eliminar pago programado',
  deleteConfirm: '¿Está seguro de que desea eliminar el pago programado?',
  yes: 'Sí',
  no: 'No',
  deleted: 'Se eliminó el pago programado.',
  deleteOutcomeUnknown:
    'No pudimos confirmar si se eliminó el pago programado. La lista de abajo se volvió a cargar: revísela antes de volver a intentarlo.',
  accountSeparator: ', ',
  result: {
    title: 'Programar pago',
    canceled: 'Se canceló la programación de su pago.',
    done: 'Listo',
    scheduled: 'Se programó su pago.',
    confirmationNumber: 'Número de confirmación',
    paymentDate: 'Fecha de pago',
    failed: 'No se pudo programar su pago.',
  },
};
