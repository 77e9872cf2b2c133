import { array, boolean, type Infer, nullable, number, string, type } from 'superstruct';

/** One account's Operation RoundUp (spec 03 §3, "Table row"). */
export const RoundUpAccountSchema = type({
  accountNumber: string(),
  accountType: string(),
  address: string(),
  operationRoundup: boolean(),
  operationRoundupAmount: nullable(number()),
  /** yyyy-MM-dd, or null for none. */
  operationRoundupExpiration: nullable(string()),
});

/** The member's accounts and their Operation RoundUp (docs/api.md, "Operation RoundUp service"). */
export const OperationRoundupSchema = type({
  /** The Operation RoundUp Plus maximum amount when the cooperative takes part in it; null otherwise. */
  roundUpPlusMaximum: nullable(number()),
  accounts: array(RoundUpAccountSchema),
});
export type OperationRoundup = Infer<typeof OperationRoundupSchema>;
