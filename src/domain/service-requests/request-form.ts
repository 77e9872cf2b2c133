import { digitsOnly } from '../digits.ts';
import { FORMATTED_PHONE_LENGTH, isWrittenPhoneNumber } from '../phone-input.ts';
import { serviceRequestsMessages } from './messages.ts';
import type { ServiceRequest } from './types.ts';

const texts = serviceRequestsMessages.validation;

/** Spec 03 §5, §9: comments are at most 400 characters. */
export const SERVICE_REQUEST_COMMENTS_MAX_LENGTH = 400;

/** Spec 03 §5, §9: the phone is at most 14 characters, (NNN) NNN-NNNN. */
export const SERVICE_REQUEST_PHONE_MAX_LENGTH = FORMATTED_PHONE_LENGTH;

/** The request form as the member fills it. */
export interface ServiceRequestForm {
  /** The chosen service order type's workTypeID; '' until one is chosen. */
  workType: string;
  /** Written (NNN) NNN-NNNN as the member types. */
  phone: string;
  comments: string;
}

export const emptyServiceRequestForm: ServiceRequestForm = { workType: '', phone: '', comments: '' };

/**
 * Spec 03 §5: the phone is required, written (NNN) NNN-NNNN with neither the area code nor the
 * exchange starting with 0, at most 14 characters.
 */
export function validateServiceRequestPhone(phone: string): string | undefined {
  const value = phone.trim();
  if (value === '') return texts.phoneRequired;
  return value.length <= SERVICE_REQUEST_PHONE_MAX_LENGTH &&
    isWrittenPhoneNumber(value, { exchangeFrom1: true })
    ? undefined
    : texts.phoneInvalid;
}

/** Spec 03 §5: a service type is required, the phone as above, comments optional up to 400. */
export function validateServiceRequest(
  form: ServiceRequestForm,
): Partial<Record<keyof ServiceRequestForm, string>> {
  const errors: Partial<Record<keyof ServiceRequestForm, string>> = {};
  if (form.workType.trim() === '') errors.workType = texts.serviceTypeRequired;
  const phone = validateServiceRequestPhone(form.phone);
  if (phone) errors.phone = phone;
  if (form.comments.length > SERVICE_REQUEST_COMMENTS_MAX_LENGTH) errors.comments = texts.commentsTooLong;
  return errors;
}

/** Spec 03 §5: Submit is disabled while the form is invalid. */
export function isServiceRequestValid(form: ServiceRequestForm): boolean {
  return Object.keys(validateServiceRequest(form)).length === 0;
}

/** Not in the spec: how many characters of the 400 are left (never below 0). */
export function commentsLeft(comments: string): number {
  return Math.max(0, SERVICE_REQUEST_COMMENTS_MAX_LENGTH - comments.length);
}

/** The payload of spec 03 §3 for a valid form: the phone as digits only, the comments trimmed. */
export function serviceRequestPayload(form: ServiceRequestForm, accountNumber: string): ServiceRequest {
  return {
    accountNumber,
    workType: form.workType,
    comments: form.comments.trim(),
    phone: digitsOnly(form.phone),
  };
}
