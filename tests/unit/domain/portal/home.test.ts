import { describe, expect, it } from 'vitest';
import {
  homeTiles,
  type HomeTilesInput,
  quickPayBanner,
  quickPayButtonAction,
} from '../../../../src/domain/portal/home.ts';
import type { FeatureFlag } from '../../../../src/domain/site/features.ts';

const riverbendFeatures: FeatureFlag[] = [
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
].map((name) => ({ name, enable: true }));

const electricAndWater = [
  { accountType: 'Electric', description: 'Electric service' },
  { accountType: 'Water', description: 'Water service' },
];

function riverbend(overrides: Partial<HomeTilesInput> = {}): HomeTilesInput {
  return {
    features: riverbendFeatures,
    configuration: { whecEnabled: false, allowCreditDraft: true, allowBankDraft: true },
    accountTypes: electricAndWater,
    ...overrides,
  };
}

describe('homeTiles', () => {
  it('shows the Riverbend tiles in the order of spec 01 §2.6', () => {
    expect(homeTiles(riverbend()).map((tile) => [tile.id, tile.title])).toEqual([
      ['application-for-service', 'New Service'],
      ['payment-options', 'Payment Options'],
      ['online-payments', 'Online Payments'],
      ['account-overview', 'Account Overview'],
      ['services-and-products', 'Services and Products'],
      ['account-profile', 'Account Profile'],
      ['pay-multiple-accounts', 'Pay Multiple Accounts'],
      ['draft-payments', 'Draft Payments'],
    ]);
  });

  it('links each always-present tile to its screen', () => {
    const targets = Object.fromEntries(homeTiles(riverbend()).map((tile) => [tile.id, tile.target]));
    expect(targets['payment-options']).toEqual({ kind: 'route', path: 'payment-options' });
    expect(targets['online-payments']).toEqual({ kind: 'route', path: 'accountoverview' });
    expect(targets['account-overview']).toEqual({ kind: 'route', path: 'accountoverview' });
    expect(targets['services-and-products']).toEqual({ kind: 'route', path: 'services-products' });
    expect(targets['account-profile']).toEqual({ kind: 'route', path: 'account-profile' });
    expect(targets['pay-multiple-accounts']).toEqual({ kind: 'route', path: 'billpayments/pay-multiple' });
    expect(targets['draft-payments']).toEqual({ kind: 'route', path: 'draft-payments' });
  });

  it("heads the application tile 'New Service' and carries the account types to the service type choice when there are some", () => {
    const tile = homeTiles(riverbend())[0];
    expect(tile).toEqual({
      id: 'application-for-service',
      title: 'New Service',
      description: 'Start, stop or move your service...',
      target: {
        kind: 'route',
        path: 'service-type/select-service-type',
        state: { accountTypes: electricAndWater },
      },
    });
  });

  it("heads the application tile 'Application For Service' and opens the application when there are no account types", () => {
    for (const accountTypes of [[], null]) {
      const tile = homeTiles(riverbend({ accountTypes }))[0];
      expect(tile?.title).toBe('Application For Service');
      expect(tile?.description).toBe('Start, stop or move your service...');
      expect(tile?.target).toEqual({ kind: 'route', path: 'service-type/application-for-service' });
    }
  });

  it('uses the configured heading and description of the application tile when the site sets them', () => {
    const tile = homeTiles(
      riverbend({ applicationForService: { heading: ' Get Connected ', description: 'Move in with us.' } }),
    )[0];
    expect(tile?.title).toBe('Get Connected');
    expect(tile?.description).toBe('Move in with us.');
    const blank = homeTiles(riverbend({ applicationForService: { heading: '  ', description: null } }))[0];
    expect(blank?.title).toBe('New Service');
    expect(blank?.description).toBe('Start, stop or move your service...');
  });

  it('shows the application tile only with the OnlineServiceOrder feature', () => {
    const features = riverbendFeatures.filter((flag) => flag.name !== 'OnlineServiceOrder');
    expect(homeTiles(riverbend({ features })).map((tile) => tile.id)).not.toContain(
      'application-for-service',
    );
  });

  it('shows My Meter only in the meter-portal variant, opening accountoverview with link=mymeter', () => {
    const whecFeature = homeTiles(
      riverbend({ features: [...riverbendFeatures, { name: 'WHEC', enable: true }] }),
    );
    expect(whecFeature.find((tile) => tile.id === 'my-meter')?.target).toEqual({
      kind: 'route',
      path: 'accountoverview',
      query: { link: 'mymeter' },
    });
    const whecFlag = homeTiles(
      riverbend({ configuration: { whecEnabled: true, allowCreditDraft: true, allowBankDraft: true } }),
    );
    expect(whecFlag.map((tile) => tile.id)).toContain('my-meter');
    expect(homeTiles(riverbend()).map((tile) => tile.id)).not.toContain('my-meter');
  });

  it("titles the draft tile 'EZ Pay' in the meter-portal variant and puts it after My Meter", () => {
    const tiles = homeTiles(riverbend({ features: [...riverbendFeatures, { name: 'WHEC', enable: true }] }));
    expect(tiles.slice(-2).map((tile) => tile.title)).toEqual(['My Meter', 'EZ Pay']);
  });

  it('shows the draft tile when credit or bank drafts are allowed, and hides it when neither is', () => {
    const ids = (allowCreditDraft: boolean, allowBankDraft: boolean) =>
      homeTiles(riverbend({ configuration: { whecEnabled: false, allowCreditDraft, allowBankDraft } })).map(
        (tile) => tile.id,
      );
    expect(ids(true, false)).toContain('draft-payments');
    expect(ids(false, true)).toContain('draft-payments');
    expect(ids(false, false)).not.toContain('draft-payments');
  });

  it('describes the draft tile as the spec does', () => {
    expect(homeTiles(riverbend()).at(-1)?.description).toBe(
      'Automatic debit from your card or bank account on the due date.',
    );
  });
});

describe('quickPayBanner', () => {
  it('shows the banner with the default text when the QuickPay feature is on', () => {
    expect(quickPayBanner(riverbendFeatures, { quickPayBannerText: null })).toEqual({
      title: 'Quick Pay',
      text: 'is a simple, fast and secure way to make payments online without logging in.',
      buttonLabel: 'Quick Pay',
    });
    expect(quickPayBanner(riverbendFeatures, {})?.text).toBe(
      'is a simple, fast and secure way to make payments online without logging in.',
    );
  });

  it('uses the configured banner text when it is set', () => {
    expect(
      quickPayBanner(riverbendFeatures, { quickPayBannerText: ' lets you pay in a minute. ' })?.text,
    ).toBe('lets you pay in a minute.');
    expect(quickPayBanner(riverbendFeatures, { quickPayBannerText: '  ' })?.text).toBe(
      'is a simple, fast and secure way to make payments online without logging in.',
    );
  });

  it('hides the banner when the QuickPay feature is off or missing', () => {
    expect(quickPayBanner([{ name: 'QuickPay', enable: false }], { quickPayBannerText: null })).toBeNull();
    expect(quickPayBanner([], { quickPayBannerText: null })).toBeNull();
  });
});

describe('quickPayButtonAction', () => {
  it('opens the payment confirmation for a signed-in member and the Quick Pay dialog for anyone else', () => {
    expect(quickPayButtonAction(true)).toBe('payment-confirmation');
    expect(quickPayButtonAction(false)).toBe('quick-pay-dialog');
  });
});
