import { array, defaulted, type Infer, string, type } from 'superstruct';

const text = defaulted(string(), '');

/** One unclaimed capital credit (spec 03 §3; docs/api.md, "Unclaimed capital credits service"). */
export const UnclaimedCreditSchema = type({
  memberNumber: string(),
  name: string(),
  address: text,
  city: text,
  state: text,
  zip: text,
});

/** The search's answer: every match, none when nothing matches. */
export const UnclaimedCreditsSchema = array(UnclaimedCreditSchema);
export type UnclaimedCredits = Infer<typeof UnclaimedCreditsSchema>;

/** The answer to a claim: the back office's own words. */
export const ClaimResultSchema = type({ message: string() });
export type ClaimResult = Infer<typeof ClaimResultSchema>;
