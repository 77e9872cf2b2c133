import { describe, expect, it } from 'vitest';
import {
  QUICK_LINK_ROWS,
  type QuickLinkContext,
  quickLinks,
} from '../../../../src/domain/account-overview/quick-links.ts';
import type { AccountOverviewSettings } from '../../../../src/domain/account-overview/settings.ts';
import type { AccountInfo } from '../../../../src/domain/account-overview/types.ts';
import type { FeatureFlag } from '../../../../src/domain/site/features.ts';

const allFeatures: FeatureFlag[] = [
  'Autopay',
  'Arrangements',
  'Notifications',
  'AverageBilling',
  'Outage',
  'RoundUp',
  'Usages',
  'OnlineServiceOrder',
].map((name) => ({ name, enable: true }));

function withoutFeature(name: string): FeatureFlag[] {
  return allFeatures.map((feature) => (feature.name === name ? { name, enable: false } : feature));
}

const electricAccount: AccountInfo = {
  accountNumber: '300100200',
  accountBalance: 128.45,
  accountType: 'Electric',
  locationId: 'LOC-200',
  isPrepaidAccount: false,
};

/** Every quick link's condition holds. */
function everything(
  settings: Partial<AccountOverviewSettings> = {},
  account: Partial<AccountInfo> = {},
): QuickLinkContext {
  return {
    memberNumber: '1001',
    account: {
      ...electricAccount,
      collectMeterReading: 'Y',
      ccPdfLinkText: 'Capital Credit Statement',
      viewccPdfUrl: 'https://files.example.org/cc/1001.pdf',
      ...account,
    },
    settings: {
      features: allFeatures,
      configuration: {
        allowSubscribeForNotification: true,
        allowCreditDraft: true,
        allowBankDraft: true,
        whecEnabled: false,
      },
      paperlessMemberLevelOption: 'Y',
      paperlessAccountLevelOption: 'Y',
      customerPdfLinkFlag: 'Y',
      ...settings,
    },
  };
}

/** Only the links that show whatever the settings. */
const nothing: QuickLinkContext = {
  memberNumber: '1001',
  account: electricAccount,
  settings: {
    features: [],
    configuration: {
      allowSubscribeForNotification: false,
      allowCreditDraft: false,
      allowBankDraft: false,
      whecEnabled: false,
    },
  },
};

function ids(context: QuickLinkContext): string[] {
  return quickLinks(context).map((link) => link.id);
}

describe('quickLinks', () => {
  it('lists every link of the table, in its order, when every condition holds', () => {
    expect(quickLinks(everything())).toEqual([
      { id: 'account-profile', title: 'Account Profile', target: { kind: 'route', path: 'account-profile' } },
      {
        id: 'manage-notifications',
        title: 'Manage Notifications',
        target: { kind: 'route', path: 'manage-notifications' },
      },
      {
        id: 'paperless',
        title: 'Paperless Options',
        target: { kind: 'route', path: 'my-profile', state: { paperless: true } },
      },
      {
        id: 'outage-status',
        title: 'Report Outage',
        target: {
          kind: 'route',
          path: 'pages/outage-status',
          query: { accountno: '300100200', memberno: '1001', locationid: 'LOC-200', accounttype: 'Electric' },
        },
      },
      {
        id: 'service-requests',
        title: 'Service Requests',
        target: { kind: 'route', path: 'pages/service-requests' },
      },
      { id: 'usage-tracker', title: 'Usage Tracker', target: { kind: 'route', path: 'usage-tracker' } },
      {
        id: 'customer-pdf',
        title: 'Capital Credit Statement',
        target: { kind: 'pdf', url: 'https://files.example.org/cc/1001.pdf' },
      },
      {
        id: 'meter-reading',
        title: 'Submit Meter Reading',
        target: { kind: 'route', path: 'meter-reading' },
      },
    ]);
  });

  it('always shows Account Profile', () => {
    expect(ids(nothing)).toEqual(['account-profile']);
  });

  it('quotes the condition of each row as the spec words it', () => {
    expect(QUICK_LINK_ROWS.map((row) => [row.id, row.condition])).toEqual([
      ['account-profile', 'always'],
      ['manage-notifications', 'Notifications feature on and site allows subscribing'],
      ['paperless', "paperless member-level or account-level option is 'Y'"],
      ['outage-status', 'outage reporting enabled, and account electric or non-electric outage not hidden'],
      ['service-requests', 'feature OnlineServiceOrder enabled'],
      ['usage-tracker', 'feature Usages enabled'],
      ['customer-pdf', "its flag is 'Y' and a URL exists"],
      ['meter-reading', 'account collects meter readings and is not prepaid'],
    ]);
  });

  describe('Manage Notifications', () => {
    it('needs the Notifications feature', () => {
      expect(ids(everything({ features: withoutFeature('Notifications') }))).not.toContain(
        'manage-notifications',
      );
    });

    it('needs the site to allow subscribing', () => {
      const context = everything();
      const notSubscribing = everything({
        configuration: { ...context.settings.configuration, allowSubscribeForNotification: false },
      });
      expect(ids(notSubscribing)).not.toContain('manage-notifications');
    });
  });

  describe('Paperless', () => {
    it("shows when only the member-level option is 'Y'", () => {
      expect(ids(everything({ paperlessAccountLevelOption: 'N' }))).toContain('paperless');
    });

    it("shows when only the account-level option is 'Y'", () => {
      expect(ids(everything({ paperlessMemberLevelOption: null }))).toContain('paperless');
    });

    it("is hidden when neither option is 'Y'", () => {
      expect(
        ids(everything({ paperlessMemberLevelOption: 'N', paperlessAccountLevelOption: 'N' })),
      ).not.toContain('paperless');
    });
  });

  describe('Outage', () => {
    it('needs the Outage feature', () => {
      expect(ids(everything({ features: withoutFeature('Outage') }))).not.toContain('outage-status');
    });

    it('shows for an electric account even when non-electric outage is hidden', () => {
      expect(ids(everything({ hideNonElectricOutage: true }))).toContain('outage-status');
    });

    it('shows for a water account when non-electric outage is not hidden', () => {
      expect(ids(everything({ hideNonElectricOutage: false }, { accountType: 'Water' }))).toContain(
        'outage-status',
      );
    });

    it('is hidden for a water account when non-electric outage is hidden', () => {
      expect(ids(everything({ hideNonElectricOutage: true }, { accountType: 'Water' }))).not.toContain(
        'outage-status',
      );
    });
  });

  it('shows Service Requests only with the OnlineServiceOrder feature', () => {
    expect(ids(everything({ features: withoutFeature('OnlineServiceOrder') }))).not.toContain(
      'service-requests',
    );
  });

  it('shows Usage Tracker only with the Usages feature', () => {
    expect(ids(everything({ features: withoutFeature('Usages') }))).not.toContain('usage-tracker');
  });

  describe('customer-configured PDF link', () => {
    it("is hidden when its flag is not 'Y'", () => {
      expect(ids(everything({ customerPdfLinkFlag: 'N' }))).not.toContain('customer-pdf');
      expect(ids(everything({ customerPdfLinkFlag: null }))).not.toContain('customer-pdf');
    });

    it('is hidden without a URL', () => {
      expect(ids(everything({}, { viewccPdfUrl: ' ' }))).not.toContain('customer-pdf');
      expect(ids(everything({}, { viewccPdfUrl: null }))).not.toContain('customer-pdf');
    });

    it('has a plain title when the back office names it nothing', () => {
      const link = quickLinks(everything({}, { ccPdfLinkText: null })).find(
        (each) => each.id === 'customer-pdf',
      );
      expect(link?.title).toBe('View Document');
    });
  });

  describe('Meter reading', () => {
    it('is hidden for a prepaid account', () => {
      expect(ids(everything({}, { isPrepaidAccount: true }))).not.toContain('meter-reading');
    });

    it('is hidden when the account does not collect meter readings', () => {
      expect(ids(everything({}, { collectMeterReading: 'N' }))).not.toContain('meter-reading');
    });
  });
});
