import type { Translation } from '../language.ts';
import type * as messages from './messages.ts';
import * as accountOverviewEs from '../account-overview/es.ts';

const overview = accountOverviewEs.accountOverviewMessages;

/** Spanish of messages.ts (same keys; the English stays the source of truth). */
export const paymentHistoryMessages: Translation<typeof messages.paymentHistoryMessages> = {
  title: 'Historial de la cuenta',
  loading: overview.history.loading,
  noAccounts: overview.errors.noAccounts,
  caption: overview.history.title,
  empty: overview.history.empty,
  noMatches: 'Ningún pago ni factura coincide con los filtros.',
  columns: {
    date: overview.history.date,
    type: overview.history.type,
    amount: overview.history.amount,
    dueDate: 'Vencimiento',
    actions: overview.history.actions,
  },
  payment: overview.history.payment,
  bill: overview.history.bill,
  filters: {
    type: 'Mostrar',
    all: 'Pagos y facturas',
    payments: 'Solo pagos',
    bills: 'Solo facturas',
    from: 'Desde',
    to: 'Hasta',
    clear: 'Borrar filtros',
    toBeforeFrom: 'La fecha Hasta debe ser igual o posterior a la fecha Desde.',
  },
  exportFileName: 'historial-de-cuenta',
};
