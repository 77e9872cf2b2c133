import type { SignedInMember } from './account-overview.ts';
import type { ApiClient } from './client.ts';
import { operation } from './operation.ts';
import { MemberInfoDocsSchema } from './schemas/member-info-docs.ts';

/**
 * The member information documents call. The spec does not show its path; it is defined here, once,
 * and documented in docs/api.md ("Member Information Documents service").
 */
export const memberInfoDocsOperations = {
  documents: operation({
    id: 'getMemberInfoDocs',
    service: 'Member Information Documents service',
    summary: 'The cooperative’s member information documents: a description and an address each',
    method: 'GET',
    path: 'v3/members/{memberNumber}/member-info-docs',
    caller: 'member',
    answer: MemberInfoDocsSchema,
  }),
} as const;

/** The cooperative's member information documents: a description and an address each. */
export function getMemberInfoDocs(
  client: ApiClient,
  { memberNumber, accessToken }: SignedInMember,
  signal?: AbortSignal,
) {
  return client.call(memberInfoDocsOperations.documents, {
    parameters: { memberNumber },
    bearer: accessToken,
    ...(signal ? { signal } : {}),
  });
}
