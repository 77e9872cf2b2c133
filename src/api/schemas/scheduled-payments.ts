import { type Infer, string, type } from 'superstruct';

/** The account's Scheduled Payments (docs/api.md, "Scheduled Payments service"). */
export const ScheduledPaymentsSchema = type({
  accountNumber: string(),
  /** '' when the account has none. */
  note: string(),
});
export type ScheduledPayments = Infer<typeof ScheduledPaymentsSchema>;
