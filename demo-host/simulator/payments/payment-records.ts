// The payments service's records: the sites' payment settings, transactions and recorded payments.

/** The site-wide half of the Quick Pay payment settings; the per-account half is on each account. */
export interface SitePaymentSettings {
  utilityName: string;
  pgClientId: string;
  applicationWebId: string;
  /** Confirmation numbers are this prefix plus 8 digits. */
  confirmationPrefix: string;
  utilityAllowCreditCard: boolean;
  utilityAllowEcheck: boolean;
  allowVisa: boolean;
  allowMaster: boolean;
  allowAmex: boolean;
  allowDiscover: boolean;
  echeckProcessAsDraft: boolean;
  enforceNoMoreEchecks: boolean;
  payOnlineAllowCutoffPaymentOverride: 'Y' | 'N';
  ccPrepaidAmountMinimum: number;
  onlineConvFeeText: string | null;
  ccConvenienceFee: number;
  ecConvenienceFee: number;
}

export type TransactionStatus = 'Pending' | 'Approved' | 'Declined' | 'Cancelled';
export type PaymentMethod = 'cc' | 'echeck';
/**
 * What the hosted page does with the card or bank account: take a payment now, or keep it for the
 * payments a draft or an auto payment makes later (a setup moves no money).
 */
export type TransactionPurpose = 'payment' | 'setup';

export interface AccountToPay {
  account: string;
  paymentAmount: number;
  [field: string]: unknown;
}

export interface TransactionRecord {
  transNo: string;
  securityToken: string;
  /** The opaque id the browser carries back from the hosted page: keys the status and the result. */
  encodedParam: string;
  applicationId: string;
  memberNumber: string;
  accountNumber: string;
  amount: number;
  accountsToPay: AccountToPay[];
  purpose: TransactionPurpose;
  /**
   * The hosted page offers to keep a new card or bank account in the member's wallet: a signed-in
   * member's payment only, never Quick Pay's (no member signed in) nor a setup.
   */
  offerToSave: boolean;
  status: TransactionStatus;
  /** ISO timestamp. */
  createdAt: string;
  confirmationNumber: string | null;
  /** Set when the browser first arrives on the hosted page with the posted form. */
  hostedPage: HostedPageSession | null;
}

export interface HostedPageSession {
  returnUrl: string;
  cancelUrl: string;
  accountDisplay: string;
  enableCreditCard: boolean;
  enableECheck: boolean;
  paymentType: PaymentMethod;
  acceptedCardTypes: string[];
}

export interface PaymentRecord {
  confirmationNumber: string;
  /** Null for payments seeded as history. */
  transNo: string | null;
  encodedParam: string | null;
  applicationId: string;
  memberNumber: string;
  accountNumber: string;
  paymentAmount: number;
  convenienceFee: number;
  paymentMethod: PaymentMethod;
  cardOrBankAccountNumberLastFourDigits: string;
  /** 'yyyy-mm-dd'. */
  paymentDate: string;
  /** ISO timestamp. */
  recordedAt: string;
  accountBalanceAfter: number;
}
