import { describe, expect, it } from 'vitest';
import { manageContactsMessages } from '../../../../src/domain/manage-contacts/messages.ts';

describe('manageContactsMessages', () => {
  it('words every text of the Manage Contacts screen', () => {
    expect(manageContactsMessages).toEqual({
      title: 'Manage Contacts',
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
