import { describe, expect, it } from 'vitest';
import { memberInfoDocsMessages } from '../../../../src/domain/member-info-docs/messages.ts';

describe('memberInfoDocsMessages', () => {
  it('words every text of the Member Information Documents screen', () => {
    expect(memberInfoDocsMessages).toEqual({
      title: 'Member Information Documents',
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
