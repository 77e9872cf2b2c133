import { describe, expect, it } from 'vitest';
import {
  customMenu,
  mainMenu,
  type MenuEntry,
  standardMenu,
  type StandardMenuInput,
} from '../../../../src/domain/portal/menu.ts';
import type { ConfigurationFlags } from '../../../../src/domain/portal/site-configuration.ts';
import type { FeatureFlag } from '../../../../src/domain/site/features.ts';

const allFeaturesButWhec: FeatureFlag[] = [
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

// The Riverbend demo site (demo-data.md, demo-host/simulator/seed.ts).
const riverbendConfiguration: ConfigurationFlags = {
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
};

function riverbend(
  configuration: Partial<ConfigurationFlags> = {},
  features: FeatureFlag[] = allFeaturesButWhec,
  coopContactUsLink: string | null = 'https://www.riverbend-electric.example/contact',
): StandardMenuInput {
  return {
    features,
    configuration: { ...riverbendConfiguration, ...configuration },
    siteSettings: { coopContactUsLink },
  };
}

function without(name: string): FeatureFlag[] {
  return allFeaturesButWhec.map((flag) => (flag.name === name ? { name, enable: false } : flag));
}

const withWhec: FeatureFlag[] = [...allFeaturesButWhec, { name: 'WHEC', enable: true }];

/** Labels only, children nested, so a whole menu reads at a glance. */
type Outline = string | [string, Outline[]];
function outline(entries: readonly MenuEntry[]): Outline[] {
  return entries.map((entry) =>
    entry.children.length > 0 ? [entry.label, outline(entry.children)] : entry.label,
  );
}

function find(entries: readonly MenuEntry[], id: string): MenuEntry | undefined {
  for (const entry of entries) {
    if (entry.id === id) return entry;
    const found = find(entry.children, id);
    if (found) return found;
  }
  return undefined;
}

function labelsOf(entries: readonly MenuEntry[], id: string): string[] {
  return (find(entries, id)?.children ?? []).map((entry) => entry.label);
}

describe('standardMenu: the whole menu', () => {
  it('builds the Riverbend demo menu with every section of spec 01 §2.3', () => {
    expect(outline(standardMenu(riverbend()))).toEqual([
      'Home',
      [
        'MY ACCOUNT',
        [
          'Account Overview',
          'Account Profile',
          'Account History',
          'Service Requests',
          'Outage Map',
          ['Notifications', ['Manage Notifications', 'Manage Contacts']],
          'Usage Tracker',
          'Delinquents',
        ],
      ],
      [
        'BILLING & PAYMENTS',
        [
          ['Billing', ['Deposits', 'Arrangements', 'Average Billing']],
          [
            'Payments',
            [
              'Payment Profile',
              'Auto Payments',
              'Payment Options',
              'Pay Multiple Accounts',
              'Scheduled Payments',
              'Draft Payments',
            ],
          ],
        ],
      ],
      'Outage',
      ['MORE', ['Operation RoundUp', 'Contact Us', 'Services and Products', 'Member Information', 'FAQs']],
    ]);
  });

  it('builds the meter-portal (WHEC) variant: EZ Pay, My Meter, Contact and Account Services, no external Contact Us', () => {
    expect(outline(standardMenu(riverbend({}, withWhec)))).toEqual([
      'Home',
      [
        'MY ACCOUNT',
        [
          'Account Overview',
          'Account Profile',
          'Account History',
          'Service Requests',
          'Outage Map',
          ['Notifications', ['Manage Notifications', 'Manage Contacts']],
          'Usage Tracker',
          'Delinquents',
          'My Meter',
        ],
      ],
      [
        'BILLING & PAYMENTS',
        [
          ['Billing', ['Deposits', 'Arrangements', 'Average Billing']],
          [
            'Payments',
            [
              'Payment Profile',
              'Auto Payments',
              'Payment Options',
              'Pay Multiple Accounts',
              'Scheduled Payments',
              'EZ Pay',
            ],
          ],
        ],
      ],
      'Outage',
      [
        'MORE',
        [
          'Operation RoundUp',
          'Services and Products',
          'Member Information',
          'FAQs',
          ['Contact', ['Contact Us', 'Report an Outage']],
          ['Account Services', ['Start or Stop Service', 'Outdoor Light', 'Right-of-Way Maintenance']],
        ],
      ],
    ]);
  });

  it('builds the smallest menu when every feature and option is off', () => {
    const bare = standardMenu({
      features: [],
      configuration: {
        ...riverbendConfiguration,
        allowSubscribeForNotification: false,
        allowFutureDatedPayments: false,
        allowCreditDraft: false,
        allowBankDraft: false,
        displayFaqUrl: null,
        serviceRequestMenuEnabled: false,
        outageMapLink: null,
        memberInfoLinkAvailable: false,
        isOnlineDelinquentView: false,
      },
      siteSettings: { coopContactUsLink: null },
    });
    expect(outline(bare)).toEqual([
      'Home',
      ['MY ACCOUNT', ['Account Overview', 'Account Profile', 'Account History']],
      ['BILLING & PAYMENTS', [['Payments', ['Payment Profile', 'Payment Options', 'Pay Multiple Accounts']]]],
      ['MORE', ['Services and Products']],
    ]);
  });

  it('lays BILLING & PAYMENTS out as a mega menu and the other sections as plain ones', () => {
    const menu = standardMenu(riverbend());
    expect(find(menu, 'billing-and-payments')?.megaMenu).toBe(true);
    expect(find(menu, 'my-account')?.megaMenu).toBe(false);
    expect(find(menu, 'more')?.megaMenu).toBe(false);
  });

  it('links every always-present entry to its route', () => {
    const menu = standardMenu(riverbend());
    expect(find(menu, 'home')?.target).toEqual({ kind: 'route', path: 'home' });
    expect(find(menu, 'account-overview')?.target).toEqual({ kind: 'route', path: 'accountoverview' });
    expect(find(menu, 'account-profile')?.target).toEqual({ kind: 'route', path: 'account-profile' });
    expect(find(menu, 'account-history')?.target).toEqual({ kind: 'route', path: 'billpayments/history' });
    expect(find(menu, 'payment-profile')?.target).toEqual({
      kind: 'route',
      path: 'billpayments/payment-profile',
    });
    expect(find(menu, 'payment-options')?.target).toEqual({ kind: 'route', path: 'payment-options' });
    expect(find(menu, 'pay-multiple-accounts')?.target).toEqual({
      kind: 'route',
      path: 'billpayments/pay-multiple',
    });
    expect(find(menu, 'services-and-products')?.target).toEqual({ kind: 'route', path: 'services-products' });
    expect(find(menu, 'my-account')?.target).toBeNull();
  });
});

describe('standardMenu: visibility rules of spec 01 §6', () => {
  it('shows Notifications only with the Notifications feature and allowSubscribeForNotification', () => {
    expect(find(standardMenu(riverbend()), 'notifications')?.children.map((child) => child.target)).toEqual([
      { kind: 'route', path: 'manage-notifications' },
      { kind: 'route', path: 'manage-contacts' },
    ]);
    expect(find(standardMenu(riverbend({}, without('Notifications'))), 'notifications')).toBeUndefined();
    expect(
      find(standardMenu(riverbend({ allowSubscribeForNotification: false })), 'notifications'),
    ).toBeUndefined();
  });

  it("shows Outage Map only with the OutageMapLinkEnabled feature and a link other than '#'", () => {
    expect(find(standardMenu(riverbend()), 'outage-map')?.target).toEqual({
      kind: 'external',
      href: 'https://outages.riverbend-electric.example/map',
    });
    expect(find(standardMenu(riverbend({}, without('OutageMapLinkEnabled'))), 'outage-map')).toBeUndefined();
    expect(find(standardMenu(riverbend({ outageMapLink: '#' })), 'outage-map')).toBeUndefined();
    expect(find(standardMenu(riverbend({ outageMapLink: ' # ' })), 'outage-map')).toBeUndefined();
    expect(find(standardMenu(riverbend({ outageMapLink: null })), 'outage-map')).toBeUndefined();
    expect(find(standardMenu(riverbend({ outageMapLink: '' })), 'outage-map')).toBeUndefined();
  });

  it('shows Draft Payments when credit or bank drafts are allowed, and not when neither is', () => {
    const draft = (configuration: Partial<ConfigurationFlags>) =>
      find(standardMenu(riverbend(configuration)), 'draft-payments');
    expect(draft({ allowCreditDraft: true, allowBankDraft: false })?.label).toBe('Draft Payments');
    expect(draft({ allowCreditDraft: false, allowBankDraft: true })?.label).toBe('Draft Payments');
    expect(draft({ allowCreditDraft: false, allowBankDraft: false })).toBeUndefined();
    expect(draft({})?.target).toEqual({ kind: 'route', path: 'draft-payments' });
  });

  it("labels Draft Payments 'EZ Pay' when the WHEC feature or the whecEnabled flag is on", () => {
    expect(find(standardMenu(riverbend({}, withWhec)), 'draft-payments')?.label).toBe('EZ Pay');
    expect(find(standardMenu(riverbend({ whecEnabled: true })), 'draft-payments')?.label).toBe('EZ Pay');
  });

  it('shows Scheduled Payments only with allowFutureDatedPayments', () => {
    expect(find(standardMenu(riverbend()), 'scheduled-payments')?.target).toEqual({
      kind: 'route',
      path: 'scheduled-payments',
    });
    expect(
      find(standardMenu(riverbend({ allowFutureDatedPayments: false })), 'scheduled-payments'),
    ).toBeUndefined();
  });

  it('shows the detailed usage entry with its configured label only when clientAvailable and the label is set', () => {
    const entry = find(
      standardMenu(riverbend({ clientAvailable: true, detailedUsageAnalysisLabel: ' Usage Analysis ' })),
      'detailed-usage',
    );
    expect(entry?.label).toBe('Usage Analysis');
    expect(entry?.target).toEqual({ kind: 'route', path: 'accountoverview', query: { link: 'metersense' } });
    expect(
      find(
        standardMenu(riverbend({ clientAvailable: false, detailedUsageAnalysisLabel: 'Usage Analysis' })),
        'detailed-usage',
      ),
    ).toBeUndefined();
    expect(
      find(
        standardMenu(riverbend({ clientAvailable: true, detailedUsageAnalysisLabel: null })),
        'detailed-usage',
      ),
    ).toBeUndefined();
    expect(
      find(
        standardMenu(riverbend({ clientAvailable: true, detailedUsageAnalysisLabel: '  ' })),
        'detailed-usage',
      ),
    ).toBeUndefined();
  });

  it('shows Delinquents only with isOnlineDelinquentView and a URL, in the portal or outside it', () => {
    expect(find(standardMenu(riverbend()), 'delinquents')?.target).toEqual({
      kind: 'route',
      path: 'delinquent-history',
    });
    expect(
      find(
        standardMenu(riverbend({ delinquentViewUrl: 'https://billing.example.org/delinquents' })),
        'delinquents',
      )?.target,
    ).toEqual({ kind: 'external', href: 'https://billing.example.org/delinquents' });
    expect(find(standardMenu(riverbend({ isOnlineDelinquentView: false })), 'delinquents')).toBeUndefined();
    expect(find(standardMenu(riverbend({ delinquentViewUrl: null })), 'delinquents')).toBeUndefined();
  });

  it('shows the AMI portal entry only with nexGridEnable and a link, as an external link', () => {
    const link = 'https://ami.example.org/portal';
    expect(
      find(standardMenu(riverbend({ nexGridEnable: true, nexGridLinkUrl: link })), 'ami-portal'),
    ).toEqual({
      id: 'ami-portal',
      label: 'AMI Portal',
      target: { kind: 'external', href: link },
      megaMenu: false,
      children: [],
    });
    expect(
      find(standardMenu(riverbend({ nexGridEnable: false, nexGridLinkUrl: link })), 'ami-portal'),
    ).toBeUndefined();
    expect(
      find(standardMenu(riverbend({ nexGridEnable: true, nexGridLinkUrl: null })), 'ami-portal'),
    ).toBeUndefined();
  });

  it("shows the FAQ link only with a URL other than '#'", () => {
    expect(find(standardMenu(riverbend()), 'faqs')?.target).toEqual({
      kind: 'external',
      href: 'https://www.riverbend-electric.example/faq',
    });
    expect(find(standardMenu(riverbend({ displayFaqUrl: '#' })), 'faqs')).toBeUndefined();
    expect(find(standardMenu(riverbend({ displayFaqUrl: null })), 'faqs')).toBeUndefined();
  });

  it('never turns a javascript: address into a link', () => {
    expect(find(standardMenu(riverbend({ displayFaqUrl: 'javascript:alert(1)' })), 'faqs')).toBeUndefined();
    expect(
      find(standardMenu(riverbend({ outageMapLink: 'JavaScript:alert(1)' })), 'outage-map'),
    ).toBeUndefined();
  });

  it('shows the external Contact Us only with a link set and the meter-portal variant off', () => {
    expect(find(standardMenu(riverbend()), 'contact-us')?.target).toEqual({
      kind: 'external',
      href: 'https://www.riverbend-electric.example/contact',
    });
    expect(find(standardMenu(riverbend({}, allFeaturesButWhec, null)), 'contact-us')).toBeUndefined();
    expect(find(standardMenu(riverbend({}, withWhec)), 'contact-us')).toBeUndefined();
    expect(find(standardMenu(riverbend({ whecEnabled: true })), 'contact-us')).toBeUndefined();
  });

  it('shows each Billing column entry only with its feature, and drops the column when all are off', () => {
    expect(labelsOf(standardMenu(riverbend({}, without('Deposits'))), 'billing')).toEqual([
      'Arrangements',
      'Average Billing',
    ]);
    expect(labelsOf(standardMenu(riverbend({}, without('Arrangements'))), 'billing')).toEqual([
      'Deposits',
      'Average Billing',
    ]);
    expect(labelsOf(standardMenu(riverbend({}, without('AverageBilling'))), 'billing')).toEqual([
      'Deposits',
      'Arrangements',
    ]);
    const menu = standardMenu(riverbend());
    expect(find(menu, 'deposits')?.target).toEqual({ kind: 'route', path: 'billpayments/view-deposits' });
    expect(find(menu, 'arrangements')?.target).toEqual({
      kind: 'route',
      path: 'billpayments/view-arrangements',
    });
    expect(find(menu, 'average-billing')?.target).toEqual({ kind: 'route', path: 'levelized-billing' });
    const noBilling = allFeaturesButWhec.filter(
      (flag) => !['Deposits', 'Arrangements', 'AverageBilling'].includes(flag.name),
    );
    expect(find(standardMenu(riverbend({}, noBilling)), 'billing')).toBeUndefined();
    expect(find(standardMenu(riverbend({}, noBilling)), 'payments')).toBeDefined();
  });

  it('shows Auto Payments only with the Autopay feature', () => {
    expect(find(standardMenu(riverbend()), 'auto-payments')?.target).toEqual({
      kind: 'route',
      path: 'billpayments/auto-pay',
    });
    expect(find(standardMenu(riverbend({}, without('Autopay'))), 'auto-payments')).toBeUndefined();
  });

  it('shows Service Requests only with serviceRequestMenuEnabled', () => {
    expect(find(standardMenu(riverbend()), 'service-requests')?.target).toEqual({
      kind: 'route',
      path: 'pages/service-requests',
    });
    expect(
      find(standardMenu(riverbend({ serviceRequestMenuEnabled: false })), 'service-requests'),
    ).toBeUndefined();
  });

  it('shows Usage Tracker only with the Usages feature', () => {
    expect(find(standardMenu(riverbend()), 'usage-tracker')?.target).toEqual({
      kind: 'route',
      path: 'usage-tracker',
    });
    expect(find(standardMenu(riverbend({}, without('Usages'))), 'usage-tracker')).toBeUndefined();
  });

  it('shows the Outage section only with the Outage feature', () => {
    expect(find(standardMenu(riverbend()), 'outage')?.target).toEqual({
      kind: 'route',
      path: 'pages/outage-status',
    });
    expect(find(standardMenu(riverbend({}, without('Outage'))), 'outage')).toBeUndefined();
  });

  it('shows Operation RoundUp only with the RoundUp feature', () => {
    expect(find(standardMenu(riverbend()), 'operation-roundup')?.target).toEqual({
      kind: 'route',
      path: 'operation-roundup',
    });
    expect(find(standardMenu(riverbend({}, without('RoundUp'))), 'operation-roundup')).toBeUndefined();
  });

  it('shows the member information documents link with its configured name only when memberInfoLinkAvailable', () => {
    expect(find(standardMenu(riverbend()), 'member-info-docs')).toEqual({
      id: 'member-info-docs',
      label: 'Member Information',
      target: { kind: 'route', path: 'member-info-docs' },
      megaMenu: false,
      children: [],
    });
    expect(find(standardMenu(riverbend({ memberInfoDocsLinkName: null })), 'member-info-docs')?.label).toBe(
      'Member Information Documents',
    );
    expect(
      find(standardMenu(riverbend({ memberInfoLinkAvailable: false })), 'member-info-docs'),
    ).toBeUndefined();
  });

  it('shows My Meter only in the meter-portal variant, opening accountoverview with link=mymeter', () => {
    expect(find(standardMenu(riverbend({}, withWhec)), 'my-meter')?.target).toEqual({
      kind: 'route',
      path: 'accountoverview',
      query: { link: 'mymeter' },
    });
    expect(find(standardMenu(riverbend({ whecEnabled: true })), 'my-meter')).toBeDefined();
    expect(find(standardMenu(riverbend()), 'my-meter')).toBeUndefined();
  });

  it('fills the Contact submenu from the contact link and the Outage feature, and drops it when both are missing', () => {
    const contact = find(standardMenu(riverbend({}, withWhec)), 'contact');
    expect(contact?.children.map((child) => child.target)).toEqual([
      { kind: 'external', href: 'https://www.riverbend-electric.example/contact' },
      { kind: 'route', path: 'pages/outage-status' },
    ]);
    const noOutage = withWhec.filter((flag) => flag.name !== 'Outage');
    expect(labelsOf(standardMenu(riverbend({}, noOutage)), 'contact')).toEqual(['Contact Us']);
    expect(find(standardMenu(riverbend({}, noOutage, null)), 'contact')).toBeUndefined();
    expect(find(standardMenu(riverbend()), 'contact')).toBeUndefined();
  });

  it('links the Account Services submenu to service requests, and drops it without serviceRequestMenuEnabled', () => {
    const services = find(standardMenu(riverbend({}, withWhec)), 'account-services');
    expect(services?.children.map((child) => child.target)).toEqual([
      { kind: 'route', path: 'pages/service-requests' },
      { kind: 'route', path: 'pages/service-requests' },
      { kind: 'route', path: 'pages/service-requests' },
    ]);
    expect(
      find(standardMenu(riverbend({ serviceRequestMenuEnabled: false }, withWhec)), 'account-services'),
    ).toBeUndefined();
    expect(find(standardMenu(riverbend()), 'account-services')).toBeUndefined();
  });

  it('ignores a WHEC feature entry that is present but disabled', () => {
    const whecOff = [...allFeaturesButWhec, { name: 'WHEC', enable: false }];
    expect(find(standardMenu(riverbend({}, whecOff)), 'draft-payments')?.label).toBe('Draft Payments');
  });
});

describe('customMenu', () => {
  it('gives an empty menu for anything but a list', () => {
    for (const value of [null, undefined, 42, '', '   ', 'not json', '{"title":"Home"}', { title: 'Home' }]) {
      expect(customMenu(value)).toEqual([]);
    }
  });

  it('reads the list from JSON text as the back office stores it', () => {
    expect(customMenu('[{"title":"Home","moduleLink":"/home","position":1}]')).toEqual([
      {
        id: 'custom-0',
        label: 'Home',
        target: { kind: 'route', path: 'home' },
        megaMenu: false,
        children: [],
      },
    ]);
  });

  it('sorts by position, numbers or numeric text, items without a position last and ties in list order', () => {
    const menu = customMenu([
      { title: 'Last', moduleLink: 'last' },
      { title: 'Third', moduleLink: 'third', position: '3' },
      { title: 'First', moduleLink: 'first', position: 1 },
      { title: 'Second A', moduleLink: 'second-a', position: 2 },
      { title: 'Second B', moduleLink: 'second-b', position: 2 },
      { title: 'Also last', moduleLink: 'also-last', position: 'soon' },
    ]);
    expect(menu.map((entry) => entry.label)).toEqual([
      'First',
      'Second A',
      'Second B',
      'Third',
      'Last',
      'Also last',
    ]);
  });

  it('nests sub-menus, each sorted by its own positions, with ids from their place in the list', () => {
    const menu = customMenu([
      {
        title: 'Billing',
        moduleLink: null,
        megaMenu: true,
        position: 1,
        subMenu: [
          { title: 'History', moduleLink: 'billpayments/history', position: 2 },
          {
            title: 'Pay',
            position: 1,
            subMenu: [{ title: 'Pay Multiple', moduleLink: '/billpayments/pay-multiple', position: 1 }],
          },
        ],
      },
    ]);
    expect(menu).toEqual([
      {
        id: 'custom-0',
        label: 'Billing',
        target: null,
        megaMenu: true,
        children: [
          {
            id: 'custom-0-1',
            label: 'Pay',
            target: null,
            megaMenu: false,
            children: [
              {
                id: 'custom-0-1-0',
                label: 'Pay Multiple',
                target: { kind: 'route', path: 'billpayments/pay-multiple' },
                megaMenu: false,
                children: [],
              },
            ],
          },
          {
            id: 'custom-0-0',
            label: 'History',
            target: { kind: 'route', path: 'billpayments/history' },
            megaMenu: false,
            children: [],
          },
        ],
      },
    ]);
  });

  it('marks external links, whether the flag is a boolean or text, and keeps in-portal queries', () => {
    const menu = customMenu([
      {
        title: 'Co-op News',
        moduleLink: 'https://www.riverbend-electric.example/news',
        external: true,
        position: 1,
      },
      { title: 'Events', moduleLink: '/community/events', external: 'Y', position: 2 },
      { title: 'My Meter', moduleLink: '/accountoverview?link=mymeter', external: false, position: 3 },
      { title: 'Rebates', moduleLink: 'https://rebates.example.org', external: false, position: 4 },
    ]);
    expect(menu.map((entry) => entry.target)).toEqual([
      { kind: 'external', href: 'https://www.riverbend-electric.example/news' },
      { kind: 'external', href: '/community/events' },
      { kind: 'route', path: 'accountoverview', query: { link: 'mymeter' } },
      { kind: 'external', href: 'https://rebates.example.org' },
    ]);
  });

  it('reads the megaMenu flag as a boolean or text', () => {
    const menu = customMenu([
      { title: 'A', moduleLink: 'a', megaMenu: 'true' },
      { title: 'B', moduleLink: 'b', megaMenu: false },
      { title: 'C', moduleLink: 'c' },
    ]);
    expect(menu.map((entry) => entry.megaMenu)).toEqual([true, false, false]);
  });

  it('trims titles', () => {
    expect(customMenu([{ title: '  Outage  ', moduleLink: 'outage-status' }])[0]?.label).toBe('Outage');
  });

  it('skips entries that are not objects, have no title, or have neither a usable link nor usable children', () => {
    const menu = customMenu([
      null,
      'Home',
      7,
      ['nested'],
      { moduleLink: 'home' },
      { title: '   ', moduleLink: 'home' },
      { title: 42, moduleLink: 'home' },
      { title: 'No link' },
      { title: 'Hash', moduleLink: '#' },
      { title: 'Script', moduleLink: 'javascript:alert(1)', external: true },
      { title: 'Data', moduleLink: 'data:text/html,<script>alert(1)</script>' },
      { title: 'Protocol relative', moduleLink: '//evil.example' },
      { title: 'Empty parent', subMenu: [{ title: '' }] },
      { title: 'Kept', moduleLink: 'home' },
    ]);
    expect(menu.map((entry) => entry.label)).toEqual(['Kept']);
  });

  it("keeps an item without a usable link as a heading when it has children ('#' counts as no link)", () => {
    const menu = customMenu([
      { title: 'More', moduleLink: '#', subMenu: [{ title: 'FAQ', moduleLink: 'https://x.example' }] },
    ]);
    expect(menu[0]?.target).toBeNull();
    expect(menu[0]?.children.map((entry) => entry.label)).toEqual(['FAQ']);
  });

  it('reads a sub-menu given as JSON text', () => {
    const menu = customMenu([
      { title: 'More', subMenu: '[{"title":"FAQ","moduleLink":"https://x.example"}]' },
    ]);
    expect(menu[0]?.children.map((entry) => entry.label)).toEqual(['FAQ']);
  });

  it('keeps four levels and cuts off deeper ones', () => {
    const level = (depth: number): Record<string, unknown> => ({
      title: `Level ${depth}`,
      moduleLink: `level-${depth}`,
      subMenu: depth < 6 ? [level(depth + 1)] : [],
    });
    let entry = customMenu([level(1)])[0];
    const seen: string[] = [];
    while (entry) {
      seen.push(entry.label);
      entry = entry.children[0];
    }
    expect(seen).toEqual(['Level 1', 'Level 2', 'Level 3', 'Level 4']);
  });
});

describe('customMenu with the Prairie Wind demo menu (JSON text, listed out of position order)', () => {
  const item = (
    title: string,
    moduleLink: string,
    position: number,
    fields: Record<string, unknown> = {},
  ) => ({
    title,
    moduleLink,
    external: false,
    megaMenu: false,
    position,
    subMenu: [],
    ...fields,
  });
  const prairieMenu = JSON.stringify([
    item('Billing & Payments', '', 3, {
      megaMenu: true,
      subMenu: [
        item('Billing Programs', '', 2, {
          subMenu: [
            item('Paperless Billing', '/my-profile', 2),
            item('Average Billing', '/levelized-billing', 1),
          ],
        }),
        item('Bills & Payments', '', 1, {
          subMenu: [
            item('EZ Pay', '/draft-payments', 3),
            item('Account History', '/billpayments/history', 1),
            item('Payment Profile', '/billpayments/payment-profile', 2),
          ],
        }),
      ],
    }),
    item('Home', '/home', 1),
    item('My Account', '', 2, {
      subMenu: [
        item('Usage Tracker', '/usage-tracker', 3),
        item('Account Overview', '/accountoverview', 1),
        item('My Meter', '/aclarajump', 2),
        item('Manage Notifications', '/manage-notifications', 4),
      ],
    }),
    item('Energy Rebates', 'https://www.prairiewind-power.example/rebates', 5, { external: true }),
    item('Outage', '/outage-status', 4),
  ]);

  it('sorts every level by position and makes headings of the items with an empty link', () => {
    const menu = customMenu(prairieMenu);
    expect(outline(menu)).toEqual([
      'Home',
      ['My Account', ['Account Overview', 'My Meter', 'Usage Tracker', 'Manage Notifications']],
      [
        'Billing & Payments',
        [
          ['Bills & Payments', ['Account History', 'Payment Profile', 'EZ Pay']],
          ['Billing Programs', ['Average Billing', 'Paperless Billing']],
        ],
      ],
      'Outage',
      'Energy Rebates',
    ]);
    expect(find(menu, 'custom-0')?.megaMenu).toBe(true);
    expect(find(menu, 'custom-0')?.target).toBeNull();
  });

  it('links in-portal items to their routes and the rebates item outside', () => {
    const menu = customMenu(prairieMenu);
    expect(find(menu, 'custom-4')?.target).toEqual({ kind: 'route', path: 'outage-status' });
    expect(find(menu, 'custom-3')?.target).toEqual({
      kind: 'external',
      href: 'https://www.prairiewind-power.example/rebates',
    });
  });
});

describe('mainMenu', () => {
  const mcpMenu = [{ title: 'Start Here', moduleLink: 'home', position: 1 }];

  it('uses the custom menu when the configuration asks for it and it has entries', () => {
    expect(outline(mainMenu(riverbend({ useCustomMenu: true, mcpMenu })))).toEqual(['Start Here']);
  });

  it('falls back to the standard menu when the custom one is empty or unreadable', () => {
    expect(outline(mainMenu(riverbend({ useCustomMenu: true, mcpMenu: '[]' })))[0]).toBe('Home');
    expect(outline(mainMenu(riverbend({ useCustomMenu: true, mcpMenu: 'oops' })))[0]).toBe('Home');
  });

  it('ignores a configured custom menu unless useCustomMenu is on', () => {
    expect(mainMenu(riverbend({ useCustomMenu: false, mcpMenu }))).toEqual(standardMenu(riverbend()));
  });
});
