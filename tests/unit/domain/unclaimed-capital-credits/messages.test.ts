import { describe, expect, it } from 'vitest';
import { unclaimedCapitalCreditsMessages } from '../../../../src/domain/unclaimed-capital-credits/messages.ts';

describe('unclaimedCapitalCreditsMessages', () => {
  it('words every text of the Unclaimed Capital Credits screen', () => {
    expect(unclaimedCapitalCreditsMessages).toEqual({
      title: 'Unclaimed Capital Credits',
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
