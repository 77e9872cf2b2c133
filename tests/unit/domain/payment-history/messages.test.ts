import { describe, expect, it } from 'vitest';
import { paymentHistoryMessages } from '../../../../src/domain/payment-history/messages.ts';

describe('paymentHistoryMessages', () => {
  it('words every text of the Account History screen', () => {
    expect(paymentHistoryMessages).toEqual({
      title: 'Account History',
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
