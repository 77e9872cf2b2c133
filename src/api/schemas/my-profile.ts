import { type Infer, string, type } from 'superstruct';

/** The account's My Profile (docs/api.md, "My Profile service"). */
export const MyProfileSchema = type({
  accountNumber: string(),
  /** '' when the account has none. */
  note: string(),
});
export type MyProfile = Infer<typeof MyProfileSchema>;
