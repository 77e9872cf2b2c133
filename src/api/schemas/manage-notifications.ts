import { type Infer, string, type } from 'superstruct';

/** The account's Manage Notifications (docs/api.md, "Manage Notifications service"). */
export const ManageNotificationsSchema = type({
  accountNumber: string(),
  /** '' when the account has none. */
  note: string(),
});
export type ManageNotifications = Infer<typeof ManageNotificationsSchema>;
