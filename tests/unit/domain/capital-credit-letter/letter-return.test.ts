import { describe, expect, it } from 'vitest';
import {
  letterReturnRequest,
  validateLetterReturn,
} from '../../../../src/domain/capital-credit-letter/letter-return.ts';

describe('validateLetterReturn (spec 03 §5)', () => {
  it('accepts a member number and a letter ID of letters and digits', () => {
    expect(validateLetterReturn({ memberNumber: '1001', letterId: 'CC2026A' })).toEqual({});
    expect(validateLetterReturn({ memberNumber: ' 1001 ', letterId: ' cc2026a ' })).toEqual({});
  });

  it('requires both, blank counting as empty', () => {
    expect(validateLetterReturn({ memberNumber: '', letterId: '   ' })).toEqual({
      memberNumber: 'Member Number is required.',
      letterId: 'Letter ID is required.',
    });
  });

  it('refuses anything but letters and digits in either field', () => {
    expect(validateLetterReturn({ memberNumber: '10-01', letterId: 'CC 2026A' })).toEqual({
      memberNumber: 'Invalid format.',
      letterId: 'Invalid format.',
    });
    expect(validateLetterReturn({ memberNumber: '1001', letterId: 'CC2026A!' })).toEqual({
      letterId: 'Invalid format.',
    });
  });
});

describe('letterReturnRequest', () => {
  it('sends the values trimmed, the letter ID in upper case as printed', () => {
    expect(letterReturnRequest({ memberNumber: ' 1001 ', letterId: ' cc2026a' })).toEqual({
      memberNumber: '1001',
      letterId: 'CC2026A',
    });
  });
});
