import { array, boolean, enums, type Infer, nullable, number, optional, string, type } from 'superstruct';
import { billingTypes } from '../../domain/average-billing/billing.ts';

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
