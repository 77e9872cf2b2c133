import { describe, expect, it } from 'vitest';
import { capitalCreditLetterMessages } from '../../../../src/domain/capital-credit-letter/messages.ts';

describe('capitalCreditLetterMessages', () => {
  it('words every text of the Capital Credit Letter Return screen', () => {
    expect(capitalCreditLetterMessages).toEqual({
      title: 'Capital Credit Letter Return',
      loading: 'Loading…',
      noAccounts: 'There are no accounts available...!',
      note: 'Note',
      noNote: 'No note yet.',
      newNote: 'New note',
      save: 'Save',
      saved: 'Your note was saved.',
    });
  });
});
