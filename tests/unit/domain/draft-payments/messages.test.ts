import { describe, expect, it } from 'vitest';
import { draftPaymentsMessages } from '../../../../src/domain/draft-payments/messages.ts';

describe('draftPaymentsMessages', () => {
  it('words every text of the Draft Payments screen', () => {
    expect(draftPaymentsMessages).toEqual({
      title: 'Draft Payments',
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
