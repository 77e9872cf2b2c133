import { queryKeys } from '../../state/query-keys.ts';
import type { QueryKey } from '../../state/query-cache.ts';

/** The member's accounts with their drafts: a saved or removed draft loads them again. */
export const memberDraftsKey = (memberNumber: string): QueryKey => [
  ...queryKeys.member(memberNumber),
  'draft-payments',
];

/** The routing-number lookup's list, loaded once the bank fields show. */
export const financialInstitutionsKey = (memberNumber: string): QueryKey => [
  ...queryKeys.member(memberNumber),
  'financial-institutions',
];
