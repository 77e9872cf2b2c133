import { queryKeys } from '../../state/query-keys.ts';
import type { QueryKey } from '../../state/query-cache.ts';

/** The member's levelized accounts: a change of billing type loads them again. */
export const levelizedAccountsKey = (memberNumber: string): QueryKey => [
  ...queryKeys.member(memberNumber),
  'average-billing',
];
