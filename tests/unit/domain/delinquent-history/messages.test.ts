import { describe, expect, it } from 'vitest';
import { delinquentHistoryMessages } from '../../../../src/domain/delinquent-history/messages.ts';

describe('delinquentHistoryMessages', () => {
  it('words every text of the Delinquent History screen', () => {
    expect(delinquentHistoryMessages).toEqual({
      title: 'Delinquent History',
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
