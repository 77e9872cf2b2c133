import { describe, expect, it } from 'vitest';
import {
  addressChange,
  addressValuesOf,
  CITY_BLOCKED_CHARACTERS,
  CITY_MAX_LENGTH,
  formatZip,
  isBlockedCityCharacter,
  isZipCharacter,
  STREET_NAME_MAX_LENGTH,
  STREET_NUMBER_MAX_LENGTH,
  STREET_TYPE_MAX_LENGTH,
  streetLine,
  UNIT_MAX_LENGTH,
  validateAddress,
  validateCity,
  validateState,
  validateStreetName,
  validateStreetNumber,
  validateStreetType,
  validateUnit,
  validateZip,
  withoutBlockedCityCharacters,
  zipCharactersOnly,
} from '../../../../src/domain/account-profile/address-rules.ts';
import type { Profile } from '../../../../src/domain/account-profile/types.ts';

const zipMessage = 'Zip code must be a 5 or 9 digit number(Ex: 98745-4321).';

const profile: Profile = {
  memberNumber: '1001',
  accountNumber: '300100203',
  streetNumber: '75',
  streetName: 'Heron Point',
  streetType: 'Dr',
  unit: 'Unit B',
  city: 'Riverbend',
  state: 'or',
  zip: '974011234',
  count: 6,
  phoneTypes: [],
  contactPhones: [],
};

describe('the Address section’s rules (spec 02 §5)', () => {
  it('street number: required, digits only, at most 20', () => {
    expect(STREET_NUMBER_MAX_LENGTH).toBe(20);
    expect(validateStreetNumber('')).toBe('Please enter street number.');
    expect(validateStreetNumber('  ')).toBe('Please enter street number.');
    expect(validateStreetNumber('12a')).toBe('Street number must contain only digits.');
    expect(validateStreetNumber('12-14')).toBe('Street number must contain only digits.');
    expect(validateStreetNumber('1450')).toBeUndefined();
    expect(validateStreetNumber('1'.repeat(20))).toBeUndefined();
    expect(validateStreetNumber('1'.repeat(21))).toBe('Street Number cannot be longer than 20 characters.');
  });

  it('street name: required, at most 40', () => {
    expect(STREET_NAME_MAX_LENGTH).toBe(40);
    expect(validateStreetName('')).toBe('Please enter street name.');
    expect(validateStreetName('Willow Creek')).toBeUndefined();
    expect(validateStreetName('n'.repeat(40))).toBeUndefined();
    expect(validateStreetName('n'.repeat(41))).toBe('Street Name cannot be longer than 40 characters.');
  });

  it('street type and unit: optional, at most 30 each', () => {
    expect(STREET_TYPE_MAX_LENGTH).toBe(30);
    expect(UNIT_MAX_LENGTH).toBe(30);
    expect(validateStreetType('')).toBeUndefined();
    expect(validateStreetType('t'.repeat(30))).toBeUndefined();
    expect(validateStreetType('t'.repeat(31))).toBe('Street Type cannot be longer than 30 characters.');
    expect(validateUnit('')).toBeUndefined();
    expect(validateUnit('u'.repeat(30))).toBeUndefined();
    expect(validateUnit('u'.repeat(31))).toBe('Unit cannot be longer than 30 characters.');
  });

  it('city: required, at most 50', () => {
    expect(CITY_MAX_LENGTH).toBe(50);
    expect(validateCity('')).toBe('Please enter city.');
    expect(validateCity('Riverbend')).toBeUndefined();
    expect(validateCity('c'.repeat(50))).toBeUndefined();
    expect(validateCity('c'.repeat(51))).toBe('City cannot be longer than 50 characters.');
  });

  it('city: blocks double quote, apostrophe, caret, backtick, pipe and tilde, and nothing else', () => {
    expect(CITY_BLOCKED_CHARACTERS).toEqual(['"', "'", '^', '`', '|', '~']);
    for (const character of CITY_BLOCKED_CHARACTERS) {
      expect(isBlockedCityCharacter(character)).toBe(true);
      expect(validateCity(`Coeur${character}d Alene`)).toBe(
        'City cannot contain these characters: " \' ^ ` | ~',
      );
    }
    for (const character of ['a', '-', '.', ' ', ',', '&'])
      expect(isBlockedCityCharacter(character)).toBe(false);
    expect(validateCity('St. Paul-Mission, East')).toBeUndefined();
    expect(withoutBlockedCityCharacters(`O'Fallon "|^~\``)).toBe('OFallon ');
  });

  it('state: required', () => {
    expect(validateState('')).toBe('Please select state.');
    expect(validateState('OR')).toBeUndefined();
  });

  it('zip: required; 5 digits, or 5+4 with or without the hyphen', () => {
    expect(validateZip('')).toBe('Please enter zip code.');
    for (const zip of ['97401', '98745-4321', '987454321']) expect(validateZip(zip), zip).toBeUndefined();
    for (const zip of ['9740', '974011', '98745-432', '98745 4321', '98745--4321', 'abcde', '98745-43210']) {
      expect(validateZip(zip), zip).toBe(zipMessage);
    }
  });

  it('zip: a group of zeros only is refused', () => {
    for (const zip of ['00000', '00000-4321', '98745-0000', '987450000', '000000000']) {
      expect(validateZip(zip), zip).toBe(zipMessage);
    }
    expect(validateZip('00501')).toBeUndefined();
    expect(validateZip('98745-0001')).toBeUndefined();
  });

  it('zip field: takes digits and the hyphen only', () => {
    expect(isZipCharacter('7')).toBe(true);
    expect(isZipCharacter('-')).toBe(true);
    expect(isZipCharacter('a')).toBe(false);
    expect(isZipCharacter(' ')).toBe(false);
    expect(zipCharactersOnly(' 98745 - 4321x')).toBe('98745-4321');
  });

  it('names each invalid field of the form, and none of a valid one', () => {
    expect(
      validateAddress({
        streetNumber: '',
        streetName: '',
        streetType: '',
        unit: '',
        city: '',
        state: '',
        zip: '',
      }),
    ).toEqual({
      streetNumber: 'Please enter street number.',
      streetName: 'Please enter street name.',
      city: 'Please enter city.',
      state: 'Please select state.',
      zip: 'Please enter zip code.',
    });
    expect(validateAddress(addressValuesOf(profile))).toEqual({});
  });

  it('fills the form from the saved profile: the state in capitals, nine digits of zip as 5+4', () => {
    expect(addressValuesOf(profile)).toEqual({
      streetNumber: '75',
      streetName: 'Heron Point',
      streetType: 'Dr',
      unit: 'Unit B',
      city: 'Riverbend',
      state: 'OR',
      zip: '97401-1234',
    });
  });

  it('sends the fields trimmed and the zip without its hyphen', () => {
    expect(
      addressChange({
        streetNumber: ' 12 ',
        streetName: 'Ferry ',
        streetType: 'St',
        unit: '',
        city: ' Eugene',
        state: 'or',
        zip: '97401-1234',
      }),
    ).toEqual({
      streetNumber: '12',
      streetName: 'Ferry',
      streetType: 'St',
      unit: '',
      city: 'Eugene',
      state: 'OR',
      zip: '974011234',
    });
    expect(addressChange({ ...addressValuesOf(profile), zip: '97401' }).zip).toBe('97401');
  });

  it('shows the zip as 5+4 and the street as one line', () => {
    expect(formatZip('974011234')).toBe('97401-1234');
    expect(formatZip('97401')).toBe('97401');
    expect(streetLine(profile)).toBe('75 Heron Point Dr Unit B');
    expect(streetLine({ ...profile, streetType: null, unit: '' })).toBe('75 Heron Point');
  });
});
