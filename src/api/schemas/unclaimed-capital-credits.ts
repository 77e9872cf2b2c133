import { array, defaulted, type Infer, object, string, type } from 'superstruct';
import type { ClaimRequest } from '../../domain/unclaimed-capital-credits/claim-form.ts';
import type { UnclaimedSearch } from '../../domain/unclaimed-capital-credits/search.ts';

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

/** POST …/unclaimed/search: the names searched by, trimmed; an empty one sent empty. */
export const UnclaimedSearchSchema = object({
  firstName: string(),
  lastName: string(),
  companyName: string(),
});

/** POST …/unclaimed/claims: the claim's contact info (spec 03 §3), for the claimed member. */
export const ClaimSchema = object({
  memberNumber: string(),
  name: string(),
  ssn: string(),
  phone: string(),
  email: string(),
  contactPref: string(),
  address1: string(),
  address2: string(),
  city: string(),
  state: string(),
  zip: string(),
  comments: string(),
});

// The search and the claim the page builds must be what the body schemas describe.
const sendsTheRequests = (
  search: UnclaimedSearch,
  claim: ClaimRequest,
): [Infer<typeof UnclaimedSearchSchema>, Infer<typeof ClaimSchema>] => [search, claim];
void sendsTheRequests;
