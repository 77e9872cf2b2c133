import { array, boolean, defaulted, type Infer, nullable, number, optional, string, type } from 'superstruct';

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
