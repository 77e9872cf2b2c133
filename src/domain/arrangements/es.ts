import type { Translation } from '../language.ts';
import type * as messages from './messages.ts';
import * as accountOverviewEs from '../account-overview/es.ts';

const overview = accountOverviewEs.accountOverviewMessages;

/** Spanish of messages.ts (same keys; the English stays the source of truth). */
export const arrangementsMessages: Translation<typeof messages.arrangementsMessages> = {
  title: 'Acuerdos de pago',
  loading: 'Cargando el acuerdo de pago…',
  noAccounts: overview.errors.noAccounts,
  details: overview.cards.arrangementDetails,
  noArrangement: 'Esta cuenta no tiene un acuerdo de pago.',
  notation: 'Acuerdo',
  arrangementBalance: overview.arrangement.arrangementBalance,
  nextPaymentAmount: overview.arrangement.nextPaymentAmount,
  nextPaymentDueDate: overview.arrangement.nextPaymentDueDate,
  overdue: overview.arrangement.overdue,
  overdueNotice: overview.arrangement.overdueNotice,
  notAvailable: 'N/D',
};
