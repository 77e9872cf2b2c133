import { describe, expect, it } from 'vitest';
import {
  AUTO_PAY_CARDS_AT_ONCE,
  autoPayCardsShown,
  autoPaySearchMatches,
} from '../../../../src/domain/auto-pay/card-list.ts';
import { autoPayMessages } from '../../../../src/domain/auto-pay/messages.ts';

const accounts = [
  { accountNumber: '101000001', serviceAddress: '100 Willow Creek Rd, Maple Elementary' },
  { accountNumber: '101000002', serviceAddress: '12 Pine St, Riverbend High' },
  { accountNumber: '101000120', serviceAddress: '4 Cedar Ave, Pump Station' },
];

describe('autoPaySearchMatches', () => {
  it('keeps every account for an empty or blank search', () => {
    expect(autoPaySearchMatches(accounts, '')).toBe(accounts);
    expect(autoPaySearchMatches(accounts, '   ')).toBe(accounts);
  });

  it('finds by part of the account number and by the address in any case', () => {
    expect(autoPaySearchMatches(accounts, '0120').map((account) => account.accountNumber)).toEqual([
      '101000120',
    ]);
    expect(autoPaySearchMatches(accounts, ' PINE ').map((account) => account.accountNumber)).toEqual([
      '101000002',
    ]);
    expect(autoPaySearchMatches(accounts, 'library')).toEqual([]);
  });
});

describe('autoPayCardsShown', () => {
  it('shows 24 cards at first and 24 more at each press, never more than match', () => {
    expect(AUTO_PAY_CARDS_AT_ONCE).toBe(24);
    expect(autoPayCardsShown(6, 0)).toBe(6);
    expect(autoPayCardsShown(5000, 0)).toBe(24);
    expect(autoPayCardsShown(5000, 2)).toBe(72);
    expect(autoPayCardsShown(30, 1)).toBe(30);
  });
});

describe('the many-accounts texts', () => {
  it('group thousands', () => {
    expect(autoPayMessages.shown(24, 2400)).toBe('Showing 24 of 2,400 accounts.');
    expect(autoPayMessages.showMore(24)).toBe('Show 24 more');
  });
});
