import type { ClaimRequest } from '../domain/unclaimed-capital-credits/claim-form.ts';
import type { UnclaimedSearch } from '../domain/unclaimed-capital-credits/search.ts';
import type { ApiClient } from './client.ts';
import { operation } from './operation.ts';
import {
  ClaimResultSchema,
  ClaimSchema,
  UnclaimedCreditsSchema,
  UnclaimedSearchSchema,
} from './schemas/unclaimed-capital-credits.ts';

const service = 'Unclaimed Capital Credits service';

/**
 * The unclaimed capital credits calls. The spec does not show their paths (spec 03 §7); they are
 * defined here, once, and documented in docs/api.md ("Unclaimed Capital Credits service"). Public calls:
 * no access token.
 */
export const unclaimedCapitalCreditsOperations = {
  search: operation({
    id: 'searchUnclaimedCapitalCredits',
    service,
    summary: 'Searches the unclaimed capital credits by first, last and company name',
    method: 'POST',
    path: 'v3/capital-credits/unclaimed/search',
    caller: 'visitor',
    body: UnclaimedSearchSchema,
    answer: UnclaimedCreditsSchema,
  }),
  claims: operation({
    id: 'sendUnclaimedCapitalCreditClaim',
    service,
    summary: 'Sends a claim’s contact info to the cooperative',
    method: 'POST',
    path: 'v3/capital-credits/unclaimed/claims',
    caller: 'visitor',
    body: ClaimSchema,
    answer: ClaimResultSchema,
  }),
} as const;

/** Searches by first, last and company name (trimmed; empty ones sent empty); answers every match. */
export function searchUnclaimedCapitalCredits(
  client: ApiClient,
  search: UnclaimedSearch,
  signal?: AbortSignal,
) {
  return client.call(unclaimedCapitalCreditsOperations.search, {
    body: { firstName: search.firstName, lastName: search.lastName, companyName: search.companyName },
    ...(signal ? { signal } : {}),
  });
}

/** Sends a claim's contact info to the cooperative (the claim email); answers the back office's message. */
export function sendUnclaimedCapitalCreditClaim(client: ApiClient, claim: ClaimRequest) {
  return client.call(unclaimedCapitalCreditsOperations.claims, { body: claim });
}
