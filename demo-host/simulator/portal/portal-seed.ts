import { perSite, prairieApplicationId, riverbendApplicationId } from '../sites.ts';
import type { FeatureFlag, SiteRecord } from './portal-records.ts';
import type { WebContentKey } from './web-content.ts';

// The values here are a contract (docs/demo-data.md): the stories, the end-to-end tests and the
// README rely on them. Add data freely; do not change what is here.

/** Each site's configuration, with dates relative to `today`. */
export function seedPortalSites(today: Date): Record<string, SiteRecord> {
  return perSite((applicationId) =>
    applicationId === riverbendApplicationId ? riverbendSite(today) : prairieSite(today),
  );
}

function riverbendSite(today: Date): SiteRecord {
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
      timeZone: 'America/Los_Angeles',
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
      accountOverviewLayout: 'detailed',
      usageGraphEnabled: true,
      hideNonElectricUsageAndOutage: false,
      capitalCreditLetterMsg:
        'Please sign your capital credit letter and return it by the date printed on it, so we can pay your capital credits on time.',
      unclaimedCapitalCreditMsg:
        'Riverbend Electric Cooperative holds capital credits for former members we have been unable to reach. Search for your name or your business, then claim what is yours.',
    },
    maintenance: false,
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
    // Riverbend serves Spanish-speaking members: its Spanish web content, used when a call asks for it.
    spanishWebContentKeys: Object.fromEntries(
      Object.keys(riverbendSpanishWebContent).map((key) => [key, `${key}_ES`]),
    ),
    webContentTexts: Object.fromEntries(
      Object.entries(riverbendSpanishWebContent).map(([key, text]) => [`${key}_ES`, text]),
    ),
  };
}

/** Riverbend's Spanish web content, by the key of the English text it translates. */
const riverbendSpanishWebContent: Record<WebContentKey, string> = {
  TERMSOFUSE: [
    '<h2>Términos de uso del portal para miembros</h2>',
    '<p>Estos términos rigen el uso del portal para miembros de Riverbend Electric Cooperative. Al iniciar sesión, usted los acepta.</p>',
    '<h3>Su cuenta</h3>',
    '<p>Mantenga en privado su nombre de usuario y su contraseña. Usted es responsable de los pagos y cambios hechos con su inicio de sesión. ' +
      'Avísenos de inmediato al 1-800-555-0142 si cree que otra persona lo ha usado.</p>',
    '<p>Los pagos hechos después de las 5:00 p.m., hora del Pacífico, se registran el siguiente día hábil.</p>',
    '<p><img src="/images/riverbend-logo.svg" alt="Riverbend Electric Cooperative" width="160" onerror=alert(1)></p>',
    '<script>alert("términos")</script>',
    '<h3>Privacidad</h3>',
    '<p>Usamos su información solo para prestar los servicios de la cooperativa. Lea nuestra ' +
      '<a href="https://www.riverbend-electric.example/privacy">política de privacidad</a>.</p>',
  ].join('\n'),
  SCHEDULEDPAYMENTS_OVERVIEW:
    '<p>Los pagos que programó para una fecha futura aparecen a continuación. Un pago programado se realiza en su fecha de pago; elimínelo aquí para detenerlo.</p>',
  SCHEDULEDPAYMENTS_ACCTLIST_OVERVIEW: '<p>Elija las cuentas que desea incluir en un pago programado.</p>',
  ACCOUNTINFOUPDATESUCCESS: 'La información de su cuenta se actualizó correctamente.',
  PROFILE_REVIEW_PENDING_MESSAGE:
    'Gracias. Sus cambios aparecerán en su cuenta una vez que Servicios para Miembros los haya revisado.',
  OPENUSAGEDISCLAIMER: [
    '<p>El consumo que se muestra aquí proviene de su medidor y puede diferir de su factura: las facturas usan las lecturas',
    'de la fecha de facturación, y las lecturas que el medidor no pudo enviar se estiman hasta que lo haga.',
    'Las temperaturas son las máximas y mínimas diarias de la estación meteorológica más cercana.</p>',
  ].join(' '),
  USAGESUSPENDEDMESSAGE:
    'El consumo de esta cuenta no está disponible mientras se reemplaza su medidor. Volverá a estar disponible en un plazo de 5 días hábiles.',
};

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

// The second demo cooperative: the meter-portal (WHEC) variant with a custom menu from configuration,
// no Quick Pay and fewer payment programs.
function prairieSite(today: Date): SiteRecord {
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
      timeZone: 'America/Chicago',
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
      accountOverviewLayout: 'detailed',
      usageGraphEnabled: true,
      hideNonElectricUsageAndOutage: true,
    },
    maintenance: false,
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
