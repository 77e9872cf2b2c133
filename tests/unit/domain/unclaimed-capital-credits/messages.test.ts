import { describe, expect, it } from 'vitest';
import { unclaimedCapitalCreditsMessages as messages } from '../../../../src/domain/unclaimed-capital-credits/messages.ts';

describe('unclaimedCapitalCreditsMessages', () => {
  it('words the spec’s texts (spec 03 §2.9, §5, §8)', () => {
    expect(messages.title).toBe('Unclaimed Capital Credits');
    expect(messages.noResultsLead).toBe('There were no unclaimed capital credits found matching ...');
    expect(messages.cancel).toBe('Cancel');
    expect(messages.submit).toBe('Submit');
    expect(messages.claim).toBe('Claim');
    expect(messages.validation).toMatchObject({
      ssnInvalid: 'SSN must be 4 numeric digits',
      phoneRequired: 'Phone number is required.',
      phoneInvalid: 'Invalid phone format. (Ex: (987) 456-1230)',
      contactPrefRequired: 'Contact preference is required.',
      emailInvalid: 'Invalid e-mail address.',
      emailRequired: 'Email address is required.',
      address1Required: 'Address 1 is required.',
      cityRequired: 'City is required.',
      stateRequired: 'State is required.',
      zipInvalid: 'Zip code must be a 5 or 9 digit number. (Ex: *****-4321)',
    });
  });

  it('words the texts the spec leaves to the portal', () => {
    expect(messages.searchHeading).toBe('Search for unclaimed capital credits');
    expect(messages.searchInstructions).toBe(
      'Search by first name, last name or company name. Enter at least one of them to search.',
    );
    expect([messages.firstName, messages.lastName, messages.companyName, messages.search]).toEqual([
      'First Name',
      'Last Name',
      'Company Name',
      'Search',
    ]);
    expect(messages.columns).toEqual({
      name: 'Name',
      address: 'Address',
      cityState: 'City/State',
      zip: 'Zip',
      claim: 'Claim',
    });
    expect(messages.resultsCaption(1)).toBe('1 unclaimed capital credit found');
    expect(messages.resultsCaption(2)).toBe('2 unclaimed capital credits found');
    expect(messages.claimFor('Eleanor Whitaker', 'Riverbend, OR')).toBe(
      'Claim Eleanor Whitaker, Riverbend, OR',
    );
    expect(messages.claimHeading).toBe('Claim Unclaimed Capital Credits');
    expect(messages.claimInstructions).toBe(
      'Tell us how to reach you. Our member services staff will verify your claim and contact you.',
    );
    expect(messages.claimSent).toBe(
      'Thank you. Your claim was sent to member services, who will contact you.',
    );
    expect(messages.newSearch).toBe('New Search');
    expect(messages.contact).toEqual({
      name: 'Name',
      ssn: 'Last 4 digits of SSN',
      ssnHint: 'Optional. It helps us verify your claim.',
      phone: 'Phone Number',
      email: 'Email Address',
      contactPref: 'Contact Preference',
      address1: 'Address 1',
      address2: 'Address 2',
      city: 'City',
      state: 'State',
      selectState: 'Select a state',
      zip: 'Zip Code',
      comments: 'Comments',
    });
    expect(messages.contactPreferences).toEqual({ Phone: 'Phone', Email: 'Email', Mail: 'Mail' });
    expect(messages.validation.tooLong(60)).toBe('Enter at most 60 characters.');
  });
});
