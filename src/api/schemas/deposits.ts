import { type Infer, string, type } from 'superstruct';

/** The account's Deposits (docs/api.md, "Deposits service"). */
export const DepositsSchema = type({
  accountNumber: string(),
  /** '' when the account has none. */
  note: string(),
});
export type Deposits = Infer<typeof DepositsSchema>;
