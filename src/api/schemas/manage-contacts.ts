import { type Infer, string, type } from 'superstruct';

/** The account's Manage Contacts (docs/api.md, "Manage Contacts service"). */
export const ManageContactsSchema = type({
  accountNumber: string(),
  /** '' when the account has none. */
  note: string(),
});
export type ManageContacts = Infer<typeof ManageContactsSchema>;
