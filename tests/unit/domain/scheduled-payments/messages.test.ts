import { describe, expect, it } from 'vitest';
import { scheduledPaymentsMessages } from '../../../../src/domain/scheduled-payments/messages.ts';

describe('scheduledPaymentsMessages', () => {
  it('words every text of the Scheduled Payments screen', () => {
    expect(scheduledPaymentsMessages).toEqual({
      title: 'Scheduled Payments',
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
