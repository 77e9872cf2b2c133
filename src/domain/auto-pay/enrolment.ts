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
export interface AutoPayHandOff {
  readonly clientId: string;
  readonly transNo: string;
  readonly applicationId: string;
  readonly securityToken: string;
}

/**
 * The hidden fields posted to the hosted page for an auto-pay enrolment with a new card or bank
 * account, as for a draft (spec 02 §2.6): custom data (the transaction), cooperative number, account
 * number and display, postback flag, card and e-check flags, return and cancel addresses, accepted card
 * types and the authorization token.
 */
export function autoPayHostedFormFields(input: {
  readonly initiation: AutoPayHandOff;
  readonly accountNumber: string;
  readonly paymentType: 'cc' | 'echeck';
  readonly acceptedCardTypes: readonly string[];
  readonly returnUrl: string;
  readonly cancelUrl: string;
}): Array<[name: string, value: string]> {
  const card = input.paymentType === 'cc';
  return [
    ['ClientReferenceId', input.initiation.transNo],
    ['CoopNumber', input.initiation.clientId],
    ['ApplicationId', input.initiation.applicationId],
    ['AccountNumber', input.accountNumber],
    ['AccountDisplay', input.accountNumber],
    ['IsPostbackRequired', 'true'],
    ['EnableCreditCard', String(card)],
    ['EnableECheck', String(!card)],
    ['HostedCCReturn', input.returnUrl],
    ['HostedCCCancel', input.cancelUrl],
    ['PaymentType', input.paymentType],
    ['AcceptedCreditCardTypes', card ? input.acceptedCardTypes.join(',') : ''],
    ['AuthorizationToken', input.initiation.securityToken],
  ];
}

/**
 * Where the hosted page returns after an enrolment: the back office's return callbacks, which send the
 * browser back to `pagePath` (this page) with statuscode 0 on success.
 */
export function autoPayCallbackUrls(apiBase: string, pagePath: string, pageOrigin?: string) {
  const { origin } = new URL(apiBase, pageOrigin);
  const to = new URLSearchParams({ to: pagePath }).toString();
  return {
    success: `${origin}/PaymentCallback/draft/success?${to}`,
    cancel: `${origin}/PaymentCallback/draft/cancel?${to}`,
  };
}

/** The return with statuscode 0 says the enrolment was made. */
export function isEnrolledReturn(statusCode: string | null): boolean {
  return statusCode === '0';
}
