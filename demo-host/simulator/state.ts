/** Raised whenever a saved state of the previous shape could no longer be read as this one. */
export const simulatorStateVersion = 4;

/**
 * The simulator's whole state. Plain JSON values only (no Date, Map or class), so the Node demo server
 * can write it to a file and read it back, and tests can clone it.
 */
export interface SimulatorState {
  version: typeof simulatorStateVersion;
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
  /** Signed-in members' access tokens, keyed by token. */
  accessTokens: Record<string, AccessTokenRecord>;
  /** Sign-ins waiting for their authenticator code, keyed by `encryptedMember`. */
  mfaChallenges: Record<string, MfaChallengeRecord>;
  /** Registration verification codes, keyed by `applicationId|accountNumber`: one live code per account. */
  registrationCodes: Record<string, RegistrationCodeRecord>;
  /** Password reset links, keyed by their one-time code. */
  passwordResets: Record<string, PasswordResetRecord>;
  /** Everything the back office "sent" by email or text message, oldest first. */
  outbox: OutboxMessage[];
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
  /** Portal logins, keyed by the username in lower case (usernames are case-insensitive). */
  logins: Record<string, LoginRecord>;
  registration: SiteRegistrationSettings;
  /** Pages of the cooperative's portal the back office links to in what it sends. */
  portalLinks: { resetPasswordUrlTemplate: string };
  accountTypes: AccountTypeRecord[];
  /** Keyed by module name (`login`). */
  images: Record<string, PortalImage[]>;
  webContent: {
    termsOfUse: string | null;
    /** Partner sites of the Services and Products tiles (spec 03 §2.10). */
    servicesAndProducts: Record<
      'energySavings' | 'applianceRepair' | 'treeTrimming' | 'securitySystems',
      string | null
    >;
  };
  webChatSetting: WebChatSetting | null;
  /** The external meter-data portal, when the cooperative has one. */
  meterPortal: MeterPortalSettings | null;
}

export interface SiteRegistrationSettings {
  /** Whether verification codes may go by text message. */
  isSmsEnabled: boolean;
  securityQuestions: SecurityQuestion[];
}

export interface SecurityQuestion {
  id: number;
  description: string;
  visible: boolean;
}

export interface AccountTypeRecord {
  accountType: ServiceType;
  description: string;
}

export interface PortalImage {
  name: string;
  url: string;
  altText: string;
}

export interface WebChatSetting {
  apiUrl: string;
  coopId: string;
  subTitle: string;
  userName: string;
  introText: string;
  buttons: { label: string; value: string; visible: boolean }[];
}

export interface MeterPortalSettings {
  aclaraUrl: string;
  clientId: string;
  /** Members whose meter data is being migrated: the portal settings answer error 3101 for them. */
  migratingMemberNumbers: string[];
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
  /** Registration keys: may a member without contact options type an email or cell phone of their own. */
  registrationAllowUserProvidedContact: boolean;
  registrationRequireConfirmEmail: boolean;
  registrationPaperlessBillingOption: boolean;
  registrationPaperlessOtherOption: boolean;
  registrationMarketingEmailOption: boolean;
  registrationPaperlessConfirmText: string | null;
  passwordPasteAllowed: boolean;
  /** The cooperative's former portal, whose credentials do not work here; null when there is none. */
  originalPortalOrigin: string | null;
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
  /** Where a registration code may be sent: the member's email addresses and cell phones on file. */
  emails: ContactOption[];
  cellPhones: ContactOption[];
}

export interface ContactOption {
  /** Opaque; the registration calls name the chosen option by it. */
  id: string;
  value: string;
}

export interface LoginRecord {
  userName: string;
  /** In clear: this is a demo back office with made-up members. */
  password: string;
  memberNumber: string;
  email: string;
  /** Base32 TOTP secret (RFC 6238, SHA-1, 6 digits, 30 s) when multi-factor sign-in is on. */
  mfaSecret: string | null;
  securityQuestionId: number | null;
  securityAnswer: string | null;
  hasOptedForPaperlessBilling: boolean;
  hasOptedForPaperlessOther: boolean;
  areMarketingEmailsAllowed: boolean;
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
  isPrimaryAccount: boolean;
  locationId: string;
  /** The meter-data portal's premise id, where the cooperative has that portal. */
  premiseId: string | null;
  cutOffDate: string | null;
  cutOffMsg: string | null;
  arrangement: ArrangementRecord | null;
  /** What the account overview shows beyond the fields above: its bills, payments and notices. */
  overview: AccountOverviewRecord;
}

/** A yes/no switch as the back office sends it in the account info. */
export type YesNo = 'Y' | 'N';

/**
 * The account overview's side of an account (spec 02 §3 accountInfo, beyond what Quick Pay also reads),
 * its bills and the payments it had before the simulator started recording them.
 */
export interface AccountOverviewRecord {
  accountStatus: string;
  meters: MeterRecord[];
  /** 'Budget', 'Average' or 'Standard'. */
  billingType: string;
  /** Budget and average billing only: the year's actual charges minus what the plan billed. */
  yearToDateBudgetDifference: number | null;
  autoPayExists: boolean;
  /** 'yyyy-mm-dd' of the next draft, when the account is on a draft. */
  draftDate: string | null;
  /** How many returned payments are active on the account. */
  activeReturnedItems: number;
  /** 'Y' while an outage interrupts the service, 'N' when it runs, null when the back office cannot tell. */
  outageStatus: YesNo | null;
  /** ISO date-time; null when not known or there is no outage. */
  estimatedTimeOfRestoration: string | null;
  viewUsageHistory: YesNo;
  spouseName: string | null;
  meterSenseccUrl: string | null;
  collectMeterReading: YesNo;
  /** The customer-configured PDF quick link: its switch, its title and the address of the PDF. */
  customerPdfLinkFlag: YesNo;
  ccPdfLinkText: string | null;
  viewccPdfUrl: string | null;
  /** The capital credit letter `viewccPdfUrl` names, when it names one. */
  capitalCreditLetter: CapitalCreditLetterRecord | null;
  paperlessMemberLevelOption: YesNo;
  paperlessAccountLevelOption: YesNo;
  statementHeadingMessage: string | null;
  billMessages: string[];
  prepaidDisconnectAlert: string | null;
  capitalCreditRefundMessage: string | null;
  /** Newest first: the latest bill is the account's current one. */
  bills: BillRecord[];
  /** Payments made before the simulator's own records (`SimulatorState.payments`), newest first. */
  earlierPayments: HistoryPaymentRecord[];
}

export interface MeterRecord {
  meterNumber: string;
  meterType: ServiceType;
  unitOfMeasure: 'kWh' | 'gal';
}

export interface CapitalCreditLetterRecord {
  letterId: string;
  /** The year whose margins the refund returns. */
  year: number;
  refundAmount: number;
}

export interface BillRecord {
  /** 'yyyy-mm-dd'. */
  billDate: string;
  endingBalance: number;
  /** 'yyyy-mm-dd'; null on prepaid statements. */
  dueDate: string | null;
  /** 'yyyy-mm-dd': the first day of service the bill covers. */
  statementStartDate: string;
  /** 'Regular', 'Final' or 'Prepaid'. */
  billType: string;
  /** Whether a statement document exists; without one the bill's `billViewUrl` is empty. */
  hasStatement: boolean;
  usage: number;
  usageUnit: 'kWh' | 'gal';
  /** Prepaid statements only. */
  prepaid: PrepaidStatementRecord | null;
}

export interface PrepaidStatementRecord {
  dailyTotal: number;
  usageDollars: number;
  charges: number;
  taxes: number;
}

export interface HistoryPaymentRecord {
  paymentAmount: number;
  /** 'yyyy-mm-dd'. */
  paymentDate: string;
}

export interface ArrangementRecord {
  arrangementNotation: string;
  arrangementBalance: number;
  nextPaymentAmount: number;
  /** 'yyyy-mm-dd'; overdue when before today. */
  nextPaymentDueDate: string;
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

export interface AccessTokenRecord {
  token: string;
  applicationId: string;
  memberNumber: string;
  /** The login's key (its username in lower case). */
  loginKey: string;
  /** ISO timestamp. */
  expiresAt: string;
}

export interface MfaChallengeRecord {
  applicationId: string;
  memberNumber: string;
  loginKey: string;
  encryptedMember: string;
  encryptedUserName: string;
  /** ISO timestamp. */
  expiresAt: string;
  /** Wrong codes so far: the attempt ends after too many. */
  failedAttempts: number;
}

export interface RegistrationCodeRecord {
  applicationId: string;
  accountNumber: string;
  memberNumber: string;
  code: string;
  /** What the member chose: a contact option's id, or the email or phone they typed. */
  validatorResource: string;
  channel: OutboxChannel;
  /** The real address or phone number the code went to. */
  destination: string;
  /** ISO timestamps. */
  expiresAt: string;
  verifiedAt: string | null;
  /** Wrong codes so far: the code is void after too many. */
  failedAttempts: number;
}

export interface PasswordResetRecord {
  otc: string;
  applicationId: string;
  loginKey: string;
  /** ISO timestamps. */
  expiresAt: string;
  usedAt: string | null;
}

export type OutboxChannel = 'email' | 'sms';

export interface OutboxMessage {
  id: string;
  applicationId: string;
  to: string;
  channel: OutboxChannel;
  subject: string;
  body: string;
  link: string | null;
  code: string | null;
  /** ISO timestamp. */
  sentAt: string;
}
