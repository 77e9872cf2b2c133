import { digitsOnly } from '../digits.ts';
import { formatPhoneInput, isWrittenPhoneNumber } from '../phone-input.ts';
import { outageMessages } from './messages.ts';
import type { OutageInfo, OutageReport } from './types.ts';

const texts = outageMessages.validation;

/** Spec 03 §5: a phone number is at most 14 characters, (ddd) ddd-dddd. */
export const OUTAGE_PHONE_MAX_LENGTH = 14;

/** Not in the spec: the longest comment the back office takes (docs/api.md, "Report an outage"). */
export const OUTAGE_REMARKS_MAX_LENGTH = 500;

/** What the portal sends as outageReportOrigin (docs/api.md, "Report an outage"). */
export const OUTAGE_REPORT_ORIGIN = 'Web';

/** The phone choice that asks the member to type a number instead of picking one on file. */
export const OTHER_PHONE = 'other';

/**
 * Spec 03 §5: keystrokes in the phone field are limited to digits, plus, minus and space. Keys that
 * do not type a character (Backspace, arrows, Tab) are always allowed.
 */
export function isOutagePhoneKey(key: string): boolean {
  if (key.length !== 1) return true;
  return /^[0-9+\- ]$/.test(key);
}

/**
 * Spec 03 §5: the phone is (###) ###-#### with the area code starting 1-9 (the exchange may start
 * with 0, as the demo's 555-01xx numbers do); an empty number is checked by `validateOutageReport`.
 */
export function validateOutagePhone(phone: string): string | undefined {
  const value = phone.trim();
  if (value === '') return undefined;
  return value.length <= OUTAGE_PHONE_MAX_LENGTH && isWrittenPhoneNumber(value)
    ? undefined
    : texts.phoneInvalid;
}

/** The report form as the member fills it. */
export interface OutageReportForm {
  /** The chosen problem's outageDescription; '' until one is chosen. */
  outageReason: string;
  callBack: boolean;
  /** One of `phoneChoices`' values, or OTHER_PHONE for the typed number. */
  phoneChoice: string;
  /** The typed number, when `phoneChoice` is OTHER_PHONE. */
  callbackNumber: string;
  remarks: string;
}

export interface PhoneChoice {
  readonly value: string;
  readonly label: string;
}

/**
 * The member's contact phones as call-back choices (spec 03 §2.1), written (ddd) ddd-dddd, each once,
 * in the back office's order. A phone on file that is not a valid number is left out: the member can
 * still type one.
 */
export function phoneChoices(info: Pick<OutageInfo, 'contactPhones'>): PhoneChoice[] {
  const seen = new Set<string>();
  const choices: PhoneChoice[] = [];
  for (const { phoneNumber } of info.contactPhones) {
    const formatted = formatPhoneInput(digitsOnly(phoneNumber ?? ''));
    if (validateOutagePhone(formatted) !== undefined || formatted === '' || seen.has(formatted)) continue;
    seen.add(formatted);
    choices.push({ value: formatted, label: formatted });
  }
  return choices;
}

/** Whether the call-back checkbox shows (spec 03 §2.1 hideOutageCallBackRequest). */
export function isCallBackShown(info: Pick<OutageInfo, 'hideOutageCallBackRequest'>): boolean {
  return !info.hideOutageCallBackRequest;
}

/**
 * The form as it starts: no problem chosen, the call-back box at the outage info's default (also when
 * the box is hidden: the member cannot change it then), the first phone on file chosen, else the typed
 * number, and no comment.
 */
export function defaultReportForm(
  info: Pick<OutageInfo, 'callbackCheckBoxDefaultValue' | 'contactPhones'>,
): OutageReportForm {
  return {
    outageReason: '',
    callBack: info.callbackCheckBoxDefaultValue,
    phoneChoice: phoneChoices(info)[0]?.value ?? OTHER_PHONE,
    callbackNumber: '',
    remarks: '',
  };
}

/** The call-back number the report sends: the chosen phone on file, or the typed one. */
export function chosenCallbackNumber(form: Pick<OutageReportForm, 'phoneChoice' | 'callbackNumber'>): string {
  return form.phoneChoice === OTHER_PHONE ? form.callbackNumber.trim() : form.phoneChoice;
}

/**
 * The rules of spec 03 §5 for the whole form: a problem is required; the phone must have the format,
 * and is required when a call back is asked for; the comment is optional. The phone's message goes
 * on the typed number's field, or on the choices when a phone on file is chosen.
 */
export function validateOutageReport(
  form: OutageReportForm,
): Partial<Record<keyof OutageReportForm, string>> {
  const errors: Partial<Record<keyof OutageReportForm, string>> = {};
  if (form.outageReason.trim() === '') errors.outageReason = texts.problemRequired;
  const phoneField = form.phoneChoice === OTHER_PHONE ? 'callbackNumber' : 'phoneChoice';
  const phone = chosenCallbackNumber(form);
  if (phone === '') {
    if (form.callBack) errors[phoneField] = texts.phoneRequired;
  } else {
    const invalid = validateOutagePhone(phone);
    if (invalid) errors[phoneField] = invalid;
  }
  return errors;
}

/** Spec 03 §2.1: Submit is enabled only when the form is valid. */
export function isReportValid(form: OutageReportForm): boolean {
  return Object.keys(validateOutageReport(form)).length === 0;
}

/** The report payload (spec 03 §3) of a valid form, for the account it is about. */
export function outageReportPayload(form: OutageReportForm, accountNumber: string): OutageReport {
  return {
    callbackNumber: chosenCallbackNumber(form),
    callBack: form.callBack,
    outageReason: form.outageReason,
    accountNumber,
    outageReportOrigin: OUTAGE_REPORT_ORIGIN,
    remarks: form.remarks.trim(),
  };
}
