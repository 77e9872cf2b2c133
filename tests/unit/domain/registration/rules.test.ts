import { describe, expect, it } from 'vitest';
import {
  type AuthenticationOptions,
  contactStep,
  passwordStrength,
  REGISTRATION_ACCOUNT_NUMBER_MAX_LENGTH,
  type RegistrationForm,
  SECURITY_ANSWER_MAX_LENGTH,
  sendOptionChoices,
  shouldCheckUsernameAvailability,
  usernameAvailabilityMessage,
  validateAccountNumber,
  validateConfirmEmail,
  validatePaperlessConfirmation,
  validateRegistrationEmail,
  validateRegistrationForm,
  validateRegistrationUsername,
  validateSecurityAnswer,
  validateSecurityQuestion,
  validateSendOption,
  validateUserProvidedContact,
  validateVerificationCode,
} from '../../../../src/domain/registration/rules.ts';

// Alex Chen's account 300700800 (demo-data.md): a masked email and a cell phone.
const alexChen: AuthenticationOptions = {
  memberNumber: '1007',
  isSmsEnabled: true,
  emails: [{ id: 'email-1', value: 'a.c***@example.com' }],
  cellPhones: [{ id: 'cell-1', value: '(***) ***-4477' }],
};

const noContact: AuthenticationOptions = {
  memberNumber: '1008',
  isSmsEnabled: true,
  emails: [],
  cellPhones: [],
};

describe('validateAccountNumber (step 1)', () => {
  it('asks for the account number when it is empty', () => {
    expect(validateAccountNumber('')).toBe('Please enter your account number.');
    expect(validateAccountNumber('  ')).toBe('Please enter your account number.');
  });

  it("refuses anything but digits: 'Account number should contain only digits.'", () => {
    for (const value of ['30070080a', '300-700-800', ' 300700800', '300700800 ', '3007.0']) {
      expect(validateAccountNumber(value)).toBe('Account number should contain only digits.');
    }
  });

  it('accepts the demo account and up to 12 digits, and refuses 13', () => {
    expect(REGISTRATION_ACCOUNT_NUMBER_MAX_LENGTH).toBe(12);
    expect(validateAccountNumber('300700800')).toBeUndefined();
    expect(validateAccountNumber('123456789012')).toBeUndefined();
    expect(validateAccountNumber('1234567890123')).toBe('Account number cannot be longer than 12 digits.');
  });
});

describe('sendOptionChoices and contactStep (step 1)', () => {
  it('offers every email and, with text messages enabled, every cell phone', () => {
    expect(sendOptionChoices(alexChen)).toEqual([
      {
        kind: 'email',
        id: 'email-1',
        destination: 'a.c***@example.com',
        label: 'Email to a.c***@example.com',
      },
      { kind: 'sms', id: 'cell-1', destination: '(***) ***-4477', label: 'Text message to (***) ***-4477' },
    ]);
  });

  it('offers no cell phone when text messages are disabled', () => {
    expect(sendOptionChoices({ ...alexChen, isSmsEnabled: false }).map((choice) => choice.kind)).toEqual([
      'email',
    ]);
  });

  it('lets the member choose where the code goes when the account has a contact', () => {
    expect(contactStep(alexChen, false)).toEqual({ kind: 'choose', choices: sendOptionChoices(alexChen) });
  });

  it('asks for a contact when the account has none and the site allows a user-provided one', () => {
    expect(contactStep(noContact, true)).toEqual({ kind: 'user-provided' });
  });

  it("says 'Unable to fetch details for entered account. Please contact customer support.' when it does not", () => {
    expect(contactStep(noContact, false)).toEqual({
      kind: 'unavailable',
      message: 'Unable to fetch details for entered account. Please contact customer support.',
    });
  });

  it('counts an account whose only contact is a cell phone, with texts disabled, as having no contact', () => {
    const cellOnly = { ...alexChen, emails: [], isSmsEnabled: false };
    expect(contactStep(cellOnly, false).kind).toBe('unavailable');
    expect(contactStep(cellOnly, true).kind).toBe('user-provided');
  });
});

describe('validateSendOption (step 1)', () => {
  it("needs a choice: 'Please select an authentication type to receive verification code.'", () => {
    for (const selected of [null, undefined, '', ' ']) {
      expect(validateSendOption(selected)).toBe(
        'Please select an authentication type to receive verification code.',
      );
    }
    expect(validateSendOption('email-1')).toBeUndefined();
  });
});

describe('validateUserProvidedContact (step 1)', () => {
  it('accepts a valid email of up to 60 characters, in any case', () => {
    expect(validateUserProvidedContact('email', 'a.chen@example.com')).toBeUndefined();
    expect(validateUserProvidedContact('email', 'A.Chen@Example.com')).toBeUndefined();
    const domain = '@example.com';
    expect(
      validateUserProvidedContact('email', `${'a'.repeat(60 - domain.length)}${domain}`),
    ).toBeUndefined();
  });

  it('refuses an invalid email or one over 60 characters', () => {
    const domain = '@example.com';
    for (const email of [
      '',
      'a.chen',
      'a.chen@example',
      'a chen@example.com',
      `${'a'.repeat(61 - domain.length)}${domain}`,
    ]) {
      expect(validateUserProvidedContact('email', email)).toBe('Please enter a valid Email Address.');
    }
  });

  it('accepts a phone written (ddd) ddd-dddd', () => {
    expect(validateUserProvidedContact('phone', '(555) 010-4477')).toBeUndefined();
  });

  it('refuses a phone written any other way', () => {
    for (const phone of [
      '',
      '5550104477',
      '555-010-4477',
      '(555)010-4477',
      '(555) 010-44770',
      '(555) 010-447a',
      ' (555) 010-4477',
    ]) {
      expect(validateUserProvidedContact('phone', phone)).toBe(
        'Please enter a valid phone number. (Ex: (987) 456-1230)',
      );
    }
  });
});

describe('validateVerificationCode (step 1)', () => {
  it('asks for the code when it is empty', () => {
    expect(validateVerificationCode('')).toBe('Please enter the verification code.');
    expect(validateVerificationCode('  ')).toBe('Please enter the verification code.');
  });

  it('refuses anything but digits', () => {
    for (const code of ['12345a', '123 456', '12-345']) {
      expect(validateVerificationCode(code)).toBe('Verification code should contain only digits.');
    }
  });

  it('accepts up to 6 digits and refuses 7', () => {
    expect(validateVerificationCode('123456')).toBeUndefined();
    expect(validateVerificationCode('12345')).toBeUndefined();
    expect(validateVerificationCode('1234567')).toBe('Verification code cannot be longer than 6 digits.');
  });
});

describe('validateRegistrationUsername (step 2)', () => {
  it("asks for a username when it is empty: 'Please enter a username.'", () => {
    expect(validateRegistrationUsername('')).toBe('Please enter a username.');
    expect(validateRegistrationUsername('   ')).toBe('Please enter a username.');
  });

  it('accepts 6 to 60 characters and refuses 5 or 61', () => {
    expect(validateRegistrationUsername('abcdef')).toBeUndefined();
    expect(validateRegistrationUsername('a'.repeat(60))).toBeUndefined();
    expect(validateRegistrationUsername('abcde')).toBe('Username entry does not meet criteria.');
    expect(validateRegistrationUsername('a'.repeat(61))).toBe('Username entry does not meet criteria.');
  });

  it('accepts letters, digits, space, underscore, period, at sign and hyphen inside', () => {
    for (const username of [
      'alex.chen',
      'alex_chen',
      'alex-chen',
      'alex chen',
      'a.chen@example.com',
      'AlexChen2026',
      '2026alex',
    ]) {
      expect(validateRegistrationUsername(username)).toBeUndefined();
    }
  });

  it('refuses any other character', () => {
    for (const username of ['alex#chen', 'alex+chen', 'alex/chen', 'alëx.chen', 'alex\tchen']) {
      expect(validateRegistrationUsername(username)).toBe('Username entry does not meet criteria.');
    }
  });

  it('refuses a username that starts or ends with anything but a letter or digit', () => {
    for (const username of [
      '.alexchen',
      'alexchen.',
      '_alexchen',
      'alexchen-',
      '@alexchen',
      ' alexchen',
      'alexchen ',
    ]) {
      expect(validateRegistrationUsername(username)).toBe('Username entry does not meet criteria.');
    }
  });

  it('refuses two identical special characters in a row, space included, but allows two different ones', () => {
    for (const username of ['alex..chen', 'alex__chen', 'alex--chen', 'alex@@chen', 'alex  chen']) {
      expect(validateRegistrationUsername(username)).toBe('Username entry does not meet criteria.');
    }
    expect(validateRegistrationUsername('alex._chen')).toBeUndefined();
    expect(validateRegistrationUsername('alex.chen.2026')).toBeUndefined();
  });
});

describe('username availability (step 2)', () => {
  it('checks availability only for a username that meets the rules', () => {
    expect(shouldCheckUsernameAvailability('alex.chen')).toBe(true);
    expect(shouldCheckUsernameAvailability('alex..chen')).toBe(false);
    expect(shouldCheckUsernameAvailability('')).toBe(false);
  });

  it("says 'The username has already been registered.' for a taken username", () => {
    expect(usernameAvailabilityMessage(false)).toBe('The username has already been registered.');
    expect(usernameAvailabilityMessage(true)).toBeUndefined();
  });
});

describe('validateRegistrationEmail (step 2)', () => {
  it('accepts a lowercase address of up to 60 characters', () => {
    expect(validateRegistrationEmail('a.chen@example.com')).toBeUndefined();
    expect(validateRegistrationEmail('alex+portal@mail.riverbend-electric.example')).toBeUndefined();
    const domain = '@example.com';
    expect(validateRegistrationEmail(`${'a'.repeat(60 - domain.length)}${domain}`)).toBeUndefined();
  });

  it("answers 'Please enter a valid Email Address.' for an empty, invalid, uppercase or too long address", () => {
    const domain = '@example.com';
    for (const email of [
      '',
      'a.chen',
      'a.chen@example',
      'a..chen@example.com',
      '.achen@example.com',
      'a.chen@-example.com',
      'A.Chen@example.com',
      'a.chen@Example.com',
      ' a.chen@example.com',
      `${'a'.repeat(61 - domain.length)}${domain}`,
    ]) {
      expect(validateRegistrationEmail(email)).toBe('Please enter a valid Email Address.');
    }
  });
});

describe('validateConfirmEmail (step 2)', () => {
  it("needs the confirmation to equal the email when the site asks for it: 'Email and Confirm Email does not match.'", () => {
    expect(validateConfirmEmail('a.chen@example.com', 'a.chen@example.com', true)).toBeUndefined();
    expect(validateConfirmEmail('a.chen@example.com', 'a.chen@example.org', true)).toBe(
      'Email and Confirm Email does not match.',
    );
    expect(validateConfirmEmail('a.chen@example.com', '', true)).toBe(
      'Email and Confirm Email does not match.',
    );
  });

  it('ignores the confirmation when the site does not ask for it', () => {
    expect(validateConfirmEmail('a.chen@example.com', 'something else', false)).toBeUndefined();
  });
});

describe('security question and answer (step 2)', () => {
  it("needs a question: 'Please select an option.'", () => {
    for (const question of [null, undefined, '', ' ']) {
      expect(validateSecurityQuestion(question)).toBe('Please select an option.');
    }
    expect(validateSecurityQuestion('3')).toBeUndefined();
    expect(validateSecurityQuestion(0)).toBeUndefined();
  });

  it("needs an answer: 'Please enter an answer.'", () => {
    expect(validateSecurityAnswer('')).toBe('Please enter an answer.');
    expect(validateSecurityAnswer('   ')).toBe('Please enter an answer.');
  });

  it('accepts an answer of up to 100 characters and refuses 101', () => {
    expect(SECURITY_ANSWER_MAX_LENGTH).toBe(100);
    expect(validateSecurityAnswer('a'.repeat(100))).toBeUndefined();
    expect(validateSecurityAnswer('a'.repeat(101))).toBe(
      'Security answer cannot be longer than 100 characters.',
    );
  });
});

describe('validatePaperlessConfirmation (step 2)', () => {
  it("needs the confirmation when either paperless option is on: 'Please check the paperless confirmation checkbox.'", () => {
    const message = 'Please check the paperless confirmation checkbox.';
    expect(
      validatePaperlessConfirmation({
        hasOptedForPaperlessBilling: true,
        hasOptedForPaperlessOther: false,
        paperlessConfirmed: false,
      }),
    ).toBe(message);
    expect(
      validatePaperlessConfirmation({
        hasOptedForPaperlessBilling: false,
        hasOptedForPaperlessOther: true,
        paperlessConfirmed: false,
      }),
    ).toBe(message);
    expect(
      validatePaperlessConfirmation({
        hasOptedForPaperlessBilling: true,
        hasOptedForPaperlessOther: true,
        paperlessConfirmed: true,
      }),
    ).toBeUndefined();
  });

  it('does not need it when both paperless options are off', () => {
    expect(
      validatePaperlessConfirmation({
        hasOptedForPaperlessBilling: false,
        hasOptedForPaperlessOther: false,
        paperlessConfirmed: false,
      }),
    ).toBeUndefined();
  });
});

describe('validateRegistrationForm (step 2)', () => {
  const alexForm: RegistrationForm = {
    loginId: 'alex.chen',
    email: 'a.chen@example.com',
    cnfemail: 'a.chen@example.com',
    password: 'Riverside#2026',
    cnfpassword: 'Riverside#2026',
    secQuestion: '2',
    secAnswer: 'Riverbend',
    hasOptedForPaperlessBilling: true,
    hasOptedForPaperlessOther: false,
    paperlessConfirmed: true,
  };

  it("accepts Alex Chen's registration", () => {
    expect(validateRegistrationForm(alexForm, { confirmEmailRequired: true })).toEqual({});
  });

  it('lists every field message of an empty form, named as the register-member request names the fields', () => {
    const empty: RegistrationForm = {
      loginId: '',
      email: '',
      cnfemail: 'x',
      password: '',
      cnfpassword: '',
      secQuestion: null,
      secAnswer: '',
      hasOptedForPaperlessBilling: false,
      hasOptedForPaperlessOther: true,
      paperlessConfirmed: false,
    };
    expect(validateRegistrationForm(empty, { confirmEmailRequired: true })).toEqual({
      loginId: 'Please enter a username.',
      email: 'Please enter a valid Email Address.',
      cnfemail: 'Email and Confirm Email does not match.',
      password: 'Please enter a password.',
      cnfpassword: 'Please enter a confirm password.',
      secQuestion: 'Please select an option.',
      secAnswer: 'Please enter an answer.',
      paperlessConfirmed: 'Please check the paperless confirmation checkbox.',
    });
  });

  it('uses the password rules and messages of every new password', () => {
    expect(
      validateRegistrationForm(
        { ...alexForm, password: 'riverside', cnfpassword: 'Riverside' },
        { confirmEmailRequired: false },
      ),
    ).toEqual({
      password:
        'Password entry does not meet criteria. It must be 8 to 50 characters long, without spaces, and contain at least 1 lowercase letter, 1 uppercase letter, 1 digit and 1 special character from !@#$%^&*.',
      cnfpassword: 'Password and Confirm Password does not match.',
    });
  });

  it('skips the confirm email when the site does not ask for it', () => {
    expect(validateRegistrationForm({ ...alexForm, cnfemail: '' }, { confirmEmailRequired: false })).toEqual(
      {},
    );
    expect(validateRegistrationForm({ ...alexForm, cnfemail: '' }, { confirmEmailRequired: true })).toEqual({
      cnfemail: 'Email and Confirm Email does not match.',
    });
  });
});

describe('passwordStrength for the registration strength meter', () => {
  it('rates the password as the meter shows it', () => {
    expect(passwordStrength('Riverside#2026')).toEqual({ score: 4, label: 'Strong', meetsRules: true });
    expect(passwordStrength('river')).toEqual({ score: 0, label: 'Too weak', meetsRules: false });
  });
});
