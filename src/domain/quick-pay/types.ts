/** The account in the Quick Pay verify response (spec 01 §3). */
export interface QuickPayAccount {
  readonly accountNumber: string;
  readonly accountHolderName: string;
  readonly serviceAddress: string;
  readonly isPrepaidAccount: boolean;
  readonly prepaidLabel: string | null;
  readonly accountBalance: number;
  /** ISO calendar date `yyyy-mm-dd`. */
  readonly dueDate: string | null;
  readonly pastDueAmount: number;
  readonly reconnectFee: number;
  readonly additionalDeposit: number;
  readonly liabilityConfirmationAmount: number;
  readonly showLiabilityConfirmation: boolean;
  readonly cutoffAmount: number;
  readonly derivedStatus: string;
  readonly disconnectFee: number;
  readonly minimumPaymentDue: number;
  readonly overPayAmount: number;
  readonly prepaidReconnectAmount: number;
  readonly isCcEligible: boolean;
  readonly isEcheckEligible: boolean;
  readonly nomoreCheck: boolean;
}

export interface QuickPayLastPayment {
  readonly paymentAmount: number;
  readonly paymentDate: string;
}

export interface QuickPayPaymentSettings {
  readonly utilityAllowCreditCard: boolean;
  readonly utilityAllowEcheck: boolean;
  readonly allowVisa: boolean;
  readonly allowMaster: boolean;
  readonly allowAmex: boolean;
  readonly allowDiscover: boolean;
  readonly memberHasCutoffAccount: boolean;
  readonly prepaidMinimumPaymentAmount: number;
  readonly allowOverPay: boolean;
  readonly allowUnderPay: boolean;
  readonly lastPayment: QuickPayLastPayment | null;
}

export type YesNo = 'Y' | 'N';

/** The Quick Pay payment settings response (spec 01 §3). */
export interface QuickPaySettings {
  readonly paymentSettings: QuickPayPaymentSettings;
  readonly echeckProcessAsDraft: boolean;
  readonly enforceNoMoreEchecks: boolean;
  readonly pgClientId: string;
  readonly applicationWebId: string;
  readonly utilityName: string;
  readonly payOnlinePayCutoffAccount: YesNo;
  readonly cutoffMessage: string | null;
  /** `'ACCOUNT BALANCE'` makes the account balance the default payment amount. */
  readonly defaultPaymentAmt: string | null;
  readonly payOnlineAllowCutoffPaymentOverride: YesNo;
  readonly ccPrepaidAmountMinimum: number;
  readonly onlineConvFeeText: string | null;
  readonly ccConvenienceFee: number;
  readonly ecConvenienceFee: number;
}

export type PaymentType = 'cc' | 'echeck';

/** Visa, Mastercard, American Express, Discover. */
export type CardTypeCode = 'VI' | 'MC' | 'AX' | 'DI';
