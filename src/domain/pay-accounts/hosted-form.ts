import { buildHostedFormFields, type PaymentInitiation } from '../quick-pay/hosted-form.ts';
import { paymentMethods } from '../quick-pay/payment-methods.ts';
import type { PaymentType } from '../quick-pay/types.ts';
import type { PayAccountEntry } from './rules.ts';

/**
 * Where the hosted page returns after paying several accounts: the back office's pay-accounts callbacks
 * (docs/api.md, Payment callbacks), each forwarding to `returnTo`'s page of this site (a path, its query
 * and fragment) when there is one, else to the back office's own result pages.
 */
export function payAccountsCallbackUrls(
  apiBase: string,
  pageOrigin: string,
  returnTo: { readonly success: string | null; readonly cancel: string | null },
): { success: string; cancel: string } {
  const { origin } = new URL(apiBase, pageOrigin);
  const to = (path: string | null) => (path === null ? '' : `?${new URLSearchParams({ to: path })}`);
  return {
    success: `${origin}/PaymentCallback/pay-accounts/success${to(returnTo.success)}`,
    cancel: `${origin}/PaymentCallback/pay-accounts/cancel${to(returnTo.cancel)}`,
  };
}

export interface PayAccountsHostedFormInput {
  readonly initiation: PaymentInitiation;
  /** The accounts checked, in the form's order: the first one's settings name the accepted cards and fees. */
  readonly selected: readonly PayAccountEntry[];
  /** The accounts paid, as the request sends them. */
  readonly accountNumbers: readonly string[];
  readonly amount: number;
  readonly paymentType: PaymentType;
  readonly callbacks: { readonly success: string; readonly cancel: string };
}

/**
 * The hosted form of a payment of several accounts (spec 01 §3's fields): one account number for the
 * page, every account in its display, the method the member chose and the first account's card types
 * and convenience fees.
 */
export function payAccountsHostedFormFields(input: PayAccountsHostedFormInput): Array<[string, string]> {
  const first = input.selected[0];
  const methods = first ? paymentMethods(first.account, first.settings) : undefined;
  const requisition = input.initiation.paymentRequisitionSettings;
  return buildHostedFormFields({
    transactionNumber: requisition.transNo,
    clientId: requisition.clientId,
    utilityName: input.initiation.configuration.utilityName,
    account: { accountNumber: input.accountNumbers[0] ?? '', isPrepaidAccount: false, prepaidLabel: null },
    paymentAmount: input.amount,
    applicationId: input.initiation.configuration.applicationWebId,
    cardEnabled: input.paymentType === 'cc',
    echeckEnabled: input.paymentType === 'echeck',
    returnUrl: input.callbacks.success,
    cancelUrl: input.callbacks.cancel,
    paymentType: input.paymentType,
    acceptedCardTypes: methods?.acceptedCardTypes ?? [],
    securityToken: requisition.securityToken,
    cardConvenienceFee: first?.settings.ccConvenienceFee ?? 0,
    echeckConvenienceFee: first?.settings.ecConvenienceFee ?? 0,
  }).map(([name, value]): [string, string] =>
    name === 'AccountDisplay' ? [name, input.accountNumbers.join(', ')] : [name, value],
  );
}
