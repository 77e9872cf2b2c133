import { type Infer, string, type } from 'superstruct';

/** The account's Account History (docs/api.md, "Account History service"). */
export const PaymentHistorySchema = type({
  accountNumber: string(),
  /** '' when the account has none. */
  note: string(),
});
export type PaymentHistory = Infer<typeof PaymentHistorySchema>;
