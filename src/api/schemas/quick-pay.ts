import {
  array,
  boolean,
  defaulted,
  enums,
  type Infer,
  literal,
  nullable,
  number,
  object,
  optional,
  string,
  type,
} from 'superstruct';
import { listOf } from './contract.ts';
import type { QuickPayPaymentRequest } from '../../domain/quick-pay/hosted-form.ts';

/**
 * Response schemas of the Quick Pay service (spec 01 §3, §7; docs/api.md). `type()` tolerates fields
 * the back office adds later; a missing or mistyped field we rely on is an error. Then what its calls
 * send: queries of text, bodies with exactly the fields the client sends.
 */

const money = number();
const isoDate = string();

export const QuickPayAccountSchema = type({
  accountNumber: string(),
  accountHolderName: string(),
  serviceAddress: string(),
  isPrepaidAccount: boolean(),
  prepaidLabel: nullable(string()),
  accountBalance: money,
  dueDate: nullable(isoDate),
  pastDueAmount: money,
  reconnectFee: money,
  additionalDeposit: money,
  liabilityConfirmationAmount: money,
  showLiabilityConfirmation: boolean(),
  cutoffAmount: money,
  derivedStatus: string(),
  disconnectFee: money,
  minimumPaymentDue: money,
  overPayAmount: money,
  prepaidReconnectAmount: money,
  isCcEligible: boolean(),
  isEcheckEligible: boolean(),
  nomoreCheck: boolean(),
});

export const QuickPayVerifyResponseSchema = type({
  quickPayToken: string(),
  memberNumber: string(),
  encryptedAccount: string(),
  account: QuickPayAccountSchema,
});
export type QuickPayVerifyResponse = Infer<typeof QuickPayVerifyResponseSchema>;

const yesNo = enums(['Y', 'N']);

export const PaymentSettingsSchema = type({
  utilityAllowCreditCard: boolean(),
  utilityAllowEcheck: boolean(),
  allowVisa: boolean(),
  allowMaster: boolean(),
  allowAmex: boolean(),
  allowDiscover: boolean(),
  memberHasCutoffAccount: boolean(),
  prepaidMinimumPaymentAmount: money,
  allowOverPay: boolean(),
  allowUnderPay: boolean(),
  lastPayment: nullable(type({ paymentAmount: money, paymentDate: isoDate })),
});

export const QuickPaySettingsSchema = type({
  paymentSettings: PaymentSettingsSchema,
  echeckProcessAsDraft: boolean(),
  enforceNoMoreEchecks: boolean(),
  pgClientId: string(),
  applicationWebId: string(),
  utilityName: string(),
  payOnlinePayCutoffAccount: yesNo,
  cutoffMessage: nullable(string()),
  defaultPaymentAmt: nullable(string()),
  payOnlineAllowCutoffPaymentOverride: yesNo,
  ccPrepaidAmountMinimum: money,
  onlineConvFeeText: nullable(string()),
  // Not named by the spec; the hosted form posts them (CCConvenienceFee, ECConvenienceFee).
  ccConvenienceFee: defaulted(number(), 0),
  ecConvenienceFee: defaulted(number(), 0),
});
export type QuickPaySettingsResponse = Infer<typeof QuickPaySettingsSchema>;

export const PaymentInitiationSchema = type({
  paymentRequisitionSettings: type({
    actionUrl: string(),
    clientId: string(),
    transNo: string(),
    securityToken: string(),
  }),
  configuration: type({
    paymentSettings: PaymentSettingsSchema,
    echeckProcessAsDraft: boolean(),
    enforceNoMoreEchecks: boolean(),
    applicationWebId: string(),
    utilityName: string(),
  }),
});
export type PaymentInitiation = Infer<typeof PaymentInitiationSchema>;

export const PaymentStatusSchema = type({
  status: enums(['Pending', 'Approved', 'Declined', 'Cancelled']),
  confirmationNumber: nullable(string()),
});
export type PaymentStatus = Infer<typeof PaymentStatusSchema>;

export const PaymentResultSchema = type({
  postbackMessage: nullable(string()),
  accountBalance: money,
  paymentAmount: money,
  convenienceFee: money,
  cardOrBankAccountNumberLastFourDigits: string(),
  confirmationNumber: string(),
});
export type PaymentResult = Infer<typeof PaymentResultSchema>;

export const ErrorListSchema = array(string());
export const OptionalMessageSchema = optional(string());

/** POST v3/quick-pay/verify/account/phone. */
export const VerifyAccountRequestSchema = object({ accountNumber: string(), phoneLastFourDigits: string() });

/** GET v3/quick-pay/member/{memberNumber}/payments/settings: the site, as the header names it. */
export const PaymentSettingsQuerySchema = type({ applicationId: string() });

/** POST v3/quick-pay/member/{memberNumber}/pay: the verified account, as verify answered it. */
export const InitiatePaymentQuerySchema = type({ encryptedAccount: string() });

/** One account paid (spec 01 §3 accountsToPay), as `buildPaymentRequest` makes it. */
export const QuickPayAccountToPaySchema = object({
  account: string(),
  balance: money,
  paymentAmount: money,
  dueDate: nullable(isoDate),
  pastDueAmount: money,
  reconnectFee: money,
  additionalDeposit: money,
  arrangementAmount: literal(0),
  liabilityConfirmationAmount: money,
  showLiabilityConfirmation: boolean(),
  cutoffAmount: money,
  derivedStatus: string(),
  disconnectFee: money,
  isPrepaidAccount: boolean(),
  minimumPaymentAmount: money,
  overPayAmount: money,
  prepaidReconnectAmount: money,
});

const AccountsToPaySchema = listOf(QuickPayAccountToPaySchema);

/**
 * The payment request (spec 01 §3): the body of POST v3/quick-pay/member/{memberNumber}/pay, and of the
 * Pay Multiple Accounts calls with their own fields added.
 */
export const QuickPayPaymentRequestSchema = object({
  accountsToPay: AccountsToPaySchema,
  amount: money,
  reconnectFee: money,
  additionalDeposit: money,
  arrangementPaymentAmount: literal(0),
  reconnectMeter: literal(true),
});

/** GET v3/quick-pay/payments/status: the hosted page's `encodedParam`, under the spec's name. */
export const PaymentStatusQuerySchema = type({ encryptedPayload: string() });

/** GET v3/quick-pay/payments/result and v3/payments/result: the hosted page's `encodedParam`. */
export const PaymentResultQuerySchema = type({ encodedParam: string() });

// The payment request the domain builds must be what the body schema describes.
const sendsThePaymentRequest = (
  request: QuickPayPaymentRequest,
): Infer<typeof QuickPayPaymentRequestSchema> => request;
void sendsThePaymentRequest;
