import { array, boolean, enums, type Infer, object, string, type } from 'superstruct';
import { contactKinds } from '../../domain/manage-contacts/contacts.ts';
import type { NewContact } from '../manage-contacts.ts';

/** One of the member's contacts (docs/api.md, "Manage Contacts service"). */
export const MemberContactSchema = type({
  contactId: string(),
  kind: enums(contactKinds),
  value: string(),
  verified: boolean(),
  isSignInEmail: boolean(),
});

/** The member's contacts: email addresses first, then mobile numbers, each in the order added. */
export const MemberContactsSchema = type({
  contacts: array(MemberContactSchema),
});
export type MemberContacts = Infer<typeof MemberContactsSchema>;

/** POST …/contacts: the contact to add, an email address or a mobile number. */
export const NewContactSchema = object({ kind: enums(contactKinds), value: string() });

/** POST …/contacts/{contactId}/verification: the 6-digit code the contact received. */
export const ContactVerificationSchema = object({ code: string() });

// The contact the screen adds must be what the body schema describes.
const sendsTheContact = (contact: NewContact): Infer<typeof NewContactSchema> => contact;
void sendsTheContact;
