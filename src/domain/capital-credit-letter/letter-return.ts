import { capitalCreditLetterMessages } from './messages.ts';

const texts = capitalCreditLetterMessages.validation;

/** Not in the spec: the longest member number and letter ID the fields take. */
export const MEMBER_NUMBER_MAX_LENGTH = 20;
export const LETTER_ID_MAX_LENGTH = 20;

/** The form as the visitor fills it. */
export interface LetterReturnForm {
  memberNumber: string;
  letterId: string;
}

const alphanumeric = /^[A-Za-z0-9]+$/;

function checkField(value: string, required: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return required;
  return alphanumeric.test(trimmed) ? undefined : texts.invalidFormat;
}

/** Spec 03 §5: both fields required, letters and digits only. */
export function validateLetterReturn(
  form: LetterReturnForm,
): Partial<Record<keyof LetterReturnForm, string>> {
  const errors: Partial<Record<keyof LetterReturnForm, string>> = {};
  const memberNumber = checkField(form.memberNumber, texts.memberNumberRequired);
  const letterId = checkField(form.letterId, texts.letterIdRequired);
  if (memberNumber) errors.memberNumber = memberNumber;
  if (letterId) errors.letterId = letterId;
  return errors;
}

/** What is sent: the values trimmed, the letter ID as printed (upper case). */
export function letterReturnRequest(form: LetterReturnForm): LetterReturnForm {
  return { memberNumber: form.memberNumber.trim(), letterId: form.letterId.trim().toUpperCase() };
}
