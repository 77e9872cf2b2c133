import { addDays, addMinutes, toIsoDate } from './dates.ts';
import { accountBuilder, member, securityQuestions, usDate, withPrimaryAccounts } from './seed-accounts.ts';
import { prairieSite } from './seed-prairie.ts';
import {
  simulatorStateVersion,
  type AccountRecord,
  type FeatureFlag,
  type LoginRecord,
  type MemberRecord,
  type PaymentRecord,
  type SimulatorState,
  type SiteRecord,
} from './state.ts';

export { encryptAccountNumber } from './seed-accounts.ts';

// The values here are a contract (../shared/demo-data.md): the stories, the end-to-end tests and the
// README rely on them. Add data freely; do not change what is here.

export const riverbendApplicationId = 'RIVERBEND-WEB';

/** The whole seed, with every date relative to `today`. */
export function createSeedState(today: Date): SimulatorState {
  const riverbend = riverbendSite(today);
  const prairie = prairieSite(today);
  return {
    version: simulatorStateVersion,
    seededOn: toIsoDate(today),
    defaultApplicationId: riverbend.applicationId,
    sites: { [riverbend.applicationId]: riverbend, [prairie.applicationId]: prairie },
    quickPayTokens: {},
    transactions: {},
    payments: riverbendPaymentHistory(today),
    nextTransactionNumber: 5_000_001,
    accessTokens: {},
    mfaChallenges: {},
    registrationCodes: {},
    passwordResets: {},
    outbox: [],
  };
}

function riverbendSite(today: Date): SiteRecord {
  const members = riverbendMembers();
  const accounts = withPrimaryAccounts([
    ...riverbendQuickPayAccounts(today, members),
    ...riverbendSignInAccounts(today, members),
  ]);
  return {
    applicationId: riverbendApplicationId,
    siteSettings: {
      aboutUs:
        'Riverbend Electric Cooperative is a member-owned, not-for-profit utility delivering reliable electric and water service to the families and businesses of the Riverbend valley since 1938.',
      facebookUrl: 'https://www.facebook.com/example-riverbend-electric',
      twitterUrl: 'https://twitter.com/example_riverbend',
      youtubeUrl: 'https://www.youtube.com/@example-riverbend-electric',
      instagramUrl: null,
      pinterestUrl: null,
      yelpUrl: null,
      linkedInUrl: null,
      address: '4200 River Road, PO Box 118, Riverbend, OR 97401',
      phoneNumber: '1-800-555-0142',
      officeHours: 'Monday to Friday, 8:00 a.m. to 5:00 p.m.',
      email: 'memberservices@riverbend-electric.example',
      coopContactUsLink: 'https://www.riverbend-electric.example/contact',
      emergencyContactNumber: '1-800-555-0199',
      coopName: 'Riverbend Electric Cooperative',
      coopWebsiteUrl: '/',
      copyright: { year: String(today.getFullYear()), caption: 'Riverbend Electric Cooperative' },
      appVersion: '1.0.0',
      portalFavIconPath: '/favicon.svg',
      portalLogoPath: '/images/riverbend-logo.svg',
      signOutLink: null,
      logoClickRedirectionLink: null,
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
      memberInfoDocsLinkName: 'Member Documents',
      clientAvailable: true,
      detailedUsageAnalysisLabel: 'Usage Analysis',
      isOnlineDelinquentView: true,
      delinquentViewUrl: '/delinquent',
      quickPayBannerText: null,
      quickPayVerifyTimeoutSeconds: 30,
      registrationAllowUserProvidedContact: true,
      registrationRequireConfirmEmail: true,
      registrationPaperlessBillingOption: true,
      registrationPaperlessOtherOption: true,
      registrationMarketingEmailOption: true,
      registrationPaperlessConfirmText:
        'I agree to receive my bills and other cooperative notices by email instead of by mail.',
      passwordPasteAllowed: false,
      originalPortalOrigin: null,
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
    members: Object.fromEntries(members.map((record) => [record.memberNumber, record])),
    accounts: Object.fromEntries(accounts.map((account) => [account.accountNumber, account])),
    logins: Object.fromEntries(riverbendLogins().map((login) => [login.userName.toLowerCase(), login])),
    registration: { isSmsEnabled: true, securityQuestions: securityQuestions() },
    portalLinks: { resetPasswordUrlTemplate: '/portal.html#/reset-password?otc={otc}' },
    accountTypes: [
      { accountType: 'Electric', description: 'Electric service' },
      { accountType: 'Water', description: 'Water service' },
    ],
    images: {
      login: [
        {
          name: 'rightImage',
          url: '/images/riverbend-login-side.svg',
          altText: 'A lineworker restoring power on a pole above the river valley',
        },
        { name: 'backgroundImage', url: '/images/riverbend-login-background.svg', altText: '' },
      ],
    },
    webContent: {
      termsOfUse: riverbendTermsOfUse,
      servicesAndProducts: {
        energySavings: 'https://www.energystar.gov/',
        applianceRepair: 'https://www.riverbend-appliance.example.com/',
        treeTrimming: 'https://www.riverbend-treecare.example.com/',
        securitySystems: 'https://www.riverbend-security.example.com/',
      },
    },
    webChatSetting: {
      apiUrl: 'https://chat.riverbend-electric.example/api',
      coopId: 'RBEC',
      subTitle: 'Member Services',
      userName: 'Riverbend Assistant',
      introText: 'Hi! Ask us about your bill, an outage or starting service.',
      buttons: [
        { label: 'Report an outage', value: 'outage', visible: true },
        { label: 'Pay my bill', value: 'pay-bill', visible: true },
        { label: 'Talk to a person', value: 'agent', visible: false },
      ],
    },
    meterPortal: null,
  };
}

// Harmless-looking markup on purpose: the widgets must sanitize it (no script runs, no handler fires).
const riverbendTermsOfUse = [
  '<h2>Member Portal Terms of Use</h2>',
  '<p>These terms govern your use of the Riverbend Electric Cooperative member portal. By signing in you agree to them.</p>',
  '<h3>Your account</h3>',
  '<p>Keep your username and password private. You are responsible for payments and changes made with your login. ' +
    'Tell us at once at 1-800-555-0142 if you think someone else has used it.</p>',
  '<p>Payments made after 5:00 p.m. Pacific time post on the next business day.</p>',
  '<p><img src="/images/riverbend-logo.svg" alt="Riverbend Electric Cooperative" width="160" onerror=alert(1)></p>',
  '<script>alert("terms")</script>',
  '<h3>Privacy</h3>',
  '<p>We use your information only to provide cooperative services. Read our ' +
    '<a href="https://www.riverbend-electric.example/privacy">privacy policy</a>.</p>',
].join('\n');

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
    member('1001', 'Jordan Rivera', '(555) 010-4821', {
      email: 'jordan.rivera@example.com',
      cellPhone: '(555) 010-4821',
    }),
    member('1002', 'Pat Delgado', '(555) 010-6093', {
      email: 'pat.delgado@example.com',
      cellPhone: '(555) 010-6093',
    }),
    member('1003', 'Sam Whitfield', '(555) 010-1177', {
      email: 's.whitfield@example.com',
      cellPhone: '(555) 010-1177',
    }),
    member('1004', 'Lee Okafor', '(555) 010-2468', { email: 'lee.okafor@example.com' }),
    member('1005', 'Robin Castillo', '(555) 010-3690', { email: 'robin.castillo@example.com' }),
    member('1006', 'Morgan Blake', '(555) 010-5151', { cellPhone: '(555) 010-5151' }),
    // Registration: no portal login yet. Alex has an email and a cell phone on file; Dana has neither.
    member('1007', 'Alex Chen', '(555) 010-4477', {
      email: 'a.chen@example.com',
      cellPhone: '(555) 010-4477',
    }),
    member('1008', 'Dana Morales', '(555) 010-8822'),
  ];
}

function riverbendLogins(): LoginRecord[] {
  const login = (fields: Pick<LoginRecord, 'userName' | 'password' | 'memberNumber' | 'email'>) => ({
    mfaSecret: null,
    securityQuestionId: 1,
    securityAnswer: 'Biscuit',
    hasOptedForPaperlessBilling: false,
    hasOptedForPaperlessOther: false,
    areMarketingEmailsAllowed: false,
    ...fields,
  });
  return [
    login({
      userName: 'jordan.rivera',
      password: 'Sunrise#2026',
      memberNumber: '1001',
      email: 'jordan.rivera@example.com',
    }),
    {
      ...login({
        userName: 'pat.delgado',
        password: 'Harvest#2026',
        memberNumber: '1002',
        email: 'pat.delgado@example.com',
      }),
      mfaSecret: 'JBSWY3DPEHPK3PXP',
    },
  ];
}

/** The Quick Pay table of demo-data.md: one account per row. */
function riverbendQuickPayAccounts(today: Date, members: MemberRecord[]): AccountRecord[] {
  const account = accountBuilder(riverbendApplicationId, today, members, '7');
  return [
    account('300100200', '1001', {
      serviceAddress: '1450 Willow Creek Rd, Riverbend, OR 97401',
      accountBalance: 128.45,
      overview: {
        spouseName: 'Taylor Rivera',
        billMessages: riverbendBillMessages,
        capitalCreditRefundMessage:
          'Your 2025 capital credit refund of $38.12 will be credited to your next bill. Thank you for being a member-owner.',
        ccPdfLinkText: 'Capital Credit Letter',
        viewccPdfUrl: 'capital-credits/1001/CC2026A',
        capitalCreditLetter: { letterId: 'CC2026A', year: 2025, refundAmount: 38.12 },
      },
      history: { firstPartialPayment: 75 },
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

/** Jordan Rivera's other accounts (members who sign in, demo-data.md), and the accounts to register. */
function riverbendSignInAccounts(today: Date, members: MemberRecord[]): AccountRecord[] {
  const account = accountBuilder(riverbendApplicationId, today, members, '7');
  const cutOffDate = addDays(today, 5);
  return [
    account('300100201', '1001', {
      serviceType: 'Water',
      serviceAddress: '1452 Willow Creek Rd, Riverbend, OR 97401',
      accountBalance: 54.1,
      dueDate: toIsoDate(addDays(today, 18)),
      overview: {
        billingType: 'Average',
        yearToDateBudgetDifference: 8.4,
        autoPayExists: true,
        draftDate: toIsoDate(addDays(today, 18)),
        collectMeterReading: 'Y',
        billMessages: riverbendBillMessages,
      },
    }),
    account('300100202', '1001', {
      serviceAddress: '2210 Basalt Ridge Rd, Riverbend, OR 97402',
      accountBalance: 246.18,
      dueDate: toIsoDate(addDays(today, -12)),
      derivedStatus: 'Past Due',
      pastDueAmount: 118.9,
      cutoffAmount: 118.9,
      minimumPaymentDue: 118.9,
      cutOffDate: toIsoDate(cutOffDate),
      cutOffMsg: `Your service is scheduled for disconnection on ${usDate(cutOffDate)}. Pay the past due amount of $118.90 to avoid disconnection.`,
      overview: {
        outageStatus: 'Y',
        estimatedTimeOfRestoration: addMinutes(today, 180).toISOString(),
        billMessages: riverbendBillMessages,
      },
    }),
    account('300100203', '1001', {
      serviceAddress: '75 Heron Point Dr, Unit B, Riverbend, OR 97401',
      isPrepaidAccount: true,
      prepaidLabel: 'Prepaid',
      accountBalance: 36.4,
      dueDate: null,
      minimumPaymentDue: 0,
      quickPay: prepaidQuickPaySettings(),
      overview: {
        collectMeterReading: 'Y',
        prepaidDisconnectAlert:
          'Your prepaid balance is running low. Service is disconnected when the balance falls below $0.00: add funds to keep your power on.',
        billMessages: riverbendBillMessages,
      },
    }),
    account('300100204', '1001', {
      serviceAddress: '318 Old Mill Rd, Riverbend, OR 97403',
      accountBalance: 23.67,
      dueDate: toIsoDate(addDays(today, 10)),
      derivedStatus: 'Final Billed',
      overview: {
        activeReturnedItems: 1,
        billMessages: [
          'This is your final bill. Thank you for being a member of Riverbend Electric Cooperative.',
        ],
      },
      history: { latestBillWithoutStatement: true },
    }),
    account('300100205', '1001', {
      serviceAddress: '4096 Sugar Pine Ln, Riverbend, OR 97404',
      accountBalance: 412.6,
      dueDate: toIsoDate(addDays(today, 15)),
      arrangement: {
        arrangementNotation: 'Payment arrangement: 6 monthly payments of $45.00',
        arrangementBalance: 270,
        nextPaymentAmount: 45,
        nextPaymentDueDate: toIsoDate(addDays(today, -3)),
      },
      overview: {
        billingType: 'Budget',
        yearToDateBudgetDifference: 86.35,
        billMessages: riverbendBillMessages,
      },
    }),
    account('300700800', '1007', {
      serviceAddress: '512 Larkspur Ave, Riverbend, OR 97402',
      accountBalance: 72.15,
    }),
    account('300800900', '1008', {
      serviceAddress: '19 Tamarack Ct, Riverbend, OR 97405',
      accountBalance: 58.9,
    }),
  ];
}

/** The messages printed on Riverbend's bills this month. */
const riverbendBillMessages = [
  'The annual meeting of members is on the second Saturday of September at the Riverbend Fairgrounds.',
  'Sign up for paperless billing in the member portal and never miss a due date.',
];

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
