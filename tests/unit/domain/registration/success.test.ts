import { describe, expect, it } from 'vitest';
import { registrationSuccessMessage } from '../../../../src/domain/registration/success.ts';

describe('registrationSuccessMessage', () => {
  it("shows the server's message as it is when it names the username", () => {
    expect(
      registrationSuccessMessage(
        'Your portal account has been created. Your username is alex.chen.',
        'alex.chen',
      ),
    ).toBe('Your portal account has been created. Your username is alex.chen.');
  });

  it('finds the username whatever its case in the message', () => {
    expect(registrationSuccessMessage('Welcome, Alex.Chen!', 'alex.chen')).toBe('Welcome, Alex.Chen!');
  });

  it('adds the username when the message does not name it', () => {
    expect(registrationSuccessMessage('Your portal account has been created.', 'alex.chen')).toBe(
      'Your portal account has been created. Your username is alex.chen.',
    );
  });

  it('shows the username alone when the server sends no message', () => {
    expect(registrationSuccessMessage('', 'alex.chen')).toBe('Your username is alex.chen.');
    expect(registrationSuccessMessage('   ', 'alex.chen')).toBe('Your username is alex.chen.');
    expect(registrationSuccessMessage(null, 'alex.chen')).toBe('Your username is alex.chen.');
  });
});
