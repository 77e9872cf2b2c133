import { accountProfileMessages } from './messages.ts';
import type { NameChange, Profile } from './types.ts';

const { errors, labels } = accountProfileMessages;

/** Spec 02 §5: first name at most 28, middle at most 20, last at most 28. */
export const FIRST_NAME_MAX_LENGTH = 28;
export const MIDDLE_NAME_MAX_LENGTH = 20;
export const LAST_NAME_MAX_LENGTH = 28;

/** The Name section's form. */
export interface NameValues {
  firstName: string;
  middleName: string;
  lastName: string;
}

/** The form as the saved profile fills it (Edit, and Cancel). */
export function nameValuesOf(profile: Profile): NameValues {
  return {
    firstName: profile.firstName ?? '',
    middleName: profile.middleName ?? '',
    lastName: profile.lastName ?? '',
  };
}

/** First name: required, at most 28 characters. */
export function validateFirstName(value: string): string | undefined {
  if (value.trim() === '') return errors.firstNameRequired;
  if (value.trim().length > FIRST_NAME_MAX_LENGTH)
    return errors.tooLong(labels.firstName, FIRST_NAME_MAX_LENGTH);
  return undefined;
}

/** Middle name: optional, at most 20 characters. */
export function validateMiddleName(value: string): string | undefined {
  return value.trim().length > MIDDLE_NAME_MAX_LENGTH
    ? errors.tooLong(labels.middleName, MIDDLE_NAME_MAX_LENGTH)
    : undefined;
}

/** Last name: at most 28 characters. */
export function validateLastName(value: string): string | undefined {
  return value.trim().length > LAST_NAME_MAX_LENGTH
    ? errors.tooLong(labels.lastName, LAST_NAME_MAX_LENGTH)
    : undefined;
}

/** The Name section's rules: a message per invalid field. */
export function validateName(values: NameValues): Partial<Record<keyof NameValues, string>> {
  const found: Partial<Record<keyof NameValues, string>> = {
    firstName: validateFirstName(values.firstName),
    middleName: validateMiddleName(values.middleName),
    lastName: validateLastName(values.lastName),
  };
  return Object.fromEntries(Object.entries(found).filter(([, message]) => message !== undefined));
}

/** What the Name section sends: its fields without surrounding spaces. */
export function nameChange(values: NameValues): NameChange {
  return {
    firstName: values.firstName.trim(),
    middleName: values.middleName.trim(),
    lastName: values.lastName.trim(),
  };
}
