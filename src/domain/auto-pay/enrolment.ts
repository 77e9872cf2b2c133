import {
  isSetupSavedReturn,
  type SetupHandOff,
  setupCallbackUrls,
  setupHostedFormFields,
} from '../payment-setup/hosted-setup.ts';
import { isExpired, methodLabel, type StoredMethod } from '../payment-profile/wallet.ts';
import { autoPayMessages } from './messages.ts';

/** What an account's auto pay may be paid with (the account's row of the auto payments list). */
export interface AutoPayEligibility {
  readonly cardAllowed: boolean;
  readonly echeckAllowed: boolean;
}

/** The value of the enrol dialog's choice: a stored method's token, or a new card or bank account. */
export type EnrolChoice = `stored:${string}` | 'new:cc' | 'new:echeck';

export interface EnrolOption {
  readonly value: EnrolChoice;
  readonly label: string;
  /** An expired card, or a method the account may not use: listed, not chosen. */
  readonly disabled: boolean;
}

/**
 * The enrol dialog's choices for an account: each stored method (cards only where the account may pay
 * by card, bank accounts only where it may pay by e-check; expired cards shown disabled), then a new
 * card and a new bank account where allowed.
 */
export function enrolOptions(
  account: AutoPayEligibility,
  methods: readonly StoredMethod[],
  today: Date,
): EnrolOption[] {
  const stored = methods
    .filter((method) => (method.methodType === 'CARD' ? account.cardAllowed : account.echeckAllowed))
    .map((method) => {
      const expired = isExpired(method, today);
      const label = method.nickname.trim()
        ? `${method.nickname} (${methodLabel(method)})`
        : methodLabel(method);
      return {
        value: `stored:${method.token}` as const,
        label: expired ? autoPayMessages.expiredChoice(label) : label,
        disabled: expired,
      };
    });
  return [
    ...stored,
    ...(account.cardAllowed
      ? [{ value: 'new:cc' as const, label: autoPayMessages.newCard, disabled: false }]
      : []),
    ...(account.echeckAllowed
      ? [{ value: 'new:echeck' as const, label: autoPayMessages.newBank, disabled: false }]
      : []),
  ];
}

/** The first choice that may be made (the default method first when it may), or '' when none. */
export function defaultEnrolChoice(options: readonly EnrolOption[]): EnrolChoice | '' {
  return options.find((option) => !option.disabled)?.value ?? '';
}

/** What an enrol dialog's submit does: one call with a stored method's token, or the hosted page. */
export type EnrolIntent =
  | { readonly kind: 'stored'; readonly accountNumber: string; readonly methodToken: string }
  | { readonly kind: 'hosted'; readonly accountNumber: string; readonly paymentType: 'cc' | 'echeck' };

export function enrolIntent(accountNumber: string, choice: EnrolChoice): EnrolIntent {
  if (choice === 'new:cc' || choice === 'new:echeck') {
    return { kind: 'hosted', accountNumber, paymentType: choice === 'new:cc' ? 'cc' : 'echeck' };
  }
  return { kind: 'stored', accountNumber, methodToken: choice.slice('stored:'.length) };
}

/** The enrol form's rule: a choice is required. */
export function validateEnrolChoice({ choice }: { choice: string }): Partial<Record<'choice', string>> {
  return choice === '' ? { choice: autoPayMessages.chooseMethod } : {};
}

/** What the enrolment's initiation answers (as a draft initiation, spec 02 §3). */
export type AutoPayHandOff = SetupHandOff;

/** The hidden fields posted to the hosted page for an auto-pay enrolment with a new card or bank account. */
export function autoPayHostedFormFields({
  initiation,
  accountNumber,
  ...rest
}: {
  readonly initiation: AutoPayHandOff;
  readonly accountNumber: string;
  readonly paymentType: 'cc' | 'echeck';
  readonly acceptedCardTypes: readonly string[];
  readonly returnUrl: string;
  readonly cancelUrl: string;
}): Array<[name: string, value: string]> {
  return setupHostedFormFields({ handOff: initiation, accountNumbers: [accountNumber], ...rest });
}

/** Where the hosted page returns after an enrolment: the set-up return, as for a draft. */
export const autoPayCallbackUrls = setupCallbackUrls;

/** The return with statuscode 0 says the enrolment was made. */
export const isEnrolledReturn = isSetupSavedReturn;
