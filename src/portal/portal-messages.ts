/**
 * Texts of the portal frame that the specs do not give; they belong in the portal catalogue
 * (src/domain/portal/messages.ts) once it is opened for them.
 */
export const portalShellMessages = {
  skipToContent: 'Skip to main content',
} as const;
