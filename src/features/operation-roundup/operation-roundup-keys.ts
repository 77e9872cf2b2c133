import { queryKeys } from '../../state/query-keys.ts';

/** The member's Operation RoundUp: every account's row, loaded again after a change. */
export function operationRoundupKey(memberNumber: string) {
  return [...queryKeys.member(memberNumber), 'operation-roundup'] as const;
}
