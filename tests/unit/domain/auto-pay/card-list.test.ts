import { describe, expect, it } from 'vitest';
import {
  AUTO_PAY_CARDS_AT_ONCE,
  autoPayCardsQuery,
  autoPayCardsShown,
} from '../../../../src/domain/auto-pay/card-list.ts';
import { autoPayMessages } from '../../../../src/domain/auto-pay/messages.ts';

describe('autoPayCardsQuery', () => {
  it('asks for 24 cards from the batch’s first, the search trimmed, in the back office’s order', () => {
    expect(autoPayCardsQuery('', 0)).toEqual({ offset: '0', limit: '24' });
    expect(autoPayCardsQuery('  Pine St ', 2)).toEqual({ offset: '48', limit: '24', search: 'Pine St' });
    expect(autoPayCardsQuery('   ', 1)).toEqual({ offset: '24', limit: '24' });
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
