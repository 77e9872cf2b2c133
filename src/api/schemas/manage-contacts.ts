import { array, boolean, enums, type Infer, string, type } from 'superstruct';
import { contactKinds } from '../../domain/manage-contacts/contacts.ts';

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
