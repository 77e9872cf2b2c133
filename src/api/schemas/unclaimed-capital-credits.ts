import { type Infer, string, type } from 'superstruct';

/** The account's Unclaimed Capital Credits (docs/api.md, "Unclaimed Capital Credits service"). */
export const UnclaimedCapitalCreditsSchema = type({
  accountNumber: string(),
  /** '' when the account has none. */
  note: string(),
});
export type UnclaimedCapitalCredits = Infer<typeof UnclaimedCapitalCreditsSchema>;
