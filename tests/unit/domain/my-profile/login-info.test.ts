import { describe, expect, it } from 'vitest';
import {
  isWellFormedUsername,
  shouldCheckUsernameAvailability,
  usernameAvailabilityMessage,
  validateLoginInfo,
  validateOptionalPassword,
  validateProfileEmail,
  validateProfileUsername,
  validateSecurityAnswer,
  validateSecurityQuestion,
} from '../../../../src/domain/my-profile/login-info.ts';

const criteria =
  'Password entry does not meet criteria. It must be 8 to 50 characters long, without spaces, and contain at least 1 lowercase letter, 1 uppercase letter, 1 digit and 1 special character from !@#$%^&*.';

describe('the email rule', () => {
  it('requires an email', () => {
    expect(validateProfileEmail('')).toBe('Please enter email.');
    expect(validateProfileEmail('   ')).toBe('Please enter email.');
  });

  it('requires a valid address of at most 60 characters', () => {
    expect(validateProfileEmail('jordan.rivera')).toBe('Please enter a valid email address.');
    expect(validateProfileEmail('jordan@example')).toBe('Please enter a valid email address.');
    expect(validateProfileEmail(`${'a'.repeat(49)}@example.com`)).toBe('Please enter a valid email address.');
    expect(validateProfileEmail(`${'a'.repeat(48)}@example.com`)).toBeUndefined();
    expect(validateProfileEmail('jordan.rivera@example.com')).toBeUndefined();
  });
});

describe('the username rules', () => {
  it('requires a username', () => {
    expect(validateProfileUsername('')).toBe('Please enter username.');
  });

  it('takes 6 to 60 letters, digits, space and . _ @ -', () => {
    expect(validateProfileUsername('abcde')).toBe('Username entry does not meet criteria.');
    expect(validateProfileUsername('abcdef')).toBeUndefined();
    expect(validateProfileUsername('a'.repeat(60))).toBeUndefined();
    expect(validateProfileUsername('a'.repeat(61))).toBe('Username entry does not meet criteria.');
    expect(validateProfileUsername('jordan#rivera')).toBe('Username entry does not meet criteria.');
    expect(validateProfileUsername('jo rd_an.r@iv-era')).toBeUndefined();
  });

  it('starts and ends with a letter or digit', () => {
    expect(isWellFormedUsername('.jordan')).toBe(false);
    expect(isWellFormedUsername('jordan-')).toBe(false);
    expect(isWellFormedUsername('1jordan9')).toBe(true);
  });

  it('refuses the same special character twice in a row, but not two different ones', () => {
    expect(isWellFormedUsername('jordan..rivera')).toBe(false);
    expect(isWellFormedUsername('jordan  rivera')).toBe(false);
    expect(isWellFormedUsername('jordan.-rivera')).toBe(true);
  });

  it('checks availability only when the username changed and is well formed', () => {
    expect(shouldCheckUsernameAvailability('jordan.rivera', 'jordan.rivera')).toBe(false);
    expect(shouldCheckUsernameAvailability('Jordan.Rivera', 'jordan.rivera')).toBe(false);
    expect(shouldCheckUsernameAvailability('jordan..r', 'jordan.rivera')).toBe(false);
    expect(shouldCheckUsernameAvailability('jordan.r', 'jordan.rivera')).toBe(true);
  });

  it('says a taken username has already been registered', () => {
    expect(usernameAvailabilityMessage(false)).toBe('The username has already been registered.');
    expect(usernameAvailabilityMessage(true)).toBeUndefined();
  });
});

describe('the security question and answer', () => {
  it('requires a question', () => {
    expect(validateSecurityQuestion('')).toBe('Please select an option.');
    expect(validateSecurityQuestion('2')).toBeUndefined();
  });

  it('requires an answer of at most 100 characters', () => {
    expect(validateSecurityAnswer(' ')).toBe('Please enter security answer.');
    expect(validateSecurityAnswer('a'.repeat(101))).toBe('The security answer is at most 100 characters.');
    expect(validateSecurityAnswer('a'.repeat(100))).toBeUndefined();
  });
});

describe('the optional new password', () => {
  it('asks nothing when both fields are empty', () => {
    expect(validateOptionalPassword('', '')).toEqual({});
  });

  it('requires both once either is filled', () => {
    expect(validateOptionalPassword('Moonrise#2027', '')).toEqual({
      confirmPassword: 'Please enter a confirm password.',
    });
    expect(validateOptionalPassword('', 'Moonrise#2027')).toEqual({ password: 'Please enter a password.' });
  });

  it('requires the rules and a matching confirmation', () => {
    expect(validateOptionalPassword('moonrise', 'moonrise')).toEqual({ password: criteria });
    expect(validateOptionalPassword('Moonrise#2027', 'Moonrise#2028')).toEqual({
      confirmPassword: 'Password and Confirm Password does not match.',
    });
    expect(validateOptionalPassword('Moonrise#2027', 'Moonrise#2027')).toEqual({});
  });
});

describe('validateLoginInfo', () => {
  const valid = {
    userName: 'jordan.rivera@example.com',
    loginId: 'jordan.rivera',
    securityQuestionId: '1',
    securityQuestionAnswer: 'Biscuit',
    password: '',
    confirmPassword: '',
  };

  it('passes valid values', () => {
    expect(validateLoginInfo(valid)).toEqual({});
  });

  it('gives every field’s message', () => {
    expect(
      validateLoginInfo({
        userName: '',
        loginId: '',
        securityQuestionId: '',
        securityQuestionAnswer: '',
        password: 'x',
        confirmPassword: '',
      }),
    ).toEqual({
      userName: 'Please enter email.',
      loginId: 'Please enter username.',
      securityQuestionId: 'Please select an option.',
      securityQuestionAnswer: 'Please enter security answer.',
      password: criteria,
      confirmPassword: 'Please enter a confirm password.',
    });
  });

  it('keeps refusing the username the availability check found taken, until it changes', () => {
    expect(validateLoginInfo({ ...valid, loginId: 'pat.delgado' }, 'pat.delgado')).toEqual({
      loginId: 'The username has already been registered.',
    });
    expect(validateLoginInfo({ ...valid, loginId: 'pat.delgado2' }, 'pat.delgado')).toEqual({});
  });
});
