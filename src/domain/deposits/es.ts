import type { Translation } from '../language.ts';
import type * as messages from './messages.ts';
import * as accountOverviewEs from '../account-overview/es.ts';

/** Spanish of messages.ts (same keys; the English stays the source of truth). */
export const depositsMessages: Translation<typeof messages.depositsMessages> = {
  title: 'Depósitos',
  loading: 'Cargando depósitos…',
  noAccounts: accountOverviewEs.accountOverviewMessages.errors.noAccounts,
  empty: 'Esta cuenta no tiene depósitos.',
  caption: 'Depósitos',
  columns: {
    description: 'Depósito',
    depositDate: 'Fecha de pago',
    amount: 'Monto',
    interestPaid: 'Intereses pagados',
    status: 'Estado',
    refundDate: 'Reembolsado o aplicado',
  },
  /** The keys are the back office's status values, kept in English. */
  statuses: { Held: 'Retenido', Refunded: 'Reembolsado', Applied: 'Aplicado a la factura' },
  totalHeld: 'Total de depósitos retenidos',
  exportFileName: 'depositos',
};
