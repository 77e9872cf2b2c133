import { describe, expect, it } from 'vitest';
import { manageNotificationsMessages as messages } from '../../../../src/domain/manage-notifications/messages.ts';

describe('manageNotificationsMessages', () => {
  it('words the screen’s fixed texts', () => {
    expect(messages.title).toBe('Manage Notifications');
    expect(messages.noAccounts).toBe('There are no accounts available...!');
    expect(messages.intro).toBe(
      'Choose which alerts each of your confirmed contacts receives for this account. Every alert names the account number and service address, and turning one alert off leaves the others as they are.',
    );
    expect(messages.alertNames).toEqual({
      OUTAGE: 'Outage',
      BILL_READY: 'Bill ready',
      PAYMENT_DUE: 'Payment due reminder',
      PAYMENT_RECEIVED: 'Payment received',
      DRAFT_UPCOMING: 'Upcoming draft',
      HIGH_USAGE: 'High usage',
      PROJECTED_BILL: 'Projected bill',
    });
    expect(messages.noContacts).toBe(
      'You have no confirmed contact yet. Add an email address or a mobile number and confirm it with its code to receive alerts.',
    );
  });

  it('words the texts that count or name', () => {
    expect(messages.gridCaption('300100200')).toBe('Alerts for account 300100200');
    expect(messages.contactBox('Outage', '(555) 010-7788')).toBe('Outage to (555) 010-7788');
    expect(messages.alertOnFor(1)).toBe('On for 1 contact');
    expect(messages.alertOnFor(2)).toBe('On for 2 contacts');
    expect(messages.unconfirmedNote(1)).toBe(
      '1 contact is waiting for its code and cannot receive alerts yet.',
    );
    expect(messages.unconfirmedNote(3)).toBe(
      '3 contacts are waiting for their code and cannot receive alerts yet.',
    );
    expect(messages.daysBeforeOption(1)).toBe('1 day');
    expect(messages.daysBeforeOption(10)).toBe('10 days');
    expect(messages.saved('300100200')).toBe('Your alerts for account 300100200 were saved.');
  });
});
