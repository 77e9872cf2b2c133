import { describe, expect, it } from 'vitest';
import { outageMessages } from '../../../../src/domain/outage/messages.ts';

describe('outageMessages', () => {
  it('names the tabs as spec 03 §2.1 does', () => {
    expect(outageMessages.tabs).toEqual({
      label: 'Outage information',
      status: 'Status',
      report: 'Report an Outage',
      map: 'Map',
      history: 'Outage History',
    });
  });

  it('quotes the report form’s validation messages of spec 03 §5 word for word', () => {
    expect(outageMessages.validation).toEqual({
      problemRequired: 'You must select an issue',
      phoneRequired: 'You must enter a phone number',
      phoneInvalid: 'Invalid phone format.(Ex: (987) 456-1230)',
    });
  });

  it('words the outage message as the account overview’s notice of spec 02 §2.1, and the no-outage message', () => {
    expect(outageMessages.status.active).toBe(
      'There is an active outage interrupting the service in your area. The estimated restoration time ',
    );
    expect(outageMessages.status.restorationTime('07/04/2026 15:30')).toBe('is 07/04/2026 15:30.');
    expect(outageMessages.status.restorationTimeUnknown).toBe('is not yet known.');
    expect(outageMessages.status.none).toBe('There is no outage affecting your service at this time.');
    expect(outageMessages.status.loading).toBe('Loading the outage status…');
  });

  it('words the title, the account lines, the report form, the map and the history', () => {
    expect(outageMessages.title).toBe('Outage');
    expect(outageMessages.loading).toBe('Loading…');
    expect(outageMessages.account).toEqual({
      accountNumber: 'Account Number',
      serviceAddress: 'Service Address',
    });
    expect(outageMessages.report).toEqual({
      loading: 'Loading the outage report form…',
      problem: 'Problem',
      problemPlaceholder: 'Select an issue',
      callBack: 'Please call me back about this outage',
      phone: 'Call-back Phone Number',
      otherPhone: 'Another number',
      phoneNumber: 'Phone Number',
      phoneHint: 'Example: (987) 456-1230',
      comment: 'Comment (optional)',
      submit: 'Submit',
      incomplete: 'Choose the problem, and a phone number if you ask for a call back, to submit your report.',
    });
    expect(outageMessages.map).toEqual({
      text: 'The outage map shows where outages are and when power is expected to be back on.',
      link: 'Open the outage map',
      opensInNewWindow: 'Opens in a new window',
    });
    expect(outageMessages.history).toEqual({
      caption: 'Outage History',
      loading: 'Loading the outage history…',
      empty: 'There are no outages recorded for this location.',
      columns: {
        accountNumber: 'Account Number',
        timeOfInterruption: 'Time of Interruption',
        timeOfRestored: 'Time Restored',
        description: 'Description',
      },
    });
  });
});
