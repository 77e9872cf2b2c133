import { describe, expect, it } from 'vitest';
import { createSimulator } from '../../../demo-host/simulator/simulator.ts';

const today = new Date(2026, 5, 15, 10, 0, 0);

describe('GET /api/v3/portal/site-configuration', () => {
  it("answers Riverbend's features: all on except WHEC", async () => {
    const app = createSimulator({ now: () => today });

    const response = await app.request('/api/v3/portal/site-configuration?applicationId=RIVERBEND-WEB', {
      headers: { ApplicationId: 'RIVERBEND-WEB' },
    });

    expect(response.status).toBe(200);
    const body = (await response.json()) as { features: unknown };
    expect(body.features).toStrictEqual([
      { name: 'QuickPay', enable: true },
      { name: 'Autopay', enable: true },
      { name: 'Arrangements', enable: true },
      { name: 'Notifications', enable: true },
      { name: 'Deposits', enable: true },
      { name: 'AverageBilling', enable: true },
      { name: 'Outage', enable: true },
      { name: 'OutageMapLinkEnabled', enable: true },
      { name: 'RoundUp', enable: true },
      { name: 'Usages', enable: true },
      { name: 'OnlineServiceOrder', enable: true },
      { name: 'WHEC', enable: false },
    ]);
  });

  it('answers drafts, future-dated payments and the emergency announcement on, WHEC off', async () => {
    const app = createSimulator({ now: () => today });

    const response = await app.request('/api/v3/portal/site-configuration?applicationId=RIVERBEND-WEB', {
      headers: { ApplicationId: 'RIVERBEND-WEB' },
    });

    const body = (await response.json()) as { configuration: Record<string, unknown>; maintenance: boolean };
    expect(body.maintenance).toBe(false);
    expect(body.configuration).toMatchObject({
      allowCreditDraft: true,
      allowBankDraft: true,
      allowFutureDatedPayments: true,
      displayEmergencyAnnouncement: true,
      emergencyAnnouncementMessage:
        "Crews are restoring power after Tuesday's storm. Check the outage map for updates.",
      whecEnabled: false,
      quickPayBannerText: null,
      quickPayVerifyTimeoutSeconds: 30,
    });
  });

  it("answers every site setting the footer uses, with this year's copyright", async () => {
    const app = createSimulator({ now: () => today });

    const response = await app.request('/api/v3/portal/site-configuration', {
      headers: { ApplicationId: 'RIVERBEND-WEB' },
    });

    const body = (await response.json()) as { siteSettings: Record<string, unknown> };
    expect(Object.keys(body.siteSettings)).toStrictEqual([
      'aboutUs',
      'facebookUrl',
      'twitterUrl',
      'youtubeUrl',
      'instagramUrl',
      'pinterestUrl',
      'yelpUrl',
      'linkedInUrl',
      'address',
      'phoneNumber',
      'officeHours',
      'email',
      'coopContactUsLink',
      'emergencyContactNumber',
      'coopName',
      'coopWebsiteUrl',
      'copyright',
      'appVersion',
      'portalFavIconPath',
      'portalLogoPath',
      'signOutLink',
      'logoClickRedirectionLink',
      'homeClickRedirectionLink',
      'googleAnalyticsCode',
      'featureFlagCustomCss',
      'timeZone',
    ]);
    expect(body.siteSettings.timeZone).toBe('America/Los_Angeles');
    expect(body.siteSettings.coopName).toBe('Riverbend Electric Cooperative');
    expect(body.siteSettings.copyright).toStrictEqual({
      year: '2026',
      caption: 'Riverbend Electric Cooperative',
    });
  });

  it('needs no bearer token but does need the ApplicationId header', async () => {
    const app = createSimulator({ now: () => today });

    const response = await app.request('/api/v3/portal/site-configuration?applicationId=RIVERBEND-WEB');

    expect(response.status).toBe(400);
  });

  it('answers 404 with the back-office body for an unknown API path', async () => {
    const app = createSimulator({ now: () => today });

    const response = await app.request('/api/v3/portal/nothing-here', {
      headers: { ApplicationId: 'RIVERBEND-WEB' },
    });

    expect(response.status).toBe(404);
    expect(await response.json()).toStrictEqual({ message: 'Not found' });
  });
});
