import { describe, expect, it } from 'vitest';
import { overviewSettings } from '../../../../src/domain/account-overview/settings.ts';

const configuration = {
  allowSubscribeForNotification: true,
  allowCreditDraft: true,
  allowBankDraft: true,
  whecEnabled: false,
};

describe('overviewSettings', () => {
  it('takes the flags of the site, the switches of the account and the layout', () => {
    const settings = overviewSettings(
      { features: [{ name: 'Usages', enable: true }], configuration },
      { paperlessMemberLevelOption: 'Y', paperlessAccountLevelOption: 'N', customerPdfLinkFlag: 'Y' },
      'basic',
    );
    expect(settings).toEqual({
      features: [{ name: 'Usages', enable: true }],
      configuration,
      paperlessMemberLevelOption: 'Y',
      paperlessAccountLevelOption: 'N',
      customerPdfLinkFlag: 'Y',
      hideNonElectricOutage: false,
      hideNonElectricUsage: false,
      usageGraphEnabled: true,
      layout: 'basic',
    });
  });

  it('turns the usage graph off with the Usages feature, and leaves the layout unset when none is given', () => {
    const settings = overviewSettings({ features: [{ name: 'Usages', enable: false }], configuration }, {});
    expect(settings.usageGraphEnabled).toBe(false);
    expect(settings.layout).toBeNull();
  });
});
