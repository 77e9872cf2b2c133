import { passwordMessages } from '../password/messages.ts';
import { catalogue } from '../language.ts';

/**
 * Every text of registration, worded as spec 01 (§2.9, §5 Registration, §8) says. Texts the spec does not
 * give are marked "not in the spec". Password texts are the portal's password texts (spec 02 §5).
 */
export const registrationMessages = catalogue(
  () =>
    ({
      headers: {
        registration: 'Registration',
        sendVerificationCode: 'Send Verification Code',
        enterVerificationCode: 'Enter Verification Code',
        completeRegistration: 'Complete Registration',
      },
      buttons: {
        next: 'Next',
        send: 'Send',
        verify: 'Verify',
        /** Not in the spec: the submit button of step two. */
        register: 'Register',
        /** Not in the spec: the link to login after success. */
        signIn: 'Sign In',
        /** Not in the spec: returns to the previous part of step one (a wrong account number, a new code). */
        back: 'Back',
      },

      labels: {
        /** Not in the spec. */
        accountNumber: 'Account Number',
        /** Not in the spec. */
        sendOption: 'Where should we send your verification code?',
        /** Not in the spec: a send option for one of the account's email addresses (shown masked). */
        emailOption: (maskedEmail: string): string => `Email to ${maskedEmail}`,
        /** Not in the spec: a send option for one of the account's cell phones (shown masked). */
        textOption: (maskedPhone: string): string => `Text message to ${maskedPhone}`,
        /** Not in the spec. */
        userProvidedIntro:
          'We have no email address or cell phone on file for this account. Enter one where we can send your verification code.',
        /** Not in the spec. */
        userProvidedEmailChoice: 'Email address',
        /** Not in the spec. */
        userProvidedPhoneChoice: 'Cell phone',
        /** Not in the spec. */
        userProvidedEmail: 'Email Address',
        /** Not in the spec. */
        userProvidedPhone: 'Cell Phone Number',
        /** Not in the spec. */
        verificationCode: 'Verification Code',
        /** Not in the spec. */
        memberNumber: 'Member Number',
        /** Not in the spec. */
        username: 'Username',
        /** Not in the spec. */
        email: 'Email Address',
        /** Not in the spec. */
        confirmEmail: 'Confirm Email Address',
        /** Not in the spec. */
        password: 'Password',
        /** Not in the spec. */
        confirmPassword: 'Confirm Password',
        /** Not in the spec. */
        securityQuestion: 'Security Question',
        /** Not in the spec: the empty first choice of the security question. */
        securityQuestionPlaceholder: 'Select a question',
        /** Not in the spec. */
        securityAnswer: 'Security Answer',
        /** Not in the spec: the group of the optional paperless and marketing choices. */
        preferences: 'Communication preferences',
        /** Not in the spec: the e-billing toggle. */
        paperlessBilling: 'Paperless billing (e-billing)',
        /** Not in the spec: the e-communications toggle. */
        paperlessOther: 'Other paperless communications (e-communications)',
        /** Not in the spec. */
        marketingEmails: 'Marketing emails',
        /** Not in the spec: the confirmation text when the site configures none. */
        paperlessConfirmation:
          'I understand that I will receive my bills and notices electronically instead of by mail.',
        passwordStrength: passwordMessages.strength.label,
      },

      /** Not in the spec: shown while the site's registration settings load. */
      loading: 'Loading registration…',

      hints: {
        /** Not in the spec: the code's validity is spec 01 §9's (6 digits, valid 2 hours). */
        codeSent: (destination: string): string =>
          `We sent a 6-digit verification code to ${destination}. The code is valid for 2 hours.`,
        /** Not in the spec: the username rules of spec 01 §5. */
        usernameRules:
          'Use 6 to 60 characters: letters, digits, spaces and _ . @ -, starting and ending with a letter or digit, with no special character twice in a row.',
      },

      errors: {
        /** Not in the spec: Quick Pay's wording for the same field. */
        accountNumberRequired: 'Please enter your account number.',
        accountNumberDigits: 'Account number should contain only digits.',
        /** Not in the spec. */
        accountNumberTooLong: 'Account number cannot be longer than 12 digits.',
        sendOptionRequired: 'Please select an authentication type to receive verification code.',
        /** Not in the spec: a user-provided email address is checked like step two's. */
        userProvidedEmailInvalid: 'Please enter a valid Email Address.',
        /** Not in the spec: worded like the portal's other phone messages. */
        userProvidedPhoneInvalid: 'Please enter a valid phone number. (Ex: (987) 456-1230)',
        /** Not in the spec. */
        codeRequired: 'Please enter the verification code.',
        /** Not in the spec: worded like the account number's message. */
        codeDigits: 'Verification code should contain only digits.',
        /** Not in the spec. */
        codeTooLong: 'Verification code cannot be longer than 6 digits.',
        usernameRequired: 'Please enter a username.',
        usernameCriteria: 'Username entry does not meet criteria.',
        usernameTaken: 'The username has already been registered.',
        emailInvalid: 'Please enter a valid Email Address.',
        confirmEmailMismatch: 'Email and Confirm Email does not match.',
        passwordRequired: passwordMessages.rules.passwordRequired,
        passwordMismatch: passwordMessages.rules.passwordMismatch,
        securityQuestionRequired: 'Please select an option.',
        securityAnswerRequired: 'Please enter an answer.',
        /** Not in the spec. */
        securityAnswerTooLong: 'Security answer cannot be longer than 100 characters.',
        paperlessConfirmationRequired: 'Please check the paperless confirmation checkbox.',
        unableToFetchDetails: 'Unable to fetch details for entered account. Please contact customer support.',
      },

      /** Not in the spec, which says the success message (from the server) shows the username. */
      successUsername: (username: string): string => `Your username is ${username}.`,
    }) as const,
  () => import('./es.ts'),
  'registrationMessages',
);
