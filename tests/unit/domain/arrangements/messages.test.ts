import { describe, expect, it } from 'vitest';
import { arrangementsMessages } from '../../../../src/domain/arrangements/messages.ts';

describe('arrangementsMessages', () => {
  it('words every text of the Arrangements screen', () => {
    expect(arrangementsMessages).toEqual({
      title: 'Arrangements',
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
