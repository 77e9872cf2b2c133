import { routeTarget } from '../portal/links.ts';
import { isMeterPortalVariant } from '../portal/site-configuration.ts';
import { isFeatureEnabled } from '../site/features.ts';
import { accountOverviewMessages } from './messages.ts';
import type { LinkTableRow, QuickLink, QuickLinkContext } from './quick-links.ts';

const titles = accountOverviewMessages.paymentPrograms;

export type PaymentProgramId =
  | 'auto-pay'
  | 'levelized-billing'
  | 'draft-payments'
  | 'view-arrangements'
  | 'pay-multiple'
  | 'operation-roundup';

function route<Id extends PaymentProgramId>(id: Id, title: string, path: string): QuickLink<Id> {
  return { id, title, target: routeTarget(path) };
}

/**
 * The payment program links table of spec 02 §2.1, in its order. Unlike the menu, which offers drafts
 * when either kind is allowed, this table needs both bank and credit draft allowed. The draft link is
 * titled 'EZ Pay' in the meter-portal variant, as the menu titles it.
 */
export const PAYMENT_PROGRAM_ROWS: readonly LinkTableRow<PaymentProgramId>[] = [
  {
    id: 'auto-pay',
    condition: 'Autopay feature',
    isShown: ({ settings }) => isFeatureEnabled(settings.features, 'Autopay'),
    link: () => route('auto-pay', titles.autoPayments, 'billpayments/auto-pay'),
  },
  {
    id: 'levelized-billing',
    condition: 'AverageBilling feature',
    isShown: ({ settings }) => isFeatureEnabled(settings.features, 'AverageBilling'),
    link: () => route('levelized-billing', titles.averageBilling, 'levelized-billing'),
  },
  {
    id: 'draft-payments',
    condition: 'both bank and credit draft allowed',
    isShown: ({ settings }) =>
      settings.configuration.allowBankDraft && settings.configuration.allowCreditDraft,
    link: ({ settings }) =>
      route(
        'draft-payments',
        isMeterPortalVariant(settings.features, settings.configuration) ? titles.ezPay : titles.draftPayments,
        'draft-payments',
      ),
  },
  {
    id: 'view-arrangements',
    condition: 'Arrangements feature',
    isShown: ({ settings }) => isFeatureEnabled(settings.features, 'Arrangements'),
    link: () => route('view-arrangements', titles.arrangements, 'billpayments/view-arrangements'),
  },
  {
    id: 'pay-multiple',
    condition: 'always',
    isShown: () => true,
    link: () => route('pay-multiple', titles.payMultipleAccounts, 'billpayments/pay-multiple'),
  },
  {
    id: 'operation-roundup',
    condition: 'RoundUp feature',
    isShown: ({ settings }) => isFeatureEnabled(settings.features, 'RoundUp'),
    link: () => route('operation-roundup', titles.operationRoundUp, 'operation-roundup'),
  },
];

/** The payment program links shown: each row of the spec's table whose condition holds, in order. */
export function paymentProgramLinks(context: QuickLinkContext): QuickLink<PaymentProgramId>[] {
  return PAYMENT_PROGRAM_ROWS.filter((row) => row.isShown(context)).map((row) => row.link(context));
}
