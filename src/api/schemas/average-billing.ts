import {
  array,
  boolean,
  enums,
  type Infer,
  nullable,
  number,
  object,
  optional,
  string,
  type,
} from 'superstruct';
import { listOf } from './contract.ts';
import { billingTypes, type LevelizedUpdate } from '../../domain/average-billing/billing.ts';

/** One levelized account (docs/api.md, "Average Billing service"; spec 03 §3). */
export const LevelizedAccountSchema = type({
  accountNumber: string(),
  serviceAddress: optional(nullable(string())),
  estimatedAmount: optional(nullable(number())),
  /** Null when the account has no billing type yet. */
  billingType: optional(nullable(enums(billingTypes))),
  isEligible: boolean(),
  /** Why the account cannot sign up; null when it can. */
  notEligibleMessage: optional(nullable(string())),
  defaultSettlementMonth: optional(nullable(number())),
});
export type LevelizedAccountResponse = Infer<typeof LevelizedAccountSchema>;

export const LevelizedAccountsSchema = array(LevelizedAccountSchema);

/** PUT …/levelized-accounts/{accountNumber}: the update payload of spec 03 §3 for one account. */
export const LevelizedUpdateSchema = object({
  action: enums(['Add', 'Edit']),
  billingType: enums(billingTypes),
  accountNumber: string(),
  estimatedBill: nullable(number()),
  settlementMonth: nullable(number()),
});

/** PUT …/levelized-accounts: an update payload per account. */
export const LevelizedUpdatesSchema = listOf(LevelizedUpdateSchema);

// The updates the screen builds must be what the body schemas describe.
const sendsTheUpdates = (
  update: LevelizedUpdate,
  updates: readonly LevelizedUpdate[],
): [Infer<typeof LevelizedUpdateSchema>, Infer<typeof LevelizedUpdatesSchema>] => [update, updates];
void sendsTheUpdates;
