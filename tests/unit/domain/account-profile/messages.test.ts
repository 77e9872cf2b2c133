import { describe, expect, it } from 'vitest';
import { accountProfileMessages as messages } from '../../../../src/domain/account-profile/messages.ts';

describe('accountProfileMessages', () => {
  it('quotes spec 02 §5 word for word: the first name, the zip and the phone format', () => {
    expect(messages.errors.firstNameRequired).toBe('Please enter first name.');
    expect(messages.errors.zipInvalid).toBe('Zip code must be a 5 or 9 digit number(Ex: 98745-4321).');
    expect(messages.errors.phoneInvalid).toBe('Invalid phone format.(Ex: (987) 456-1230)');
  });

  it('quotes spec 02 §2.2: Update All, Update This Account, and the Confirm dialog', () => {
    expect(messages.whichAccounts.updateAll).toBe('Update All');
    expect(messages.whichAccounts.updateThisAccount).toBe('Update This Account');
    expect(messages.manageNotifications.title).toBe('Confirm');
    expect(messages.title).toBe('Account Profile');
    expect(messages.sections).toEqual({ name: 'Name', address: 'Address', phones: 'Phones' });
    expect(messages.noAccounts).toBe('There are no accounts available...!');
  });

  it('words the texts the spec does not give', () => {
    expect(messages.loading).toBe('Loading your profile…');
    expect(messages.actions).toEqual({ edit: 'Edit', cancel: 'Cancel', save: 'Save', remove: 'Remove' });
    expect(messages.sectionLocked).toBe(
      'This section cannot be changed online. Please contact the cooperative to change it.',
    );
    expect(messages.labels.spouse).toBe('Spouse');
    expect(messages.labels.phoneSlot(2)).toBe('Phone 2');
    expect(messages.extensionShown('(555) 010-4821', '12')).toBe('(555) 010-4821 ext. 12');
    expect(messages.noPhones).toBe('No phone numbers on file.');
    expect(messages.notGiven).toBe('Not given');
    expect(messages.errors.tooLong('First Name', 28)).toBe('First Name cannot be longer than 28 characters.');
    expect(messages.errors.streetNumberRequired).toBe('Please enter street number.');
    expect(messages.errors.streetNumberDigits).toBe('Street number must contain only digits.');
    expect(messages.errors.streetNameRequired).toBe('Please enter street name.');
    expect(messages.errors.cityRequired).toBe('Please enter city.');
    expect(messages.errors.cityBlockedCharacters).toBe('City cannot contain these characters: " \' ^ ` | ~');
    expect(messages.errors.stateRequired).toBe('Please select state.');
    expect(messages.errors.zipRequired).toBe('Please enter zip code.');
    expect(messages.errors.phoneTypeRequired).toBe('Please select a phone type.');
    expect(messages.errors.phoneNumberRequired).toBe('Please enter a phone number.');
    expect(messages.errors.phoneTypeNeeded).toBe(
      'Please select a phone type and enter at least one phone number.',
    );
    expect(messages.whichAccounts.title).toBe('Update Accounts');
    expect(messages.whichAccounts.message('300100200')).toBe(
      'You have more than one account. Make this change on all of your accounts, or only on account 300100200?',
    );
    expect(messages.notices).toEqual({
      updatedFallback: 'Your account information has been updated.',
      reviewPendingFallback: 'Your changes have been received and are waiting for review by the cooperative.',
    });
    expect(messages.manageNotifications).toEqual({
      title: 'Confirm',
      message:
        'Your phone numbers have changed. Would you like to review which numbers get your notifications?',
      confirm: 'Manage Notifications',
      cancel: 'Not Now',
    });
  });
});
