import { describe, expect, it } from 'vitest';
import { myProfileMessages } from '../../../../src/domain/my-profile/messages.ts';

describe('myProfileMessages', () => {
  it('words every text of the My Profile screen', () => {
    expect(myProfileMessages).toEqual({
      title: 'My Profile',
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
