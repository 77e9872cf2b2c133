import { describe, expect, it } from 'vitest';
import { capitalCreditLetterMessages } from '../../../../src/domain/capital-credit-letter/messages.ts';

describe('capitalCreditLetterMessages', () => {
  it('words the spec’s texts of the Capital Credit Letter Return page (spec 03 §2.8, §5)', () => {
    expect(capitalCreditLetterMessages.title).toBe('Capital Credit Letter Return');
    expect(capitalCreditLetterMessages.memberNumber).toBe('Member Number');
    expect(capitalCreditLetterMessages.letterId).toBe('Letter ID');
    expect(capitalCreditLetterMessages.submit).toBe('Return Signed Letter');
    expect(capitalCreditLetterMessages.validation).toEqual({
      memberNumberRequired: 'Member Number is required.',
      letterIdRequired: 'Letter ID is required.',
      invalidFormat: 'Invalid format.',
    });
  });

  it('words the texts the spec leaves to the portal', () => {
    expect(capitalCreditLetterMessages.instructions).toBe(
      'Enter the member number and the letter ID printed on your capital credit letter, then return your signed letter.',
    );
    expect(capitalCreditLetterMessages.letterIdHelp).toBe('What is the Letter ID?');
    expect(capitalCreditLetterMessages.letterIdHelpTitle).toBe('Letter ID');
    expect(capitalCreditLetterMessages.letterIdHelpText).toEqual([
      'The Letter ID is printed at the top right of the capital credit letter we mailed you, beside your member number.',
      'It is made of letters and digits only, for example CC2026A.',
    ]);
    expect(capitalCreditLetterMessages.loading).toBe('Loading…');
  });
});
