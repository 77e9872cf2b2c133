import { addDays, toIsoDate } from './dates.ts';
import type {
  AccountRecord,
  FeatureFlag,
  MemberRecord,
  PaymentRecord,
  SimulatorState,
  SiteRecord,
} from './state.ts';

// The values here are a contract (../shared/demo-data.md): the stories, the end-to-end tests and the
// README rely on them. Add data freely; do not change what is here.

export const riverbendApplicationId = 'RIVERBEND-WEB';

/** The whole seed, with every date relative to `today`. */
export function createSeedState(today: Date): SimulatorState {
  const riverbend = riverbendSite(today);
  return {
    version: 1,
    seededOn: toIsoDate(today),
    defaultApplicationId: riverbend.applicationId,
    sites: { [riverbend.applicationId]: riverbend },
    quickPayTokens: {},
    transactions: {},
    payments: riverbendPaymentHistory(today),
    nextTransactionNumber: 5_000_001,
  };
}

function riverbendSite(today: Date): SiteRecord {
  const members = riverbendMembers();
  const accounts = riverbendQuickPayAccounts(today, members);
  return {
    applicationId: riverbendApplicationId,
    siteSettings: {
      aboutUs:
        'Riverbend Electric Cooperative is a member-owned, not-for-profit utility delivering reliable electric and water service to the families and businesses of the Riverbend valley since 1938.',
      facebookUrl: 'https://www.facebook.com/example-riverbend-electric',
      twitterUrl: null,
      youtubeUrl: 'https://www.youtube.com/@example-riverbend-electric',
      instagramUrl: null,
      pinterestUrl: null,
      yelpUrl: null,
      linkedInUrl: 'https://www.linkedin.com/company/example-riverbend-electric',
      address: '4200 River Road, PO Box 118, Riverbend, OR 97401',
      phoneNumber: '1-800-555-0142',
      officeHours: 'Monday to Friday, 8:00 a.m. to 5:00 p.m.',
      email: 'memberservices@riverbend-electric.example',
      coopContactUsLink: 'https://www.riverbend-electric.example/contact',
      emergencyContactNumber: '1-800-555-0199',
      coopName: 'Riverbend Electric Cooperative',
      coopWebsiteUrl: '/',
      copyright: { year: String(today.getFullYear()), caption: 'Riverbend Electric Cooperative' },
      appVersion: '0.1.0',
      portalFavIconPath: null,
      portalLogoPath: null,
      signOutLink: null,
      logoClickRedirectionLink: '/',
      homeClickRedirectionLink: '/',
      googleAnalyticsCode: null,
      featureFlagCustomCss: null,
    },
    features: riverbendFeatures(),
    configuration: {
      allowSubscribeForNotification: true,
      allowFutureDatedPayments: true,
      allowCreditDraft: true,
      allowBankDraft: true,
      displayEmergencyAnnouncement: true,
      emergencyAnnouncementMessage:
        "Crews are restoring power after Tuesday's storm. Check the outage map for updates.",
      whecEnabled: false,
      displayFaqUrl: 'https://www.riverbend-electric.example/faq',
      nexGridEnable: false,
      nexGridLinkUrl: null,
      serviceRequestMenuEnabled: true,
      useCustomMenu: false,
      mcpMenu: null,
      outageMapLink: 'https://outages.riverbend-electric.example/map',
      memberInfoLinkAvailable: true,
      memberInfoDocsLinkName: 'Member Information',
      clientAvailable: false,
      detailedUsageAnalysisLabel: null,
      isOnlineDelinquentView: true,
      delinquentViewUrl: '/delinquent-history',
      quickPayBannerText: null,
      quickPayVerifyTimeoutSeconds: 30,
    },
    maintenance: false,
    payments: {
      utilityName: 'Riverbend Electric Cooperative',
      pgClientId: 'RBEC-1042',
      applicationWebId: riverbendApplicationId,
      confirmationPrefix: 'RB',
      utilityAllowCreditCard: true,
      utilityAllowEcheck: true,
      allowVisa: true,
      allowMaster: true,
      allowAmex: true,
      allowDiscover: true,
      echeckProcessAsDraft: false,
      enforceNoMoreEchecks: true,
      payOnlineAllowCutoffPaymentOverride: 'N',
      ccPrepaidAmountMinimum: 20,
      onlineConvFeeText: 'A $1.95 convenience fee applies to card payments.',
      ccConvenienceFee: 1.95,
      ecConvenienceFee: 0,
    },
    paymentResultPages: { successPath: '/payment/success.html', cancelPath: '/payment/cancel.html' },
    members: Object.fromEntries(members.map((member) => [member.memberNumber, member])),
    accounts: Object.fromEntries(accounts.map((account) => [account.accountNumber, account])),
  };
}

function riverbendFeatures(): FeatureFlag[] {
  const enabled = [
    'QuickPay',
    'Autopay',
    'Arrangements',
    'Notifications',
    'Deposits',
    'AverageBilling',
    'Outage',
    'OutageMapLinkEnabled',
    'RoundUp',
    'Usages',
    'OnlineServiceOrder',
  ];
  return [...enabled.map((name) => ({ name, enable: true })), { name: 'WHEC', enable: false }];
}

function riverbendMembers(): MemberRecord[] {
  return [
    { memberNumber: '1001', name: 'Jordan Rivera', phoneNumber: '(555) 010-4821' },
    { memberNumber: '1002', name: 'Pat Delgado', phoneNumber: '(555) 010-6093' },
    { memberNumber: '1003', name: 'Sam Whitfield', phoneNumber: '(555) 010-1177' },
    { memberNumber: '1004', name: 'Lee Okafor', phoneNumber: '(555) 010-2468' },
    { memberNumber: '1005', name: 'Robin Castillo', phoneNumber: '(555) 010-3690' },
    { memberNumber: '1006', name: 'Morgan Blake', phoneNumber: '(555) 010-5151' },
  ];
}

/** The Quick Pay table of demo-data.md: one account per row. */
function riverbendQuickPayAccounts(today: Date, members: MemberRecord[]): AccountRecord[] {
  const dueInTwentyDays = toIsoDate(addDays(today, 20));
  const account = (
    accountNumber: string,
    memberNumber: string,
    fields: Partial<AccountRecord> & Pick<AccountRecord, 'serviceAddress' | 'accountBalance'>,
  ): AccountRecord => ({
    accountNumber,
    memberNumber,
    serviceType: 'Electric',
    encryptedAccount: encryptAccountNumber(riverbendApplicationId, accountNumber),
    accountHolderName: members.find((member) => member.memberNumber === memberNumber)?.name ?? '',
    isPrepaidAccount: false,
    prepaidLabel: null,
    dueDate: dueInTwentyDays,
    pastDueAmount: 0,
    reconnectFee: 0,
    additionalDeposit: 0,
    liabilityConfirmationAmount: 0,
    showLiabilityConfirmation: false,
    cutoffAmount: 0,
    derivedStatus: 'Current',
    disconnectFee: 0,
    minimumPaymentDue: fields.accountBalance,
    overPayAmount: 1000,
    prepaidReconnectAmount: 0,
    isCcEligible: true,
    isEcheckEligible: true,
    nomoreCheck: false,
    ...fields,
    quickPay: {
      memberHasCutoffAccount: false,
      prepaidMinimumPaymentAmount: 0,
      allowOverPay: false,
      allowUnderPay: true,
      payOnlinePayCutoffAccount: 'Y',
      cutoffMessage: null,
      defaultPaymentAmt: 'ACCOUNT BALANCE',
      ...fields.quickPay,
    },
  });

  return [
    account('300100200', '1001', {
      serviceAddress: '1450 Willow Creek Rd, Riverbend, OR 97401',
      accountBalance: 128.45,
    }),
    account('300200300', '1002', {
      serviceType: 'Water',
      serviceAddress: '88 Mill Pond Ln, Riverbend, OR 97401',
      accountBalance: 310,
      dueDate: toIsoDate(addDays(today, -10)),
      derivedStatus: 'Past Due',
      pastDueAmount: 150,
      cutoffAmount: 150,
      reconnectFee: 25,
      additionalDeposit: 50,
      disconnectFee: 10,
      minimumPaymentDue: 235,
      quickPay: {
        memberHasCutoffAccount: false,
        prepaidMinimumPaymentAmount: 0,
        allowOverPay: true,
        allowUnderPay: true,
        payOnlinePayCutoffAccount: 'Y',
        cutoffMessage: null,
        defaultPaymentAmt: 'ACCOUNT BALANCE',
      },
    }),
    account('300300400', '1003', {
      serviceAddress: '27 Cedar Hollow Ct, Apt 3, Riverbend, OR 97402',
      isPrepaidAccount: true,
      prepaidLabel: 'Prepaid',
      accountBalance: -12.5,
      dueDate: null,
      derivedStatus: 'Disconnected',
      minimumPaymentDue: 0,
      prepaidReconnectAmount: 35,
      quickPay: prepaidQuickPaySettings(),
    }),
    account('300300401', '1003', {
      serviceAddress: '29 Cedar Hollow Ct, Riverbend, OR 97402',
      isPrepaidAccount: true,
      prepaidLabel: 'Prepaid',
      accountBalance: 8.1,
      dueDate: null,
      minimumPaymentDue: 0,
      prepaidReconnectAmount: 0,
      quickPay: prepaidQuickPaySettings(),
    }),
    account('300400500', '1004', {
      serviceAddress: '615 Orchard View Dr, Riverbend, OR 97403',
      accountBalance: 64.75,
      isCcEligible: false,
      isEcheckEligible: false,
    }),
    account('300400501', '1004', {
      serviceAddress: '617 Orchard View Dr, Riverbend, OR 97403',
      accountBalance: 42.3,
      isCcEligible: false,
    }),
    account('300500600', '1005', {
      serviceAddress: '3102 Ferry Landing Rd, Riverbend, OR 97404',
      accountBalance: 96.2,
    }),
    account('300600700', '1006', {
      serviceAddress: '940 Quarry Hill Rd, Riverbend, OR 97405',
      accountBalance: 187.35,
      dueDate: toIsoDate(addDays(today, -25)),
      derivedStatus: 'Past Due',
      pastDueAmount: 92.1,
      cutoffAmount: 92.1,
      minimumPaymentDue: 92.1,
      quickPay: {
        memberHasCutoffAccount: true,
        prepaidMinimumPaymentAmount: 0,
        allowOverPay: false,
        allowUnderPay: true,
        payOnlinePayCutoffAccount: 'N',
        cutoffMessage:
          'Your account is scheduled for disconnection. Please call 1-800-555-0142 to make a payment.',
        defaultPaymentAmt: 'ACCOUNT BALANCE',
      },
    }),
  ];
}

function prepaidQuickPaySettings(): AccountRecord['quickPay'] {
  return {
    memberHasCutoffAccount: false,
    prepaidMinimumPaymentAmount: 20,
    allowOverPay: true,
    allowUnderPay: true,
    payOnlinePayCutoffAccount: 'Y',
    cutoffMessage: null,
    defaultPaymentAmt: 'ACCOUNT BALANCE',
  };
}

/** Earlier payments, so that an account's last payment has something to show. */
function riverbendPaymentHistory(today: Date): PaymentRecord[] {
  const threeDaysAgo = addDays(today, -3);
  return [
    {
      confirmationNumber: 'RB20417733',
      transNo: null,
      encodedParam: null,
      applicationId: riverbendApplicationId,
      memberNumber: '1005',
      accountNumber: '300500600',
      paymentAmount: 75,
      convenienceFee: 1.95,
      paymentMethod: 'cc',
      cardOrBankAccountNumberLastFourDigits: '4242',
      paymentDate: toIsoDate(threeDaysAgo),
      recordedAt: threeDaysAgo.toISOString(),
      accountBalanceAfter: 96.2,
    },
  ];
}

/** An opaque but stable identifier of an account, so stories and fixtures can rely on it. */
export function encryptAccountNumber(applicationId: string, accountNumber: string): string {
  return btoa(`${applicationId}|${accountNumber}`)
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replaceAll('=', '');
}
