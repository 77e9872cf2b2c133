import { type Infer, string, type } from 'superstruct';

/** The account's Application For Service (docs/api.md, "Application For Service service"). */
export const ApplyForServiceSchema = type({
  accountNumber: string(),
  /** '' when the account has none. */
  note: string(),
});
export type ApplyForService = Infer<typeof ApplyForServiceSchema>;
