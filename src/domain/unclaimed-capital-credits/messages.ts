import { catalogue } from '../language.ts';
/**
 * Every text of the Unclaimed Capital Credits screen (spec 03 §2.9, §4, §5, §8). Texts the spec does not
 * give are marked "Not in the spec" so a reviewer can tell them apart.
 */
export const unclaimedCapitalCreditsMessages = catalogue(
  () =>
    ({
      /** The page title of its portal route. */
      title: 'Unclaimed Capital Credits',
      /** Not in the spec: what the search asks of the visitor. */
      searchInstructions:
        'Search by first name, last name or company name. Enter at least one of them to search.',
      /** Not in the spec: the search form's name. */
      searchHeading: 'Search for unclaimed capital credits',
      firstName: 'First Name',
      lastName: 'Last Name',
      companyName: 'Company Name',
      search: 'Search',
      /** Not in the spec: what screen readers hear while the search or the page's settings load. */
      loading: 'Loading…',
      /** Not in the spec: the results table's caption, with how many were found. */
      resultsCaption: (count: number) =>
        count === 1 ? '1 unclaimed capital credit found' : `${count} unclaimed capital credits found`,
      columns: {
        name: 'Name',
        address: 'Address',
        cityState: 'City/State',
        zip: 'Zip',
        /** Not in the spec: the header of the Claim buttons' column, read by assistive technology only. */
        claim: 'Claim',
      },
      claim: 'Claim',
      /** Not in the spec: the Claim button's accessible name, naming the row. */
      claimFor: (name: string, city: string) => `Claim ${name}, ${city}`,
      /** Spec 03 §8: the names searched for follow the ellipsis. */
      noResultsLead: 'There were no unclaimed capital credits found matching ...',
      /** Not in the spec: the contact form's heading and what it asks. */
      claimHeading: 'Claim Unclaimed Capital Credits',
      claimInstructions:
        'Tell us how to reach you. Our member services staff will verify your claim and contact you.',
      /** Not in the spec: the line naming the claimed record above the form. */
      claiming: 'Claiming',
      contact: {
        name: 'Name',
        ssn: 'Last 4 digits of SSN',
        /** Not in the spec. */
        ssnHint: 'Optional. It helps us verify your claim.',
        phone: 'Phone Number',
        email: 'Email Address',
        contactPref: 'Contact Preference',
        address1: 'Address 1',
        address2: 'Address 2',
        city: 'City',
        state: 'State',
        /** Not in the spec: the empty choice of the State list. */
        selectState: 'Select a state',
        zip: 'Zip Code',
        comments: 'Comments',
      },
      /** Not in the spec: the contact preferences offered. */
      contactPreferences: { Phone: 'Phone', Email: 'Email', Mail: 'Mail' },
      cancel: 'Cancel',
      submit: 'Submit',
      /** Not in the spec: shown after the claim was sent when the back office says nothing more. */
      claimSent: 'Thank you. Your claim was sent to member services, who will contact you.',
      /** Not in the spec: starts over after a claim was sent. */
      newSearch: 'New Search',
      validation: {
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
        /** Not in the spec: the form's length limits, said when pasted text is longer. */
        tooLong: (max: number) => `Enter at most ${max} characters.`,
      },
    }) as const,
  () => import('./es.ts'),
  'unclaimedCapitalCreditsMessages',
);
