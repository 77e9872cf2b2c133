import { queryKeys, queryParts } from '../../state/query-keys.ts';
import type { QueryKey } from '../../state/query-cache.ts';

/** The member's accounts with their drafts: a saved or removed draft loads them again. */
export const memberDraftsKey = (memberNumber: string): QueryKey => [
  ...queryKeys.member(memberNumber),
  'draft-payments',
];

/** A page of the member's accounts with their drafts, as its query asks for it. */
export const memberDraftsPageKey = (
  memberNumber: string,
  query: Readonly<Record<string, string | undefined>>,
): QueryKey => [...memberDraftsKey(memberNumber), ...queryParts(query)];

/** The routing-number lookup's list, loaded once the bank fields show. */
export const financialInstitutionsKey = (memberNumber: string): QueryKey => [
  ...queryKeys.member(memberNumber),
  'financial-institutions',
];
