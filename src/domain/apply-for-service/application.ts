import { addDays, type IsoDate } from '../dates.ts';
import { digitsOnly } from '../digits.ts';
import { isWrittenPhoneNumber } from '../phone-input.ts';
import { isEmailAddress, validateZip } from '../unclaimed-capital-credits/claim-form.ts';
import { applyForServiceMessages } from './messages.ts';

const texts = applyForServiceMessages.validation;

/** Not in the spec: start, stop or move. */
export const REQUEST_TYPES = ['start', 'stop', 'move'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

export function isRequestType(value: unknown): value is RequestType {
  return typeof value === 'string' && (REQUEST_TYPES as readonly string[]).includes(value);
}

/** Not in the spec: how the applicant proves who they are. */
export const IDENTITY_METHODS = ['ssn', 'deposit'] as const;
export type IdentityMethod = (typeof IDENTITY_METHODS)[number];

/** Not in the spec: the application's limits. */
export const APPLICATION_LIMITS = {
  name: 50,
  address1: 60,
  address2: 60,
  city: 30,
  zip: 10,
  previousAddress: 100,
  phone: 14,
  email: 100,
  ssn: 4,
  comments: 400,
} as const;

/** Not in the spec: the latest requested date, in days from today. */
export const REQUESTED_DATE_MAX_DAYS = 90;

/** The application as the visitor fills it. */
export interface ApplicationForm {
  /** One of REQUEST_TYPES, or '' until chosen. */
  requestType: string;
  /** One of the site's account types, or '' until chosen. */
  accountType: string;
  firstName: string;
  lastName: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  /** Moving only: where service is today. */
  previousAddress: string;
  /** yyyy-MM-dd, '' until complete. */
  requestedDate: string;
  phone: string;
  email: string;
  /** One of IDENTITY_METHODS, or '' until chosen. */
  identityMethod: string;
  ssnLast4: string;
  depositAcknowledged: boolean;
  comments: string;
}

export const emptyApplication: ApplicationForm = {
  requestType: '',
  accountType: '',
  firstName: '',
  lastName: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  zip: '',
  previousAddress: '',
  requestedDate: '',
  phone: '',
  email: '',
  identityMethod: '',
  ssnLast4: '',
  depositAcknowledged: false,
  comments: '',
};

/** The first and the last day the visitor may ask for: tomorrow, and 90 days from today. */
export function requestedDateRange(today: IsoDate): { readonly min: IsoDate; readonly max: IsoDate } {
  return { min: addDays(today, 1), max: addDays(today, REQUESTED_DATE_MAX_DAYS) };
}

/** The requested date: required, from tomorrow, within 90 days of today. */
export function validateRequestedDate(value: string, today: IsoDate): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return texts.dateRequired;
  const { min, max } = requestedDateRange(today);
  if (value < min) return texts.dateTooEarly;
  if (value > max) return texts.dateTooLate;
  return undefined;
}

function tooLong(value: string, max: number): string | undefined {
  return value.length > max ? texts.tooLong(max) : undefined;
}

function required(value: string, message: string, max: number): string | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? message : tooLong(trimmed, max);
}

export interface ApplicationRules {
  /** Today in the cooperative's time zone. */
  readonly today: IsoDate;
  /** The site's account types; the choice is required when there are some. */
  readonly accountTypes: readonly string[];
}

/** Every rule of the application; a message per invalid field. */
export function validateApplication(
  form: ApplicationForm,
  rules: ApplicationRules,
): Partial<Record<keyof ApplicationForm, string>> {
  const errors: Partial<Record<keyof ApplicationForm, string>> = {};
  const set = (field: keyof ApplicationForm, message: string | undefined) => {
    if (message !== undefined && errors[field] === undefined) errors[field] = message;
  };
  if (!isRequestType(form.requestType)) set('requestType', texts.requestTypeRequired);
  if (rules.accountTypes.length > 0 && !rules.accountTypes.includes(form.accountType)) {
    set('accountType', texts.accountTypeRequired);
  }
  set('firstName', required(form.firstName, texts.firstNameRequired, APPLICATION_LIMITS.name));
  set('lastName', required(form.lastName, texts.lastNameRequired, APPLICATION_LIMITS.name));
  set('address1', required(form.address1, texts.address1Required, APPLICATION_LIMITS.address1));
  set('address2', tooLong(form.address2.trim(), APPLICATION_LIMITS.address2));
  set('city', required(form.city, texts.cityRequired, APPLICATION_LIMITS.city));
  if (form.state.trim() === '') set('state', texts.stateRequired);
  if (form.zip.trim() === '') set('zip', texts.zipRequired);
  else set('zip', validateZip(form.zip) === undefined ? undefined : texts.zipInvalid);
  if (form.requestType === 'move') {
    set(
      'previousAddress',
      required(form.previousAddress, texts.previousAddressRequired, APPLICATION_LIMITS.previousAddress),
    );
  }
  set('requestedDate', validateRequestedDate(form.requestedDate, rules.today));
  const phone = form.phone.trim();
  if (phone === '') set('phone', texts.phoneRequired);
  else if (phone.length !== APPLICATION_LIMITS.phone || !isWrittenPhoneNumber(phone)) {
    set('phone', texts.phoneInvalid);
  }
  const email = form.email.trim();
  if (email === '') set('email', texts.emailRequired);
  else if (email.length > APPLICATION_LIMITS.email || !isEmailAddress(email))
    set('email', texts.emailInvalid);
  if (form.identityMethod === 'ssn') {
    const ssn = form.ssnLast4.trim();
    if (ssn === '') set('ssnLast4', texts.ssnRequired);
    else if (!/^\d{4}$/.test(ssn)) set('ssnLast4', texts.ssnInvalid);
  } else if (form.identityMethod === 'deposit') {
    if (!form.depositAcknowledged) set('depositAcknowledged', texts.depositRequired);
  } else {
    set('identityMethod', texts.identityRequired);
  }
  set('comments', tooLong(form.comments, APPLICATION_LIMITS.comments));
  return errors;
}

/** The identity check as sent: the SSN's last 4 only with that method, never kept by the form after. */
export type IdentityCheck =
  | { readonly method: 'ssn'; readonly ssnLast4: string }
  | { readonly method: 'deposit'; readonly depositAcknowledged: true };

/** The application as sent (docs/api.md, "Service applications"). */
export interface ServiceApplicationRequest {
  readonly requestType: RequestType;
  readonly accountType: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly serviceAddress: {
    readonly address1: string;
    readonly address2: string;
    readonly city: string;
    readonly state: string;
    readonly zip: string;
  };
  /** Moving only; '' otherwise. */
  readonly previousAddress: string;
  readonly requestedDate: IsoDate;
  /** Digits only. */
  readonly phone: string;
  readonly email: string;
  readonly identity: IdentityCheck;
  readonly comments: string;
}

/** The request from a valid form. */
export function applicationRequest(form: ApplicationForm): ServiceApplicationRequest {
  const requestType = isRequestType(form.requestType) ? form.requestType : 'start';
  return {
    requestType,
    accountType: form.accountType,
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    serviceAddress: {
      address1: form.address1.trim(),
      address2: form.address2.trim(),
      city: form.city.trim(),
      state: form.state.trim(),
      zip: digitsOnly(form.zip),
    },
    previousAddress: requestType === 'move' ? form.previousAddress.trim() : '',
    requestedDate: form.requestedDate,
    phone: digitsOnly(form.phone),
    email: form.email.trim(),
    identity:
      form.identityMethod === 'ssn'
        ? { method: 'ssn', ssnLast4: form.ssnLast4.trim() }
        : { method: 'deposit', depositAcknowledged: true },
    comments: form.comments.trim(),
  };
}

/** A received request as the confirmation keeps it: how identity was checked, never the SSN's digits. */
export type ReceivedRequest = Omit<ServiceApplicationRequest, 'identity'> & {
  readonly identity: { readonly method: IdentityMethod };
};

export function withoutSsn(request: ServiceApplicationRequest): ReceivedRequest {
  return { ...request, identity: { method: request.identity.method } };
}

/** One line of an address: '12 Elm St, Apt 4, Riverbend, OR 97401'. */
export function addressLine(address: ServiceApplicationRequest['serviceAddress']): string {
  const zip = address.zip.length === 9 ? `${address.zip.slice(0, 5)}-${address.zip.slice(5)}` : address.zip;
  const stateZip = [address.state, zip].filter((part) => part !== '').join(' ');
  return [address.address1, address.address2, address.city, stateZip]
    .filter((part) => part !== '')
    .join(', ');
}

/**
 * What the start screen hands the application (navigation state): the chosen request and account type,
 * and the account types already loaded. Anything else in the state is ignored.
 */
export interface ServiceChoice {
  readonly requestType: RequestType | '';
  readonly accountType: string;
}

export function serviceChoiceOf(state: Readonly<Record<string, unknown>>): ServiceChoice {
  return {
    requestType: isRequestType(state.requestType) ? state.requestType : '',
    accountType: typeof state.accountType === 'string' ? state.accountType : '',
  };
}

/** The start screen: a request type is required, and an account type when the site has some. */
export function validateServiceChoice(
  choice: { requestType: string; accountType: string },
  accountTypes: readonly string[],
): Partial<Record<'requestType' | 'accountType', string>> {
  const errors: Partial<Record<'requestType' | 'accountType', string>> = {};
  if (!isRequestType(choice.requestType)) errors.requestType = texts.requestTypeRequired;
  if (accountTypes.length > 0 && !accountTypes.includes(choice.accountType)) {
    errors.accountType = texts.accountTypeRequired;
  }
  return errors;
}
