import { describe, expect, it } from 'vitest';
import {
  BASIC_LAYOUT_CARDS,
  accountDetailLines,
  cardsInLayout,
  isUsageGraphInLayout,
  historyTarget,
  isAccountStatusCardShown,
  isUsageGraphShown,
  outageStatusTarget,
  overviewCards,
  overviewLayout,
  statementSection,
  usageDetailsTarget,
} from '../../../../src/domain/account-overview/sections.ts';

const outageOn = { features: [{ name: 'Outage', enable: true }] };
const outageOff = { features: [{ name: 'Outage', enable: false }] };

describe('Account Status card and Report Outage', () => {
  it('shows when outage is enabled', () => {
    expect(isAccountStatusCardShown(outageOn)).toBe(true);
  });

  it('is hidden when the Outage feature is off or missing', () => {
    expect(isAccountStatusCardShown(outageOff)).toBe(false);
    expect(isAccountStatusCardShown({ features: [] })).toBe(false);
  });

  it('goes to the outage screen with accountno, memberno, locationid and accounttype', () => {
    expect(
      outageStatusTarget(
        { accountNumber: '300100202', locationId: 'LOC-202', accountType: 'Electric' },
        '1001',
      ),
    ).toEqual({
      kind: 'route',
      path: 'pages/outage-status',
      query: { accountno: '300100202', memberno: '1001', locationid: 'LOC-202', accounttype: 'Electric' },
    });
  });

  it('leaves out a value the account does not have', () => {
    expect(outageStatusTarget({ accountNumber: '300100202', locationId: null }, '1001')).toEqual({
      kind: 'route',
      path: 'pages/outage-status',
      query: { accountno: '300100202', memberno: '1001' },
    });
  });
});

describe('isUsageGraphShown', () => {
  it('shows for an electric account when the usage graph is enabled', () => {
    expect(
      isUsageGraphShown({ accountType: 'Electric' }, { usageGraphEnabled: true, hideNonElectricUsage: true }),
    ).toBe(true);
  });

  it('shows for a water account when non-electric usage is not hidden', () => {
    expect(
      isUsageGraphShown({ accountType: 'Water' }, { usageGraphEnabled: true, hideNonElectricUsage: false }),
    ).toBe(true);
    expect(isUsageGraphShown({ accountType: 'Water' }, { usageGraphEnabled: true })).toBe(true);
  });

  it('is hidden for a water account when non-electric usage is hidden', () => {
    expect(
      isUsageGraphShown({ accountType: 'Water' }, { usageGraphEnabled: true, hideNonElectricUsage: true }),
    ).toBe(false);
  });

  it('is hidden when the usage graph is not enabled', () => {
    expect(isUsageGraphShown({ accountType: 'Electric' }, { usageGraphEnabled: false })).toBe(false);
    expect(isUsageGraphShown({ accountType: 'Electric' }, {})).toBe(false);
  });

  it('leads View Details to the monthly usage tab and View More to the history', () => {
    expect(usageDetailsTarget).toEqual({
      kind: 'route',
      path: 'usage-tracker',
      state: { isMonthlyUsageTab: true },
    });
    expect(historyTarget).toEqual({ kind: 'route', path: 'billpayments/history' });
  });
});

describe('overviewLayout', () => {
  it("is basic when the setting says 'basic', in any case", () => {
    expect(overviewLayout({ layout: 'basic' })).toBe('basic');
    expect(overviewLayout({ layout: ' BASIC ' })).toBe('basic');
  });

  it('is detailed otherwise', () => {
    expect(overviewLayout({ layout: 'detailed' })).toBe('detailed');
    expect(overviewLayout({ layout: null })).toBe('detailed');
    expect(overviewLayout({})).toBe('detailed');
  });
});

describe('overviewCards', () => {
  const plain = { billingType: 'Standard', hasArrangement: false };

  it('shows the always-present cards in order, without outage', () => {
    expect(overviewCards(plain, outageOff)).toEqual([
      { id: 'my-account', title: 'My Account' },
      { id: 'my-bill', title: 'My Bill' },
      { id: 'quick-links', title: 'Quick Links' },
      { id: 'payment-programs', title: 'Payment Programs' },
    ]);
  });

  it('shows every card in the order of spec 02 §2.1 when each applies', () => {
    const cards = overviewCards(
      { billingType: 'Budget', hasArrangement: true, arrangement: { arrangementNotation: 'Plan' } },
      outageOn,
    );
    expect(cards.map((card) => [card.id, card.title])).toEqual([
      ['account-status', 'Account Status'],
      ['my-account', 'My Account'],
      ['my-bill', 'My Bill'],
      ['budget-billing', 'Budget Billing'],
      ['arrangement-details', 'Arrangement Details'],
      ['quick-links', 'Quick Links'],
      ['payment-programs', 'Payment Programs'],
    ]);
  });

  it('shows the budget billing card for Average billing too, not for other types', () => {
    expect(overviewCards({ billingType: 'Average' }, outageOff).map((card) => card.id)).toContain(
      'budget-billing',
    );
    expect(overviewCards({ billingType: 'Standard' }, outageOff).map((card) => card.id)).not.toContain(
      'budget-billing',
    );
  });

  it('shows the arrangement card only with an arrangement', () => {
    expect(
      overviewCards({ hasArrangement: true, arrangement: null }, outageOff).map((card) => card.id),
    ).not.toContain('arrangement-details');
    expect(
      overviewCards({ hasArrangement: 'N', arrangement: {} }, outageOff).map((card) => card.id),
    ).not.toContain('arrangement-details');
  });
});

describe('accountDetailLines', () => {
  it('lists holder, number, status and service address', () => {
    expect(
      accountDetailLines({
        accountHolderName: 'Jordan Rivera',
        accountNumber: '300100200',
        accountStatus: 'Active',
        derivedStatus: 'Current',
        serviceAddress: '12 Mill Road, Riverbend',
      }),
    ).toEqual([
      { label: 'Account Holder', value: 'Jordan Rivera' },
      { label: 'Account Number', value: '300100200' },
      { label: 'Account Status', value: 'Active' },
      { label: 'Service Address', value: '12 Mill Road, Riverbend' },
    ]);
  });

  it('falls back to the derived status and leaves out missing values', () => {
    expect(accountDetailLines({ accountNumber: '300100204', derivedStatus: 'Final Billed' })).toEqual([
      { label: 'Account Number', value: '300100204' },
      { label: 'Account Status', value: 'Final Billed' },
    ]);
  });
});

describe('statementSection', () => {
  it("uses the back office's heading and its non-blank bill messages", () => {
    expect(
      statementSection({
        statementHeadingMessage: 'May 2026 Statement',
        billMessages: ['Rates change June 1.', ' '],
      }),
    ).toEqual({ heading: 'May 2026 Statement', billMessages: ['Rates change June 1.'] });
  });

  it("heads the block 'Statement' without a heading, and takes one message as a list of one", () => {
    expect(statementSection({ statementHeadingMessage: null, billMessages: 'Thank you.' })).toEqual({
      heading: 'Statement',
      billMessages: ['Thank you.'],
    });
    expect(statementSection({})).toEqual({ heading: 'Statement', billMessages: [] });
  });
});

describe('the basic and detailed layouts', () => {
  const allCards = overviewCards(
    { billingType: 'Budget', hasArrangement: 'Y', arrangement: { arrangementNotation: 'x' } },
    outageOn,
  );

  it('the detailed layout keeps every card', () => {
    expect(cardsInLayout(allCards, 'detailed')).toEqual(allCards);
  });

  it('the basic layout keeps My Account and My Bill only', () => {
    expect(BASIC_LAYOUT_CARDS).toEqual(['my-account', 'my-bill']);
    expect(cardsInLayout(allCards, 'basic').map((card) => card.title)).toEqual(['My Account', 'My Bill']);
  });

  it('shows the usage graph in the detailed layout only, and only when its rule holds', () => {
    const on = { usageGraphEnabled: true, hideNonElectricUsage: false };
    expect(isUsageGraphInLayout({ accountType: 'Electric' }, { ...on, layout: null })).toBe(true);
    expect(isUsageGraphInLayout({ accountType: 'Electric' }, { ...on, layout: 'Basic' })).toBe(false);
    expect(isUsageGraphInLayout({ accountType: 'Electric' }, { ...on, usageGraphEnabled: false })).toBe(
      false,
    );
  });
});
