import { describe, expect, it } from 'vitest';
import { serviceRequestsMessages } from '../../../../src/domain/service-requests/messages.ts';

describe('serviceRequestsMessages', () => {
  it('words every text of the Service Requests screen', () => {
    expect(serviceRequestsMessages).toEqual({
      title: 'Service Requests',
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
