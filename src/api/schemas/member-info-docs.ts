import { array, string, type } from 'superstruct';

// The member information documents call (spec 03 §3, §7; docs/api.md "Member Information Documents service").

/** GET /v3/members/{memberNumber}/member-info-docs: the documents, in the order the cooperative lists them. */
export const MemberInfoDocsSchema = array(type({ friendlyDescription: string(), url: string() }));
