/**
 * Setting up a payment with a new card or bank account on the hosted page (a draft, spec 02 §2.6, or an
 * auto payment): the page takes the method and moves no money. Drafts and auto payments post the same
 * fields and come back through the same back-office return, so both are built here once.
 */

/** What the set-up's initiation answers (spec 02 §7, the draft initiation). */
export interface SetupHandOff {
  readonly clientId: string;
  readonly transNo: string;
  readonly applicationId: string;
  readonly securityToken: string;
}

export interface SetupHostedFormInput {
  readonly handOff: SetupHandOff;
  /** The accounts set up; the first is the page's account number, all of them its display. */
  readonly accountNumbers: readonly string[];
  readonly paymentType: 'cc' | 'echeck';
  /** Card type codes; posted for a card only. */
  readonly acceptedCardTypes: readonly string[];
  readonly returnUrl: string;
  readonly cancelUrl: string;
}

/**
 * The hidden fields of spec 02 §2.6: custom data (the transaction, as ClientReferenceId), cooperative
 * number, account number and display, postback-required flag, card and e-check flags, return and cancel
 * addresses, accepted card types and the authorization token; the payment type and application id the
 * hosted page checks. No card or bank number: the member types those on the hosted page.
 */
export function setupHostedFormFields(input: SetupHostedFormInput): Array<[name: string, value: string]> {
  const card = input.paymentType === 'cc';
  return [
    ['ClientReferenceId', input.handOff.transNo],
    ['CoopNumber', input.handOff.clientId],
    ['ApplicationId', input.handOff.applicationId],
    ['AccountNumber', input.accountNumbers[0] ?? ''],
    ['AccountDisplay', input.accountNumbers.join(',')],
    ['IsPostbackRequired', 'true'],
    ['EnableCreditCard', String(card)],
    ['EnableECheck', String(!card)],
    ['HostedCCReturn', input.returnUrl],
    ['HostedCCCancel', input.cancelUrl],
    ['PaymentType', input.paymentType],
    ['AcceptedCreditCardTypes', card ? input.acceptedCardTypes.join(',') : ''],
    ['AuthorizationToken', input.handOff.securityToken],
  ];
}

/**
 * Where the hosted page returns after a set-up: the back office's set-up return (docs/api.md, its draft
 * callbacks), which sends the browser back to `pagePath` (this page) with statuscode 0 on success.
 */
export function setupCallbackUrls(apiBase: string, pagePath: string, pageOrigin?: string) {
  const { origin } = new URL(apiBase, pageOrigin);
  const to = new URLSearchParams({ to: pagePath }).toString();
  return {
    success: `${origin}/PaymentCallback/draft/success?${to}`,
    cancel: `${origin}/PaymentCallback/draft/cancel?${to}`,
  };
}

/** The return of spec 02 §2.6: statuscode 0 says the set-up was saved. */
export function isSetupSavedReturn(statusCode: string | null): boolean {
  return statusCode === '0';
}
