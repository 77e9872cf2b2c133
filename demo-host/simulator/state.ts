/**
 * The simulator's whole state. Plain JSON values only (no Date, Map or class), so the Node demo server
 * can write it to a file and read it back, and tests can clone it.
 */
export interface SimulatorState {
  version: 1;
  /** The local calendar day the seed was built for ('yyyy-mm-dd'): seeded dates are relative to it. */
  seededOn: string;
  /** The site a request without a known transaction falls back to (the payment callbacks). */
  defaultApplicationId: string;
  /** Keyed by ApplicationId: every site has its own settings, members and accounts. */
  sites: Record<string, SiteRecord>;
  /** Keyed by token. */
  quickPayTokens: Record<string, QuickPayTokenRecord>;
  /** Keyed by transNo. */
  transactions: Record<string, TransactionRecord>;
  /** Every payment ever recorded, oldest first; an account's last payment is derived from it. */
  payments: PaymentRecord[];
  nextTransactionNumber: number;
}

export interface SiteRecord {
  applicationId: string;
  siteSettings: SiteSettings;
  features: FeatureFlag[];
  configuration: SiteConfigurationFlags;
  maintenance: boolean;
  payments: SitePaymentSettings;
  /** Where the back office's payment callbacks send the browser: pages of the cooperative's site. */
  paymentResultPages: { successPath: string; cancelPath: string };
  /** Keyed by member number. */
  members: Record<string, MemberRecord>;
  /** Keyed by account number. */
  accounts: Record<string, AccountRecord>;
}

export interface SiteSettings {
  aboutUs: string | null;
  facebookUrl: string | null;
  twitterUrl: string | null;
  youtubeUrl: string | null;
  instagramUrl: string | null;
  pinterestUrl: string | null;
  yelpUrl: string | null;
  linkedInUrl: string | null;
  address: string | null;
  phoneNumber: string | null;
  officeHours: string | null;
  email: string | null;
  coopContactUsLink: string | null;
  emergencyContactNumber: string | null;
  coopName: string | null;
  coopWebsiteUrl: string | null;
  copyright: { year: string | null; caption: string | null };
  appVersion: string | null;
  portalFavIconPath: string | null;
  portalLogoPath: string | null;
  signOutLink: string | null;
  logoClickRedirectionLink: string | null;
  homeClickRedirectionLink: string | null;
  googleAnalyticsCode: string | null;
  featureFlagCustomCss: string | null;
}

export interface FeatureFlag {
  name: string;
  enable: boolean;
}

export interface SiteConfigurationFlags {
  allowSubscribeForNotification: boolean;
  allowFutureDatedPayments: boolean;
  allowCreditDraft: boolean;
  allowBankDraft: boolean;
  displayEmergencyAnnouncement: boolean;
  emergencyAnnouncementMessage: string | null;
  whecEnabled: boolean;
  displayFaqUrl: string | null;
  nexGridEnable: boolean;
  nexGridLinkUrl: string | null;
  serviceRequestMenuEnabled: boolean;
  useCustomMenu: boolean;
  mcpMenu: string | null;
  outageMapLink: string | null;
  memberInfoLinkAvailable: boolean;
  memberInfoDocsLinkName: string | null;
  clientAvailable: boolean;
  detailedUsageAnalysisLabel: string | null;
  isOnlineDelinquentView: boolean;
  delinquentViewUrl: string | null;
  quickPayBannerText: string | null;
  quickPayVerifyTimeoutSeconds: number;
}

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

export interface MemberRecord {
  memberNumber: string;
  name: string;
  phoneNumber: string;
}

export type ServiceType = 'Electric' | 'Water';

export interface AccountRecord {
  accountNumber: string;
  memberNumber: string;
  serviceType: ServiceType;
  encryptedAccount: string;
  accountHolderName: string;
  serviceAddress: string;
  isPrepaidAccount: boolean;
  prepaidLabel: string | null;
  accountBalance: number;
  dueDate: string | null;
  pastDueAmount: number;
  reconnectFee: number;
  additionalDeposit: number;
  liabilityConfirmationAmount: number;
  showLiabilityConfirmation: boolean;
  cutoffAmount: number;
  derivedStatus: string;
  disconnectFee: number;
  minimumPaymentDue: number;
  overPayAmount: number;
  prepaidReconnectAmount: number;
  isCcEligible: boolean;
  isEcheckEligible: boolean;
  nomoreCheck: boolean;
  quickPay: AccountQuickPaySettings;
}

/** The per-account half of the Quick Pay payment settings. */
export interface AccountQuickPaySettings {
  memberHasCutoffAccount: boolean;
  prepaidMinimumPaymentAmount: number;
  allowOverPay: boolean;
  allowUnderPay: boolean;
  payOnlinePayCutoffAccount: 'Y' | 'N';
  cutoffMessage: string | null;
  defaultPaymentAmt: string | null;
}

export interface QuickPayTokenRecord {
  token: string;
  applicationId: string;
  memberNumber: string;
  accountNumber: string;
  /** ISO timestamp. */
  expiresAt: string;
}

export type TransactionStatus = 'Pending' | 'Approved' | 'Declined' | 'Cancelled';
export type PaymentMethod = 'cc' | 'echeck';

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
