import { array, boolean, type Infer, nullable, number, object, string, type } from 'superstruct';
import { listOf } from './contract.ts';
import type { RoundUpChange } from '../../domain/operation-roundup/rows.ts';

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

/** The accounts a change touched, as they now are (docs/api.md, "Change Operation RoundUp"). */
export const RoundUpChangedSchema = type({
  /** The Operation RoundUp Plus maximum amount when the cooperative takes part in it; null otherwise. */
  roundUpPlusMaximum: nullable(number()),
  accounts: array(RoundUpAccountSchema),
});

/**
 * A page of the member's accounts and their Operation RoundUp, searched, sorted and paged as account
 * details are (docs/api.md, "Get Operation RoundUp"), and how many match in all.
 */
export const OperationRoundupSchema = type({
  roundUpPlusMaximum: nullable(number()),
  accounts: array(RoundUpAccountSchema),
  /** How many accounts the query matches, across every page. */
  totalRecords: number(),
});
export type OperationRoundup = Infer<typeof OperationRoundupSchema>;

/** PUT v3/members/{memberNumber}/operation-roundup: the selected rows (spec 03 §3, "Operation roundup row sent"). */
export const RoundUpChangesSchema = object({
  memberNumber: string(),
  accounts: listOf(
    object({
      accountNumber: string(),
      isRoundUp: boolean(),
      amount: nullable(number()),
      /** yyyy-MM-dd, or null for none. */
      expireDate: nullable(string()),
    }),
  ),
});

// The rows the screen builds must be what the body schema describes.
const sendsTheRows = (
  memberNumber: string,
  accounts: readonly RoundUpChange[],
): Infer<typeof RoundUpChangesSchema> => ({ memberNumber, accounts });
void sendsTheRows;
