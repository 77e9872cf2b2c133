import { type Infer, string, type } from 'superstruct';

/** The account's Delinquent History (docs/api.md, "Delinquent History service"). */
export const DelinquentHistorySchema = type({
  accountNumber: string(),
  /** '' when the account has none. */
  note: string(),
});
export type DelinquentHistory = Infer<typeof DelinquentHistorySchema>;
