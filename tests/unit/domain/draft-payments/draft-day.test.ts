import { describe, expect, it } from 'vitest';
import { draftDayText, draftMethodLabel } from '../../../../src/domain/draft-payments/draft-day.ts';

describe('draftDayText (spec 02 §2.6)', () => {
  it('says Days after Billing with the number', () => {
    expect(draftDayText({ draftType: 'DAYS_AFTER_BILLING', draftDay: 5 })).toBe('Days after Billing 5');
    expect(draftDayText({ draftType: 'DAYS_AFTER_BILLING', draftDay: null })).toBe('Days after Billing');
  });

  it('says When Billed and End of Month', () => {
    expect(draftDayText({ draftType: 'WHEN_BILLED', draftDay: null })).toBe('When Billed');
    expect(draftDayText({ draftType: 'END_OF_MONTH', draftDay: null })).toBe('End of Month');
  });

  it('says Day of Month - n', () => {
    expect(draftDayText({ draftType: 'DAY_OF_MONTH', draftDay: 15 })).toBe('Day of Month - 15');
    expect(draftDayText({ draftType: 'DAY_OF_MONTH', draftDay: null })).toBe('Day of Month');
  });

  it('says Cycle for any other draft type', () => {
    expect(draftDayText({ draftType: 'CYCLE', draftDay: null })).toBe('Cycle');
    expect(draftDayText({ draftType: '', draftDay: 3 })).toBe('Cycle');
  });

  it('names each method in the setup form', () => {
    expect(
      ['WHEN_BILLED', 'END_OF_MONTH', 'DAY_OF_MONTH', 'DAYS_AFTER_BILLING', 'OTHER'].map(draftMethodLabel),
    ).toEqual(['When Billed', 'End of Month', 'Day of Month', 'Days after Billing', 'Cycle']);
  });
});
