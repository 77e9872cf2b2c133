import { type Infer, string, type } from 'superstruct';

/** The account's Draft Payments (docs/api.md, "Draft Payments service"). */
export const DraftPaymentsSchema = type({
  accountNumber: string(),
  /** '' when the account has none. */
  note: string(),
});
export type DraftPayments = Infer<typeof DraftPaymentsSchema>;
