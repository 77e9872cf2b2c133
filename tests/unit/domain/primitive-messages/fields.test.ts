import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../../../src/domain/primitive-messages/fields.ts';

describe('fieldMessages', () => {
  it('marks a required field', () => {
    expect(fieldMessages.required).toBe('(required)');
  });

  it("names the password toggle by what it will do, as the Sign In screen's toggle says", () => {
    expect(fieldMessages.showPassword).toBe('Show password');
    expect(fieldMessages.hidePassword).toBe('Hide password');
  });
});
