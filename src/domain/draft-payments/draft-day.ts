import { draftPaymentsMessages } from './messages.ts';
import type { AccountDraft } from './types.ts';

const { draftDay: words } = draftPaymentsMessages;

/**
 * The draft day as the Accounts tab shows it (spec 02 §2.6): 'Days after Billing' with the number,
 * 'When Billed', 'End of Month', 'Day of Month - n', and 'Cycle' for any other draft type.
 */
export function draftDayText(draft: Pick<AccountDraft, 'draftType' | 'draftDay'>): string {
  switch (draft.draftType) {
    case 'DAYS_AFTER_BILLING':
      return draft.draftDay === null ? words.daysAfterBilling : `${words.daysAfterBilling} ${draft.draftDay}`;
    case 'WHEN_BILLED':
      return words.whenBilled;
    case 'END_OF_MONTH':
      return words.endOfMonth;
    case 'DAY_OF_MONTH':
      return draft.draftDay === null ? words.dayOfMonth : `${words.dayOfMonth} - ${draft.draftDay}`;
    default:
      return words.cycle;
  }
}

/** Not in the spec: the method's name in the setup form's choice. */
export function draftMethodLabel(method: string): string {
  switch (method) {
    case 'DAYS_AFTER_BILLING':
      return words.daysAfterBilling;
    case 'WHEN_BILLED':
      return words.whenBilled;
    case 'END_OF_MONTH':
      return words.endOfMonth;
    case 'DAY_OF_MONTH':
      return words.dayOfMonth;
    default:
      return words.cycle;
  }
}
