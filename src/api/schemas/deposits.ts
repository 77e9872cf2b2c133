import { array, type Infer, nullable, number, optional, string, type } from 'superstruct';

/** One deposit of an account (docs/api.md, "Deposits service"). */
export const DepositSchema = type({
  depositId: string(),
  description: optional(nullable(string())),
  /** yyyy-mm-dd. */
  depositDate: optional(nullable(string())),
  amount: number(),
  interestPaid: optional(nullable(number())),
  /** 'Held', 'Refunded' or 'Applied'; another value is shown as sent. */
  status: optional(nullable(string())),
  refundDate: optional(nullable(string())),
});
export type Deposit = Infer<typeof DepositSchema>;

/** GET v3/members/{memberNumber}/accounts/{accountNumber}/deposits. */
export const DepositsSchema = type({
  accountNumber: string(),
  deposits: array(DepositSchema),
});
export type Deposits = Infer<typeof DepositsSchema>;
