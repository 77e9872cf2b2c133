import { describe, expect, it } from 'vitest';
import { manageNotificationsMessages } from '../../../../src/domain/manage-notifications/messages.ts';

describe('manageNotificationsMessages', () => {
  it('words every text of the Manage Notifications screen', () => {
    expect(manageNotificationsMessages).toEqual({
      title: 'Manage Notifications',
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
