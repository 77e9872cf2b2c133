import { describe, expect, it } from 'vitest';
import { meterReadingMessages as messages } from '../../../../src/domain/meter-reading/messages.ts';

describe('meterReadingMessages', () => {
  it('takes the overview’s quick link title and the account texts', () => {
    expect(messages.title).toBe('Meter Reading');
    expect(messages.linkTitle).toBe('Submit Meter Reading');
    expect(messages.noAccounts).toBe('There are no accounts available...!');
  });

  it('words the form, its rules and its answers (Not in the spec)', () => {
    expect(messages.form).toEqual({
      meter: 'Meter',
      readingDate: 'Reading Date',
      reading: 'Reading',
      readingHint: 'Whole numbers only, as the meter shows them.',
      submit: 'Submit Reading',
    });
    expect(messages.errors.meterRequired).toBe('Select a meter.');
    expect(messages.errors.dateRequired).toBe('Enter the day you read the meter.');
    expect(messages.errors.dateInFuture).toBe('The reading date cannot be in the future.');
    expect(messages.errors.dateBeforeLast('10/25/2026')).toBe(
      'The reading date cannot be before the last reading, on 10/25/2026.',
    );
    expect(messages.errors.readingRequired).toBe('Enter the reading.');
    expect(messages.errors.readingNotWhole).toBe(
      'Enter the reading in whole numbers, as the meter shows it.',
    );
    expect(messages.errors.readingTooLow('482,950', '10/25/2026')).toBe(
      'The reading cannot be lower than the last reading of 482,950 on 10/25/2026.',
    );
    expect(messages.submitted('483,600', '11/24/2026')).toBe(
      'Thank you. Your reading of 483,600 on 11/24/2026 was received.',
    );
    expect(messages.lastReading('482,950', '10/25/2026')).toBe('Last reading: 482,950 on 10/25/2026');
    expect(messages.notCollected).toBe('This account does not collect meter readings.');
  });
});
