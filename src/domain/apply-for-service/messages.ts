import { catalogue } from '../language.ts';
/**
 * Every text of Applying for Service (spec 01 §2.6 names the tile and its two routes only). Everything
 * else the screens say is the portal's own and marked "Not in the spec".
 */
export const applyForServiceMessages = catalogue(
  () =>
    ({
      /** The page title of service-type/application-for-service. */
      title: 'Application For Service',
      /** The page title of service-type/select-service-type (the tile's 'New Service'). */
      selectTitle: 'New Service',
      /** Not in the spec: what screen readers hear while the service types or the page's settings load. */
      loading: 'Loading…',
      /** Not in the spec: the start screen's lead. */
      selectInstructions:
        'Start, stop or move your service online. Choose what you need, then tell us where and when.',
      /** Not in the spec: the application's lead. */
      applicationInstructions:
        'Fill in the form below. We will review your request and email you a confirmation right away.',
      /** Not in the spec: the request kinds. */
      requestType: 'What would you like to do?',
      requestTypes: {
        start: 'Start service',
        stop: 'Stop service',
        move: 'Move service to a new address',
      },
      /** Not in the spec: the account type list. */
      accountType: 'Type of Service',
      selectAccountType: 'Select a type of service',
      continue: 'Continue',
      /** Not in the spec: the application's sections and fields. */
      sections: {
        request: 'Your Request',
        applicant: 'Your Name',
        serviceAddress: {
          start: 'Service Address',
          stop: 'Address Where Service Stops',
          move: 'New Service Address',
        },
        contact: 'How to Reach You',
        identity: 'Verify Your Identity',
      },
      firstName: 'First Name',
      lastName: 'Last Name',
      address1: 'Address 1',
      address2: 'Address 2',
      city: 'City',
      state: 'State',
      selectState: 'Select a state',
      zip: 'Zip Code',
      previousAddress: 'Current Service Address',
      previousAddressHint: 'The address where your service stops when you move.',
      requestedDate: {
        start: 'Requested Start Date',
        stop: 'Requested Stop Date',
        move: 'Requested Move Date',
      },
      requestedDateHint: 'From tomorrow, up to 90 days ahead.',
      phone: 'Phone Number',
      email: 'Email Address',
      emailHint: 'We email your confirmation here.',
      identityMethod: 'How would you like to verify your identity?',
      identityMethods: {
        ssn: 'Last 4 digits of my Social Security number',
        deposit: 'I do not want to give my SSN and understand a deposit may be required',
      },
      ssnLast4: 'Last 4 digits of SSN',
      ssnHint: 'Used only to check your identity for this request. It is never shown again.',
      depositNotice:
        'Without a Social Security number we cannot check your credit history, so a deposit may be required before service begins. Member services will tell you the amount.',
      depositAcknowledged: 'I have read the deposit notice.',
      comments: 'Comments',
      submit: 'Submit Request',
      /** Not in the spec: the confirmation. */
      confirmation: {
        heading: 'Request Received',
        number: 'Confirmation Number',
        lead: 'Thank you. Keep this confirmation number for your records.',
        emailed: (email: string) => `We sent a confirmation to ${email}.`,
        request: 'Request',
        accountType: 'Type of Service',
        serviceAddress: 'Service Address',
        requestedDate: 'Requested Date',
        print: 'Print Confirmation',
        home: 'Back to Home',
      },
      validation: {
        requestTypeRequired: 'Choose what you would like to do.',
        accountTypeRequired: 'Type of service is required.',
        firstNameRequired: 'First name is required.',
        lastNameRequired: 'Last name is required.',
        address1Required: 'Address 1 is required.',
        cityRequired: 'City is required.',
        stateRequired: 'State is required.',
        zipRequired: 'Zip code is required.',
        zipInvalid: 'Zip code must be a 5 or 9 digit number. (Ex: *****-4321)',
        previousAddressRequired: 'Current service address is required.',
        dateRequired: 'Requested date is required.',
        dateTooEarly: 'Choose a date from tomorrow on.',
        dateTooLate: 'Choose a date within the next 90 days.',
        phoneRequired: 'Phone number is required.',
        phoneInvalid: 'Invalid phone format. (Ex: (987) 456-1230)',
        emailRequired: 'Email address is required.',
        emailInvalid: 'Invalid e-mail address.',
        identityRequired: 'Choose how to verify your identity.',
        ssnRequired: 'Last 4 digits of SSN are required.',
        ssnInvalid: 'SSN must be 4 numeric digits',
        depositRequired: 'Please confirm you have read the deposit notice.',
        tooLong: (max: number) => `Enter at most ${max} characters.`,
      },
    }) as const,
  () => import('./es.ts'),
  'applyForServiceMessages',
);
