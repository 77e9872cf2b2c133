import { addDays, toIsoDate } from './dates.ts';
import { accountBuilder, member, securityQuestions, withPrimaryAccounts } from './seed-accounts.ts';
import type { AccountRecord, FeatureFlag, LoginRecord, MemberRecord, SiteRecord } from './state.ts';

// The second demo cooperative: the meter-portal (WHEC) variant with a custom menu from configuration,
// no Quick Pay and fewer payment programs.

export const prairieApplicationId = 'PRAIRIE-WEB';

export function prairieSite(today: Date): SiteRecord {
  const members = prairieMembers();
  const accounts = withPrimaryAccounts(prairieAccounts(today, members));
  return {
    applicationId: prairieApplicationId,
    siteSettings: {
      aboutUs:
        'Prairie Wind Power Cooperative is owned by the farms, ranches and towns it serves, bringing wind-powered electricity across the high plains since 1946.',
      facebookUrl: null,
      twitterUrl: null,
      youtubeUrl: null,
      instagramUrl: 'https://www.instagram.com/example_prairiewind',
      pinterestUrl: null,
      yelpUrl: 'https://www.yelp.com/biz/example-prairie-wind-power',
      linkedInUrl: 'https://www.linkedin.com/company/example-prairie-wind-power',
      address: '1200 Section Line Rd, PO Box 40, Windfield, KS 67156',
      phoneNumber: '1-800-555-0177',
      officeHours: null,
      email: 'help@prairiewind-power.example',
      coopContactUsLink: 'https://www.prairiewind-power.example/contact',
      emergencyContactNumber: '1-800-555-0188',
      coopName: 'Prairie Wind Power Cooperative',
      coopWebsiteUrl: 'https://www.prairiewind-power.example',
      copyright: { year: String(today.getFullYear()), caption: 'Prairie Wind Power Cooperative' },
      appVersion: '1.0.0',
      portalFavIconPath: null,
      portalLogoPath: '/images/prairie-logo.svg',
      signOutLink: null,
      logoClickRedirectionLink: null,
      homeClickRedirectionLink: null,
      googleAnalyticsCode: null,
      featureFlagCustomCss: null,
    },
    features: prairieFeatures(),
    configuration: {
      allowSubscribeForNotification: true,
      allowFutureDatedPayments: false,
      allowCreditDraft: true,
      allowBankDraft: false,
      displayEmergencyAnnouncement: false,
      emergencyAnnouncementMessage: null,
      whecEnabled: true,
      displayFaqUrl: 'https://www.prairiewind-power.example/help',
      nexGridEnable: false,
      nexGridLinkUrl: null,
      serviceRequestMenuEnabled: false,
      useCustomMenu: true,
      mcpMenu: JSON.stringify(prairieMenu),
      outageMapLink: 'https://outages.prairiewind-power.example/map',
      memberInfoLinkAvailable: false,
      memberInfoDocsLinkName: null,
      clientAvailable: false,
      detailedUsageAnalysisLabel: null,
      isOnlineDelinquentView: false,
      delinquentViewUrl: null,
      quickPayBannerText: null,
      quickPayVerifyTimeoutSeconds: 30,
      registrationAllowUserProvidedContact: false,
      registrationRequireConfirmEmail: false,
      registrationPaperlessBillingOption: true,
      registrationPaperlessOtherOption: false,
      registrationMarketingEmailOption: false,
      registrationPaperlessConfirmText: 'Send my bills by email only. I will no longer receive paper bills.',
      passwordPasteAllowed: true,
      originalPortalOrigin: 'https://myaccount.prairiewind-power.example',
    },
    maintenance: false,
    payments: {
      utilityName: 'Prairie Wind Power Cooperative',
      pgClientId: 'PWPC-2207',
      applicationWebId: prairieApplicationId,
      confirmationPrefix: 'PW',
      utilityAllowCreditCard: true,
      utilityAllowEcheck: true,
      allowVisa: true,
      allowMaster: true,
      allowAmex: false,
      allowDiscover: true,
      echeckProcessAsDraft: false,
      enforceNoMoreEchecks: false,
      payOnlineAllowCutoffPaymentOverride: 'N',
      ccPrepaidAmountMinimum: 0,
      onlineConvFeeText: null,
      ccConvenienceFee: 0,
      ecConvenienceFee: 0,
    },
    paymentResultPages: { successPath: '/payment/success.html', cancelPath: '/payment/cancel.html' },
    members: Object.fromEntries(members.map((record) => [record.memberNumber, record])),
    accounts: Object.fromEntries(accounts.map((account) => [account.accountNumber, account])),
    logins: Object.fromEntries(prairieLogins().map((login) => [login.userName.toLowerCase(), login])),
    registration: { isSmsEnabled: false, securityQuestions: securityQuestions() },
    portalLinks: { resetPasswordUrlTemplate: '/prairie-portal.html#/reset-password?otc={otc}' },
    accountTypes: [{ accountType: 'Electric', description: 'Electric service' }],
    images: {
      login: [
        {
          name: 'rightImage',
          url: '/images/prairie-login-side.svg',
          altText: 'Wind turbines over a wheat field at sunset',
        },
        { name: 'backgroundImage', url: '/images/prairie-login-background.svg', altText: '' },
      ],
    },
    webContent: {
      termsOfUse: null,
      servicesAndProducts: {
        energySavings: null,
        applianceRepair: null,
        treeTrimming: null,
        securitySystems: null,
      },
    },
    webChatSetting: null,
    meterPortal: {
      aclaraUrl: '/meter-portal.html',
      clientId: 'PWPC-METER',
      migratingMemberNumbers: ['2002'],
    },
  };
}

function prairieFeatures(): FeatureFlag[] {
  const flags: [string, boolean][] = [
    ['QuickPay', false],
    ['Autopay', false],
    ['Arrangements', false],
    ['Notifications', true],
    ['Deposits', false],
    ['AverageBilling', true],
    ['Outage', true],
    ['OutageMapLinkEnabled', true],
    ['RoundUp', false],
    ['Usages', true],
    ['OnlineServiceOrder', true],
    ['WebChatEnabled', false],
    ['WHEC', true],
  ];
  return flags.map(([name, enable]) => ({ name, enable }));
}

interface MenuItem {
  title: string;
  moduleLink: string;
  external: boolean;
  megaMenu: boolean;
  position: number;
  subMenu: MenuItem[];
}

function menuItem(
  title: string,
  moduleLink: string,
  position: number,
  fields: Partial<MenuItem> = {},
): MenuItem {
  return { title, moduleLink, external: false, megaMenu: false, position, subMenu: [], ...fields };
}

/** The custom menu, deliberately listed out of position order: the portal sorts by `position`. */
const prairieMenu: MenuItem[] = [
  menuItem('Billing & Payments', '', 3, {
    megaMenu: true,
    subMenu: [
      menuItem('Billing Programs', '', 2, {
        subMenu: [
          menuItem('Paperless Billing', '/my-profile', 2),
          menuItem('Average Billing', '/levelized-billing', 1),
        ],
      }),
      menuItem('Bills & Payments', '', 1, {
        subMenu: [
          menuItem('EZ Pay', '/draft-payments', 3),
          menuItem('Account History', '/billpayments/history', 1),
          menuItem('Payment Profile', '/billpayments/payment-profile', 2),
        ],
      }),
    ],
  }),
  menuItem('Home', '/home', 1),
  menuItem('My Account', '', 2, {
    subMenu: [
      menuItem('Usage Tracker', '/usage-tracker', 3),
      menuItem('Account Overview', '/accountoverview', 1),
      menuItem('My Meter', '/aclarajump', 2),
      menuItem('Manage Notifications', '/manage-notifications', 4),
    ],
  }),
  menuItem('Energy Rebates', 'https://www.prairiewind-power.example/rebates', 5, { external: true }),
  menuItem('Outage', '/outage-status', 4),
];

function prairieMembers(): MemberRecord[] {
  return [
    member('2001', 'Casey Nguyen', '(555) 020-3344', {
      email: 'casey.nguyen@example.com',
      cellPhone: '(555) 020-3344',
    }),
    member('2002', 'Morgan Lee', '(555) 020-5566', { email: 'morgan.lee@example.com' }),
  ];
}

function prairieLogins(): LoginRecord[] {
  const login = (userName: string, memberNumber: string, email: string): LoginRecord => ({
    userName,
    password: 'Prairie#2026',
    memberNumber,
    email,
    mfaSecret: null,
    securityQuestionId: 2,
    securityAnswer: 'Dodge City',
    hasOptedForPaperlessBilling: true,
    hasOptedForPaperlessOther: false,
    areMarketingEmailsAllowed: false,
  });
  return [
    login('casey.nguyen', '2001', 'casey.nguyen@example.com'),
    login('morgan.lee', '2002', 'morgan.lee@example.com'),
  ];
}

function prairieAccounts(today: Date, members: MemberRecord[]): AccountRecord[] {
  const account = accountBuilder(prairieApplicationId, today, members, '8');
  return [
    account('400100100', '2001', {
      serviceAddress: '2716 County Road 9, Windfield, KS 67156',
      accountBalance: 142.6,
      dueDate: toIsoDate(addDays(today, 15)),
      premiseId: 'PR-5510-0091',
    }),
    account('400100101', '2001', {
      serviceAddress: '2716 County Road 9, Shop, Windfield, KS 67156',
      accountBalance: 38.25,
      dueDate: toIsoDate(addDays(today, 15)),
      premiseId: 'PR-5510-0092',
    }),
    account('400200200', '2002', {
      serviceAddress: '88 Grain Elevator Rd, Windfield, KS 67156',
      accountBalance: 77.1,
      dueDate: toIsoDate(addDays(today, 9)),
      premiseId: 'PR-5520-0140',
    }),
  ];
}
