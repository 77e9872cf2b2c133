import {
  array,
  boolean,
  defaulted,
  enums,
  type Infer,
  nullable,
  number,
  object,
  optional,
  string,
  type,
} from 'superstruct';
import type { ProfileChange } from '../../domain/account-profile/types.ts';
import { anyOf, listOf } from './contract.ts';

const OptionalText = optional(nullable(string()));

export const PhoneTypeSchema = type({ eCommunicationId: string(), description: string() });

export const ContactPhoneSchema = type({
  eCommunicationDetailId: string(),
  eCommunicationId: string(),
  eCommunicationDescription: OptionalText,
  phoneNumber: string(),
  extension: OptionalText,
  isDelete: optional(nullable(boolean())),
});

/** The profile of one of the member's accounts (spec 02 §3; docs/api.md, "Account Profile service"). */
export const AccountProfileSchema = type({
  memberNumber: string(),
  accountNumber: string(),
  firstName: OptionalText,
  middleName: OptionalText,
  lastName: OptionalText,
  streetNumber: OptionalText,
  streetName: OptionalText,
  streetType: OptionalText,
  unit: OptionalText,
  city: OptionalText,
  state: OptionalText,
  zip: OptionalText,
  updateIndicator: OptionalText,
  isVerified: OptionalText,
  count: defaulted(number(), 1),
  phoneTypes: defaulted(array(PhoneTypeSchema), []),
  contactPhones: defaulted(array(ContactPhoneSchema), []),
});
export type AccountProfile = Infer<typeof AccountProfileSchema>;

/** The Account Profile's configuration and web content keys, a value per key (spec 02 §7). */
export const AccountProfileSettingsSchema = type({
  ALLOW_NAME_UPDATE: OptionalText,
  ALLOW_ADDRESS_UPDATE: OptionalText,
  ALLOW_PHONE_UPDATE: OptionalText,
  ALLOW_PROFILE_DB_UPDATE: OptionalText,
  DISPLAY_SPOUSE_CONTACT: OptionalText,
  ACCOUNTINFOUPDATESUCCESS: OptionalText,
  PROFILE_REVIEW_PENDING_MESSAGE: OptionalText,
});
export type AccountProfileSettings = Infer<typeof AccountProfileSettingsSchema>;

/** Which accounts a change goes to, and the account it is made from. */
const changeTarget = {
  memberNumber: string(),
  accountNumber: string(),
  updateIndicator: enums(['ONE', 'ALL']),
};

/** A phone as a change sends it: a new one has no detail id; a deleted one says so. */
const ContactPhoneChangeSchema = object({
  eCommunicationDetailId: nullable(string()),
  eCommunicationId: string(),
  phoneNumber: string(),
  extension: string(),
  isDelete: boolean(),
});

/** PUT …/accounts/{accountNumber}/profile: one section's fields, with the accounts they go to. */
export const AccountProfileChangeSchema = anyOf([
  object({ ...changeTarget, firstName: string(), middleName: string(), lastName: string() }),
  object({
    ...changeTarget,
    streetNumber: string(),
    streetName: string(),
    streetType: string(),
    unit: string(),
    city: string(),
    state: string(),
    zip: string(),
  }),
  object({ ...changeTarget, contactPhones: listOf(ContactPhoneChangeSchema) }),
]);

// The change the screen builds, on the account it is made from, must be what the body schema describes.
const sendsTheChange = (
  change: ProfileChange & { readonly memberNumber: string; readonly accountNumber: string },
): Infer<typeof AccountProfileChangeSchema> => change;
void sendsTheChange;
