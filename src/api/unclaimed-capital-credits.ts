import type { ClaimRequest } from '../domain/unclaimed-capital-credits/claim-form.ts';
import type { UnclaimedSearch } from '../domain/unclaimed-capital-credits/search.ts';
import type { ApiClient } from './client.ts';
import { ClaimResultSchema, UnclaimedCreditsSchema } from './schemas/unclaimed-capital-credits.ts';

/**
 * Paths of the unclaimed capital credits calls. The spec does not show them (spec 03 §7); they are
 * defined here, once, and documented in docs/api.md ("Unclaimed capital credits service"). Public calls:
 * no access token.
 */
export const unclaimedCapitalCreditsPaths = {
  search: 'v3/capital-credits/unclaimed/search',
  claims: 'v3/capital-credits/unclaimed/claims',
} as const;

/** Searches by first, last and company name (trimmed; empty ones sent empty); answers every match. */
export function searchUnclaimedCapitalCredits(
  client: ApiClient,
  search: UnclaimedSearch,
  signal?: AbortSignal,
) {
  return client.post(unclaimedCapitalCreditsPaths.search, UnclaimedCreditsSchema, {
    json: { firstName: search.firstName, lastName: search.lastName, companyName: search.companyName },
    ...(signal ? { signal } : {}),
  });
}

/** Sends a claim's contact info to the cooperative (the claim email); answers the back office's message. */
export function sendUnclaimedCapitalCreditClaim(client: ApiClient, claim: ClaimRequest) {
  return client.post(unclaimedCapitalCreditsPaths.claims, ClaimResultSchema, { json: claim });
}
