import { accountProfileMessages } from './messages.ts';
import type { AddressChange, Profile } from './types.ts';

const { errors, labels } = accountProfileMessages;

/** Spec 02 §5: street number at most 20, street name 40, street type 30, unit 30, city 50. */
export const STREET_NUMBER_MAX_LENGTH = 20;
export const STREET_NAME_MAX_LENGTH = 40;
export const STREET_TYPE_MAX_LENGTH = 30;
export const UNIT_MAX_LENGTH = 30;
export const CITY_MAX_LENGTH = 50;
/** The longest zip as typed: 98745-4321. */
export const ZIP_MAX_LENGTH = 10;

/** Spec 02 §5: the characters a city may not hold: double quote, apostrophe, caret, backtick, pipe, tilde. */
export const CITY_BLOCKED_CHARACTERS = ['"', "'", '^', '`', '|', '~'] as const;

const blockedCityCharacter = /["'^`|~]/g;
const digits = /^\d+$/;
/** Five digits, then optionally four more, with or without a hyphen between. */
const zipPattern = /^(\d{5})(?:-?(\d{4}))?$/;

/** The Address section's form. */
export interface AddressValues {
  streetNumber: string;
  streetName: string;
  streetType: string;
  unit: string;
  city: string;
  state: string;
  zip: string;
}

/** A zip as the member reads it: nine digits as 98745-4321, anything else as it is. */
export function formatZip(zip: string): string {
  return /^\d{9}$/.test(zip) ? `${zip.slice(0, 5)}-${zip.slice(5)}` : zip;
}

/** The form as the saved profile fills it (Edit, and Cancel). */
export function addressValuesOf(profile: Profile): AddressValues {
  return {
    streetNumber: profile.streetNumber ?? '',
    streetName: profile.streetName ?? '',
    streetType: profile.streetType ?? '',
    unit: profile.unit ?? '',
    city: profile.city ?? '',
    state: (profile.state ?? '').toUpperCase(),
    zip: formatZip(profile.zip ?? ''),
  };
}

/** Whether a key the member presses in the city field is one the spec blocks. */
export function isBlockedCityCharacter(key: string): boolean {
  return (CITY_BLOCKED_CHARACTERS as readonly string[]).includes(key);
}

/** The city text without the blocked characters (what a paste or autofill leaves in the field). */
export function withoutBlockedCityCharacters(text: string): string {
  return text.replace(blockedCityCharacter, '');
}

/** Whether a character may be typed in the zip field: a digit or the hyphen of 5+4. */
export function isZipCharacter(character: string): boolean {
  return /^[0-9-]$/.test(character);
}

/** The zip text with only digits and hyphens (what a paste or autofill leaves in the field). */
export function zipCharactersOnly(text: string): string {
  return text.replace(/[^0-9-]/g, '');
}

function tooLong(value: string, label: string, maxLength: number): string | undefined {
  return value.trim().length > maxLength ? errors.tooLong(label, maxLength) : undefined;
}

/** Street number: required, digits only, at most 20. */
export function validateStreetNumber(value: string): string | undefined {
  const number = value.trim();
  if (number === '') return errors.streetNumberRequired;
  if (!digits.test(number)) return errors.streetNumberDigits;
  return tooLong(number, labels.streetNumber, STREET_NUMBER_MAX_LENGTH);
}

/** Street name: required, at most 40. */
export function validateStreetName(value: string): string | undefined {
  if (value.trim() === '') return errors.streetNameRequired;
  return tooLong(value, labels.streetName, STREET_NAME_MAX_LENGTH);
}

/** Street type: optional, at most 30. */
export function validateStreetType(value: string): string | undefined {
  return tooLong(value, labels.streetType, STREET_TYPE_MAX_LENGTH);
}

/** Unit: optional, at most 30. */
export function validateUnit(value: string): string | undefined {
  return tooLong(value, labels.unit, UNIT_MAX_LENGTH);
}

/** City: required, at most 50, none of " ' ^ ` | ~. */
export function validateCity(value: string): string | undefined {
  if (value.trim() === '') return errors.cityRequired;
  if (withoutBlockedCityCharacters(value) !== value) return errors.cityBlockedCharacters;
  return tooLong(value, labels.city, CITY_MAX_LENGTH);
}

/** State: required. */
export function validateState(value: string): string | undefined {
  return value.trim() === '' ? errors.stateRequired : undefined;
}

/** Zip: required; 5 digits or 5+4, neither group zeros only. */
export function validateZip(value: string): string | undefined {
  const zip = value.trim();
  if (zip === '') return errors.zipRequired;
  const match = zipPattern.exec(zip);
  if (!match) return errors.zipInvalid;
  const [, five, four] = match;
  if (/^0+$/.test(five!) || (four !== undefined && /^0+$/.test(four))) return errors.zipInvalid;
  return undefined;
}

/** The Address section's rules: a message per invalid field. */
export function validateAddress(values: AddressValues): Partial<Record<keyof AddressValues, string>> {
  const found: Partial<Record<keyof AddressValues, string>> = {
    streetNumber: validateStreetNumber(values.streetNumber),
    streetName: validateStreetName(values.streetName),
    streetType: validateStreetType(values.streetType),
    unit: validateUnit(values.unit),
    city: validateCity(values.city),
    state: validateState(values.state),
    zip: validateZip(values.zip),
  };
  return Object.fromEntries(Object.entries(found).filter(([, message]) => message !== undefined));
}

/** What the Address section sends: fields without surrounding spaces, and the zip without its hyphen. */
export function addressChange(values: AddressValues): AddressChange {
  return {
    streetNumber: values.streetNumber.trim(),
    streetName: values.streetName.trim(),
    streetType: values.streetType.trim(),
    unit: values.unit.trim(),
    city: values.city.trim(),
    state: values.state.trim().toUpperCase(),
    zip: values.zip.trim().replace('-', ''),
  };
}

/** The street line of an address: number, name, type and unit. */
export function streetLine(profile: Profile): string {
  return [profile.streetNumber, profile.streetName, profile.streetType, profile.unit]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
}
