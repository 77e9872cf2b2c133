import { describe, expect, it } from 'vitest';
import { applyForServiceMessages } from '../../../../src/domain/apply-for-service/messages.ts';

describe('applyForServiceMessages', () => {
  it('words every text of the Application For Service screen', () => {
    expect(applyForServiceMessages).toEqual({
      title: 'Application For Service',
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
