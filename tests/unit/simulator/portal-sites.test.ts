import { describe, expect, it } from 'vitest';
import { createSimulator } from '../../../demo-host/simulator/simulator.ts';
import { call, signIn, today, type Simulator } from './portal-support.ts';

interface SiteConfiguration {
  siteSettings: Record<string, unknown>;
  features: { name: string; enable: boolean }[];
  configuration: Record<string, unknown>;
  webContent: { termsOfUse: string | null };
  webChatSetting: Record<string, unknown> | null;
  maintenance: boolean;
}

interface MenuItem {
  title: string;
  moduleLink: string;
  external: boolean;
  megaMenu: boolean;
  position: number;
  subMenu: MenuItem[];
}

async function siteConfiguration(app: Simulator, applicationId = 'RIVERBEND-WEB') {
  const response = await call(app, 'GET', '/api/v3/portal/site-configuration', { applicationId });
  expect(response.status).toBe(200);
  return (await response.json()) as SiteConfiguration;
}

function setMaintenance(app: Simulator, body: unknown) {
  return app.request('/api/__simulator/maintenance', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe("Riverbend's site configuration", () => {
  it('fills every site setting of the footer and the header', async () => {
    const app = createSimulator({ now: () => today });

    const { siteSettings } = await siteConfiguration(app);

    expect(siteSettings).toStrictEqual({
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
      copyright: { year: '2026', caption: 'Riverbend Electric Cooperative' },
      appVersion: '1.0.0',
      portalFavIconPath: '/favicon.svg',
      portalLogoPath: '/images/riverbend-logo.svg',
      signOutLink: null,
      logoClickRedirectionLink: null,
      homeClickRedirectionLink: '/',
      googleAnalyticsCode: null,
      featureFlagCustomCss: null,
      timeZone: 'America/Los_Angeles',
    });
  });

  it("answers each site's time zone and account overview settings", async () => {
    const app = createSimulator({ now: () => today });

    const riverbend = await siteConfiguration(app);
    const prairie = await siteConfiguration(app, 'PRAIRIE-WEB');

    expect(prairie.siteSettings.timeZone).toBe('America/Chicago');
    expect(riverbend.configuration).toMatchObject({
      accountOverviewLayout: 'detailed',
      usageGraphEnabled: true,
      hideNonElectricUsageAndOutage: false,
    });
    expect(prairie.configuration).toMatchObject({
      accountOverviewLayout: 'detailed',
      usageGraphEnabled: true,
      hideNonElectricUsageAndOutage: true,
    });
  });

  it('answers the menu, registration and login flags', async () => {
    const app = createSimulator({ now: () => today });

    const { configuration } = await siteConfiguration(app);

    expect(configuration).toMatchObject({
      outageMapLink: 'https://outages.riverbend-electric.example/map',
      displayFaqUrl: 'https://www.riverbend-electric.example/faq',
      memberInfoLinkAvailable: true,
      memberInfoDocsLinkName: 'Member Documents',
      clientAvailable: true,
      detailedUsageAnalysisLabel: 'Usage Analysis',
      isOnlineDelinquentView: true,
      delinquentViewUrl: '/delinquent',
      nexGridEnable: false,
      serviceRequestMenuEnabled: true,
      useCustomMenu: false,
      mcpMenu: null,
      allowSubscribeForNotification: true,
      registrationAllowUserProvidedContact: true,
      registrationRequireConfirmEmail: true,
      registrationPaperlessBillingOption: true,
      registrationPaperlessOtherOption: true,
      registrationMarketingEmailOption: true,
      registrationPaperlessConfirmText:
        'I agree to receive my bills and other cooperative notices by email instead of by mail.',
      passwordPasteAllowed: false,
      originalPortalOrigin: null,
    });
  });

  it('answers terms of use that a client must sanitize, and the web chat settings', async () => {
    const app = createSimulator({ now: () => today });

    const { webContent, webChatSetting } = await siteConfiguration(app);

    expect(webContent.termsOfUse).toContain('<h2>Member Portal Terms of Use</h2>');
    expect(webContent.termsOfUse).toContain(
      '<img src="/images/riverbend-logo.svg" alt="Riverbend Electric Cooperative" width="160" onerror=alert(1)>',
    );
    expect(webContent.termsOfUse).toContain('<script>alert("terms")</script>');
    expect(webChatSetting).toStrictEqual({
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
    });
  });
});

describe("Prairie Wind Power's site configuration (PRAIRIE-WEB)", () => {
  it('turns Quick Pay, Autopay, Arrangements, RoundUp and Deposits off and the meter portal on', async () => {
    const app = createSimulator({ now: () => today });

    const { features, configuration } = await siteConfiguration(app, 'PRAIRIE-WEB');

    expect(features).toStrictEqual([
      { name: 'QuickPay', enable: false },
      { name: 'Autopay', enable: false },
      { name: 'Arrangements', enable: false },
      { name: 'Notifications', enable: true },
      { name: 'Deposits', enable: false },
      { name: 'AverageBilling', enable: true },
      { name: 'Outage', enable: true },
      { name: 'OutageMapLinkEnabled', enable: true },
      { name: 'RoundUp', enable: false },
      { name: 'Usages', enable: true },
      { name: 'OnlineServiceOrder', enable: true },
      { name: 'WebChatEnabled', enable: false },
      { name: 'WHEC', enable: true },
    ]);
    expect(configuration).toMatchObject({
      whecEnabled: true,
      useCustomMenu: true,
      displayEmergencyAnnouncement: false,
      emergencyAnnouncementMessage: null,
      originalPortalOrigin: 'https://myaccount.prairiewind-power.example',
    });
  });

  it('answers its own footer: Instagram, LinkedIn and Yelp, no office hours, its own logo', async () => {
    const app = createSimulator({ now: () => today });

    const { siteSettings, webContent, webChatSetting } = await siteConfiguration(app, 'PRAIRIE-WEB');

    expect(siteSettings).toMatchObject({
      coopName: 'Prairie Wind Power Cooperative',
      facebookUrl: null,
      twitterUrl: null,
      youtubeUrl: null,
      pinterestUrl: null,
      instagramUrl: 'https://www.instagram.com/example_prairiewind',
      linkedInUrl: 'https://www.linkedin.com/company/example-prairie-wind-power',
      yelpUrl: 'https://www.yelp.com/biz/example-prairie-wind-power',
      officeHours: null,
      portalLogoPath: '/images/prairie-logo.svg',
      featureFlagCustomCss: null,
      copyright: { year: '2026', caption: 'Prairie Wind Power Cooperative' },
    });
    expect(webContent).toStrictEqual({
      termsOfUse: null,
      servicesAndProducts: {
        energySavings: null,
        applianceRepair: null,
        treeTrimming: null,
        securitySystems: null,
      },
    });
    expect(webChatSetting).toBeNull();
  });

  it('holds its custom menu as JSON text: a mega menu with nested sub-menus and one external link', async () => {
    const app = createSimulator({ now: () => today });

    const { configuration } = await siteConfiguration(app, 'PRAIRIE-WEB');

    expect(typeof configuration.mcpMenu).toBe('string');
    const menu = JSON.parse(configuration.mcpMenu as string) as MenuItem[];
    expect(menu.map((item) => [item.title, item.position])).toStrictEqual([
      ['Billing & Payments', 3],
      ['Home', 1],
      ['My Account', 2],
      ['Energy Rebates', 5],
      ['Outage', 4],
    ]);
    const billing = menu[0];
    expect(billing).toMatchObject({ moduleLink: '', external: false, megaMenu: true });
    expect(billing?.subMenu.map((column) => column.title)).toStrictEqual([
      'Billing Programs',
      'Bills & Payments',
    ]);
    expect(billing?.subMenu[1]?.subMenu).toStrictEqual([
      {
        title: 'EZ Pay',
        moduleLink: '/draft-payments',
        external: false,
        megaMenu: false,
        position: 3,
        subMenu: [],
      },
      {
        title: 'Account History',
        moduleLink: '/billpayments/history',
        external: false,
        megaMenu: false,
        position: 1,
        subMenu: [],
      },
      {
        title: 'Payment Profile',
        moduleLink: '/billpayments/payment-profile',
        external: false,
        megaMenu: false,
        position: 2,
        subMenu: [],
      },
    ]);
    const flattened = (items: MenuItem[]): MenuItem[] =>
      items.flatMap((item) => [item, ...flattened(item.subMenu)]);
    expect(flattened(menu).filter((item) => item.external)).toStrictEqual([
      {
        title: 'Energy Rebates',
        moduleLink: 'https://www.prairiewind-power.example/rebates',
        external: true,
        megaMenu: false,
        position: 5,
        subMenu: [],
      },
    ]);
  });

  it('signs casey.nguyen in, with two accounts', async () => {
    const app = createSimulator({ now: () => today });
    const token = await signIn(app, 'CASEY.NGUYEN', 'Prairie#2026', 'PRAIRIE-WEB');

    const accounts = await call(app, 'GET', '/api/v3/members/2001/accounts/details', {
      token,
      applicationId: 'PRAIRIE-WEB',
    });

    expect(await accounts.json()).toStrictEqual({
      accounts: [
        expect.objectContaining({ accountNumber: '400100100', isPrimaryAccount: true }),
        expect.objectContaining({ accountNumber: '400100101', isPrimaryAccount: false }),
      ],
      totalRecords: 2,
    });
  });
});

describe('GET /api/v3/portal/account-types', () => {
  it.each([
    [
      'RIVERBEND-WEB',
      [
        { accountType: 'Electric', description: 'Electric service' },
        { accountType: 'Water', description: 'Water service' },
      ],
    ],
    ['PRAIRIE-WEB', [{ accountType: 'Electric', description: 'Electric service' }]],
  ])('answers the account types of %s without a token', async (applicationId, accountTypes) => {
    const app = createSimulator({ now: () => today });

    const response = await call(app, 'GET', '/api/v3/portal/account-types', { applicationId });

    expect(response.status).toBe(200);
    expect(await response.json()).toStrictEqual(accountTypes);
  });
});

describe('GET /api/v3/portal/images', () => {
  it("answers the login screen's images of each site", async () => {
    const app = createSimulator({ now: () => today });

    const riverbend = await call(app, 'GET', '/api/v3/portal/images?moduleName=login');
    const prairie = await call(app, 'GET', '/api/v3/portal/images?moduleName=login', {
      applicationId: 'PRAIRIE-WEB',
    });

    expect(await riverbend.json()).toStrictEqual({
      images: [
        {
          name: 'rightImage',
          url: '/images/riverbend-login-side.svg',
          altText: 'A lineworker restoring power on a pole above the river valley',
        },
        { name: 'backgroundImage', url: '/images/riverbend-login-background.svg', altText: '' },
      ],
    });
    expect(await prairie.json()).toStrictEqual({
      images: [
        {
          name: 'rightImage',
          url: '/images/prairie-login-side.svg',
          altText: 'Wind turbines over a wheat field at sunset',
        },
        { name: 'backgroundImage', url: '/images/prairie-login-background.svg', altText: '' },
      ],
    });
  });

  it('answers no images for a module without any', async () => {
    const app = createSimulator({ now: () => today });

    const response = await call(app, 'GET', '/api/v3/portal/images?moduleName=constructor');

    expect(await response.json()).toStrictEqual({ images: [] });
  });
});

describe('maintenance', () => {
  it('is off by default, and the control turns it on and off for one site', async () => {
    const app = createSimulator({ now: () => today });

    const before = await call(app, 'GET', '/api/v3/portal/maintenance');
    const turnedOn = await setMaintenance(app, { applicationId: 'RIVERBEND-WEB', on: true });
    const during = await call(app, 'GET', '/api/v3/portal/maintenance');
    const otherSite = await call(app, 'GET', '/api/v3/portal/maintenance', { applicationId: 'PRAIRIE-WEB' });
    const configuration = await siteConfiguration(app);
    await setMaintenance(app, { applicationId: 'RIVERBEND-WEB', on: false });
    const after = await call(app, 'GET', '/api/v3/portal/maintenance');

    expect(await before.json()).toStrictEqual({ maintenance: false });
    expect(turnedOn.status).toBe(200);
    expect(await turnedOn.json()).toStrictEqual({ applicationId: 'RIVERBEND-WEB', maintenance: true });
    expect(await during.json()).toStrictEqual({ maintenance: true });
    expect(await otherSite.json()).toStrictEqual({ maintenance: false });
    expect(configuration.maintenance).toBe(true);
    expect(await after.json()).toStrictEqual({ maintenance: false });
  });

  it('goes back off on reset', async () => {
    const app = createSimulator({ now: () => today });
    await setMaintenance(app, { applicationId: 'PRAIRIE-WEB', on: true });

    await app.request('/api/__simulator/reset', { method: 'POST' });

    const response = await call(app, 'GET', '/api/v3/portal/maintenance', { applicationId: 'PRAIRIE-WEB' });
    expect(await response.json()).toStrictEqual({ maintenance: false });
  });

  it('refuses an unknown site or a missing flag, saying why', async () => {
    const app = createSimulator({ now: () => today });

    const response = await setMaintenance(app, { applicationId: 'NOWHERE-WEB', on: 'yes' });

    expect(response.status).toBe(400);
    expect(await response.json()).toStrictEqual([
      "'applicationId' must name a site of the simulator.",
      "'on' must be true or false.",
    ]);
  });
});
