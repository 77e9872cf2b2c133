import { describe, expect, it } from 'vitest';
import { depositsMessages } from '../../../../src/domain/deposits/messages.ts';

describe('depositsMessages', () => {
  it('words every text of the Deposits screen', () => {
    expect(depositsMessages).toEqual({
      title: 'Deposits',
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
