import { memberInfoDocsMessages } from './messages.ts';

/** A member information document (spec 03 §3). */
export interface MemberInfoDoc {
  readonly friendlyDescription: string;
  readonly url: string;
}

/**
 * Spec 03 §2.7: the heading is the site configuration's memberInfoDocsLinkName; without one (not in
 * the spec) the screen's title.
 */
export function memberInfoDocsHeading(linkName: string | null | undefined): string {
  const name = linkName?.trim() ?? '';
  return name === '' ? memberInfoDocsMessages.title : name;
}

/** Whether a document's address may be opened: an absolute http(s) URL (never `javascript:` and the like). */
export function isOpenableDocumentUrl(url: string): boolean {
  return /^https?:\/\/[^\s/?#]+[^\s]*$/i.test(url.trim());
}

/**
 * The links the screen lists, in the back office's order: each document with a description and an
 * address that may be opened (others are left out: there is nothing to click). A document without a
 * description is named by its address.
 */
export function memberInfoDocLinks(docs: readonly MemberInfoDoc[]): MemberInfoDoc[] {
  return docs
    .filter((doc) => isOpenableDocumentUrl(doc.url))
    .map((doc) => ({
      friendlyDescription:
        doc.friendlyDescription.trim() === '' ? doc.url.trim() : doc.friendlyDescription.trim(),
      url: doc.url.trim(),
    }));
}
