import type { SignedInMember } from './account-overview.ts';
import type { ApiClient } from './client.ts';
import { MemberInfoDocsSchema } from './schemas/member-info-docs.ts';

/**
 * Paths of the member information documents call. The spec does not show it; it is defined here, once,
 * and documented in docs/api.md ("Member Information Documents service").
 */
export const memberInfoDocsPaths = {
  documents: (memberNumber: string) => `v3/members/${encodeURIComponent(memberNumber)}/member-info-docs`,
} as const;

/** The cooperative's member information documents: a description and an address each. */
export function getMemberInfoDocs(
  client: ApiClient,
  { memberNumber, accessToken }: SignedInMember,
  signal?: AbortSignal,
) {
  return client.get(memberInfoDocsPaths.documents(memberNumber), MemberInfoDocsSchema, {
    bearer: accessToken,
    ...(signal ? { signal } : {}),
  });
}
