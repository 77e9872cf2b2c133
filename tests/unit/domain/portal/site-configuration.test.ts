import { create } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { SiteConfigurationSchema } from '../../../../src/api/schemas/site-configuration.ts';
import { footerModel } from '../../../../src/domain/portal/footer.ts';
import { homeTiles } from '../../../../src/domain/portal/home.ts';
import { mainMenu } from '../../../../src/domain/portal/menu.ts';
import { isMeterPortalVariant, isSet } from '../../../../src/domain/portal/site-configuration.ts';

describe('isSet', () => {
  it('counts a text as set only when it has a visible character', () => {
    expect(isSet('x')).toBe(true);
    expect(isSet(' x ')).toBe(true);
    expect(isSet('')).toBe(false);
    expect(isSet('  \n')).toBe(false);
    expect(isSet(null)).toBe(false);
    expect(isSet(undefined)).toBe(false);
  });
});

describe('isMeterPortalVariant', () => {
  it('is on with the WHEC feature or the whecEnabled flag, and off with neither', () => {
    expect(isMeterPortalVariant([{ name: 'WHEC', enable: true }], { whecEnabled: false })).toBe(true);
    expect(isMeterPortalVariant([], { whecEnabled: true })).toBe(true);
    expect(isMeterPortalVariant([{ name: 'WHEC', enable: false }], { whecEnabled: false })).toBe(false);
    expect(isMeterPortalVariant([], { whecEnabled: false })).toBe(false);
  });
});

describe('the API layer hands its validated site configuration to the portal rules as it is', () => {
  it('builds the menu, the tiles and the footer from a response the schema accepted with defaults', () => {
    const configuration = create(
      {
        siteSettings: {
          coopName: 'Riverbend Electric Cooperative',
          coopWebsiteUrl: '/',
          appVersion: '0.1.0',
        },
        features: [{ name: 'QuickPay', enable: true }],
        configuration: { allowBankDraft: true },
      },
      SiteConfigurationSchema,
    );
    expect(mainMenu({ ...configuration, siteSettings: configuration.siteSettings })[0]?.label).toBe('Home');
    expect(homeTiles({ ...configuration, accountTypes: [] }).at(-1)?.title).toBe('Draft Payments');
    expect(footerModel(configuration.siteSettings).contactUs.corporateWebsite?.caption).toBe(
      'Riverbend Electric Cooperative',
    );
  });
});
