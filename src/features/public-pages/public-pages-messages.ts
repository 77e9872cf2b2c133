/**
 * Texts of the public pages that the specs do not give (the spec's own texts are in
 * src/domain/portal/messages.ts); they belong in the portal catalogue once it is opened for them.
 */
export const publicPagesMessages = {
  /** The placeholder of an area whose screen is not built yet, under the page's title. */
  comingSoon: 'This area of the member portal is coming soon.',
} as const;
