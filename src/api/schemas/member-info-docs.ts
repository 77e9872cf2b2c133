import { type Infer, string, type } from 'superstruct';

/** The account's Member Information Documents (docs/api.md, "Member Information Documents service"). */
export const MemberInfoDocsSchema = type({
  accountNumber: string(),
  /** '' when the account has none. */
  note: string(),
});
export type MemberInfoDocs = Infer<typeof MemberInfoDocsSchema>;
