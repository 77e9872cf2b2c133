import { describe, expect, it } from 'vitest';
import {
  FIRST_NAME_MAX_LENGTH,
  LAST_NAME_MAX_LENGTH,
  MIDDLE_NAME_MAX_LENGTH,
  nameChange,
  nameValuesOf,
  validateFirstName,
  validateLastName,
  validateMiddleName,
  validateName,
} from '../../../../src/domain/account-profile/name-rules.ts';
import type { Profile } from '../../../../src/domain/account-profile/types.ts';

const jordan: Profile = {
  memberNumber: '1001',
  accountNumber: '300100200',
  firstName: 'Jordan',
  middleName: null,
  lastName: 'Rivera',
  count: 6,
  phoneTypes: [],
  contactPhones: [],
};

describe('the Name section’s rules (spec 02 §5)', () => {
  it("asks for the first name: 'Please enter first name.'", () => {
    expect(validateFirstName('')).toBe('Please enter first name.');
    expect(validateFirstName('   ')).toBe('Please enter first name.');
    expect(validateFirstName('Jordan')).toBeUndefined();
  });

  it('takes a first name of up to 28 characters, and no more', () => {
    expect(FIRST_NAME_MAX_LENGTH).toBe(28);
    expect(validateFirstName('a'.repeat(28))).toBeUndefined();
    expect(validateFirstName('a'.repeat(29))).toBe('First Name cannot be longer than 28 characters.');
  });

  it('takes no middle name, or one of up to 20 characters', () => {
    expect(MIDDLE_NAME_MAX_LENGTH).toBe(20);
    expect(validateMiddleName('')).toBeUndefined();
    expect(validateMiddleName('b'.repeat(20))).toBeUndefined();
    expect(validateMiddleName('b'.repeat(21))).toBe('Middle Name cannot be longer than 20 characters.');
  });

  it('takes a last name of up to 28 characters, and no more', () => {
    expect(LAST_NAME_MAX_LENGTH).toBe(28);
    expect(validateLastName('')).toBeUndefined();
    expect(validateLastName('c'.repeat(28))).toBeUndefined();
    expect(validateLastName('c'.repeat(29))).toBe('Last Name cannot be longer than 28 characters.');
  });

  it('names each invalid field of the form, and none of a valid one', () => {
    expect(validateName({ firstName: '', middleName: 'b'.repeat(21), lastName: 'Rivera' })).toEqual({
      firstName: 'Please enter first name.',
      middleName: 'Middle Name cannot be longer than 20 characters.',
    });
    expect(validateName({ firstName: 'Jordan', middleName: '', lastName: 'Rivera' })).toEqual({});
  });

  it('fills the form from the saved profile, and sends the fields trimmed', () => {
    expect(nameValuesOf(jordan)).toEqual({ firstName: 'Jordan', middleName: '', lastName: 'Rivera' });
    expect(nameChange({ firstName: ' Jordan ', middleName: ' A ', lastName: 'Rivera  ' })).toEqual({
      firstName: 'Jordan',
      middleName: 'A',
      lastName: 'Rivera',
    });
  });
});
