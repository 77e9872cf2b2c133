import { formatAmountInput, roundToCents } from '../money.ts';
import { paymentMethods } from './payment-methods.ts';
import type { CardTypeCode, PaymentType, QuickPayAccount, QuickPaySettings } from './types.ts';

export interface HostedFormInput {
  /** `paymentRequisitionSettings.transNo`, posted as ClientReferenceId. */
  readonly transactionNumber: string;
  /** `paymentRequisitionSettings.clientId`, posted as CoopNumber. */
  readonly clientId: string;
  readonly utilityName: string;
  readonly account: Pick<QuickPayAccount, 'accountNumber' | 'isPrepaidAccount' | 'prepaidLabel'>;
  /** The amount the hosted page charges, posted as Balance. */
  readonly paymentAmount: number;
  /** The web application id (`applicationWebId`). */
  readonly applicationId: string;
  readonly cardEnabled: boolean;
  readonly echeckEnabled: boolean;
  readonly returnUrl: string;
  readonly cancelUrl: string;
  readonly paymentType: PaymentType;
  readonly acceptedCardTypes: readonly CardTypeCode[];
  /** `paymentRequisitionSettings.securityToken`, posted as AuthorizationToken. */
  readonly securityToken: string;
  readonly cardConvenienceFee: number;
  readonly echeckConvenienceFee: number;
}

function accountDisplay(account: HostedFormInput['account']): string {
  return account.isPrepaidAccount && account.prepaidLabel
    ? `${account.prepaidLabel} ${account.accountNumber}`
    : account.accountNumber;
}

/** The hidden fields auto-posted to the hosted payment page, in the order of spec 01 §3. */
export function buildHostedFormFields(input: HostedFormInput): Array<[name: string, value: string]> {
  return [
    ['ClientReferenceId', input.transactionNumber],
    ['CoopNumber', input.clientId],
    ['UtilityName', input.utilityName],
    ['AccountNumber', input.account.accountNumber],
    ['AccountDisplay', accountDisplay(input.account)],
    ['Balance', formatAmountInput(input.paymentAmount)],
    ['ApplicationId', input.applicationId],
    ['IsPostbackRequired', 'true'],
    ['EnableCreditCard', String(input.cardEnabled)],
    ['EnableECheck', String(input.echeckEnabled)],
    ['HostedCCReturn', input.returnUrl],
    ['HostedCCCancel', input.cancelUrl],
    ['TaxIncludedInBillAmount', 'false'],
    ['PaymentType', input.paymentType],
    ['AcceptedCreditCardTypes', input.acceptedCardTypes.join(',')],
    ['IsQuickPay', 'true'],
    ['AuthorizationToken', input.securityToken],
    ['CCConvenienceFee', formatAmountInput(input.cardConvenienceFee)],
    ['ECConvenienceFee', formatAmountInput(input.echeckConvenienceFee)],
  ];
}

/**
 * How long the payment result page may read the Quick Pay token after the hand-off: the member's visit
 * to the hosted page. Before the hand-off the token lives only in the flow's memory.
 */
export const QUICK_PAY_HANDOFF_MINUTES = 30;

/** When a token handed over now stops being read. */
export function quickPayHandOffExpiry(now: number): number {
  return now + QUICK_PAY_HANDOFF_MINUTES * 60_000;
}

/**
 * Where the hosted page returns: the API base's origin plus the callback paths. A relative API base
 * (`/api`) needs the page origin to resolve against.
 */
export function paymentCallbackUrls(
  apiBase: string,
  pageOrigin?: string,
): { success: string; cancel: string } {
  const { origin } = new URL(apiBase, pageOrigin);
  return {
    success: `${origin}/PaymentCallback/quick-pay/success`,
    cancel: `${origin}/PaymentCallback/cancel`,
  };
}

export interface QuickPayAccountToPay {
  readonly account: string;
  readonly balance: number;
  readonly paymentAmount: number;
  readonly dueDate: string | null;
  readonly pastDueAmount: number;
  readonly reconnectFee: number;
  readonly additionalDeposit: number;
  readonly arrangementAmount: 0;
  readonly liabilityConfirmationAmount: number;
  readonly showLiabilityConfirmation: boolean;
  readonly cutoffAmount: number;
  readonly derivedStatus: string;
  readonly disconnectFee: number;
  readonly isPrepaidAccount: boolean;
  readonly minimumPaymentAmount: number;
  readonly overPayAmount: number;
  readonly prepaidReconnectAmount: number;
}

/** The body of POST /v3/quick-pay/member/{memberNumber}/pay. */
export interface QuickPayPaymentRequest {
  readonly accountsToPay: readonly QuickPayAccountToPay[];
  readonly amount: number;
  /** Sum over `accountsToPay`. */
  readonly reconnectFee: number;
  /** Sum over `accountsToPay`. */
  readonly additionalDeposit: number;
  readonly arrangementPaymentAmount: 0;
  readonly reconnectMeter: true;
}

export function buildPaymentRequest(
  account: QuickPayAccount,
  amount: number,
  minimumPaymentAmount: number,
): QuickPayPaymentRequest {
  const paymentAmount = roundToCents(amount);
  const accountsToPay: QuickPayAccountToPay[] = [
    {
      account: account.accountNumber,
      balance: account.accountBalance,
      paymentAmount,
      dueDate: account.dueDate,
      pastDueAmount: account.pastDueAmount,
      reconnectFee: account.reconnectFee,
      additionalDeposit: account.additionalDeposit,
      arrangementAmount: 0,
      liabilityConfirmationAmount: account.liabilityConfirmationAmount,
      showLiabilityConfirmation: account.showLiabilityConfirmation,
      cutoffAmount: account.cutoffAmount,
      derivedStatus: account.derivedStatus,
      disconnectFee: account.disconnectFee,
      isPrepaidAccount: account.isPrepaidAccount,
      minimumPaymentAmount: roundToCents(minimumPaymentAmount),
      overPayAmount: account.overPayAmount,
      prepaidReconnectAmount: account.prepaidReconnectAmount,
    },
  ];
  return {
    accountsToPay,
    amount: paymentAmount,
    reconnectFee: roundToCents(accountsToPay.reduce((sum, entry) => sum + entry.reconnectFee, 0)),
    additionalDeposit: roundToCents(accountsToPay.reduce((sum, entry) => sum + entry.additionalDeposit, 0)),
    arrangementPaymentAmount: 0,
    reconnectMeter: true,
  };
}

/** What the back office's payment initiation answers (spec 01 §7) that the hosted form carries. */
export interface PaymentInitiation {
  readonly paymentRequisitionSettings: {
    readonly transNo: string;
    readonly clientId: string;
    readonly securityToken: string;
  };
  readonly configuration: { readonly utilityName: string; readonly applicationWebId: string };
}

export interface HostedFormSource {
  readonly account: QuickPayAccount;
  readonly settings: QuickPaySettings;
  readonly initiation: PaymentInitiation;
  readonly paymentAmount: number;
  /** The addresses the hosted page returns to (`paymentCallbackUrls`). */
  readonly callbacks: { readonly success: string; readonly cancel: string };
}

/**
 * The hosted payment form of a Quick Pay payment: the verified account, its payment settings, what the
 * initiation answered and the amount, mapped to the form's fields (the payment methods follow the
 * account's and the site's restrictions).
 */
export function hostedFormFieldsFor(source: HostedFormSource): Array<[name: string, value: string]> {
  const { account, settings, initiation, paymentAmount, callbacks } = source;
  const methods = paymentMethods(account, settings);
  const requisition = initiation.paymentRequisitionSettings;
  return buildHostedFormFields({
    transactionNumber: requisition.transNo,
    clientId: requisition.clientId,
    utilityName: initiation.configuration.utilityName,
    account,
    paymentAmount,
    applicationId: initiation.configuration.applicationWebId,
    cardEnabled: methods.cardEnabled,
    echeckEnabled: methods.echeckEnabled,
    returnUrl: callbacks.success,
    cancelUrl: callbacks.cancel,
    paymentType: methods.defaultPaymentType,
    acceptedCardTypes: methods.acceptedCardTypes,
    securityToken: requisition.securityToken,
    cardConvenienceFee: settings.ccConvenienceFee,
    echeckConvenienceFee: settings.ecConvenienceFee,
  });
}
