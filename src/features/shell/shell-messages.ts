/**
 * Texts of the portal shell that the specs do not give (the spec's own texts are in
 * src/domain/portal/messages.ts). Kept apart so a reviewer sees at once what is the portal's wording;
 * they belong in the portal catalogue once it is opened for them.
 */
export const shellMessages = {
  /** The main menu's accessible name. */
  mainMenu: 'Main menu',
  /** The button that opens the main menu on phones. */
  menuButton: 'Menu',
  /** The accessible name of the logo link when the site names no cooperative. */
  logoFallback: 'Home',
  /** The account switcher bar's accessible name. */
  accountSwitcher: 'Your accounts',
  /** Read after an account number of the switcher: the account the portal shows. */
  selectedAccount: '(selected)',
  webChat: {
    launcher: 'Chat with us',
    close: 'Close chat',
    quickReplies: 'Quick replies',
    /** Shown under the quick replies. */
    sentNote: 'Your choice was sent. Someone will reply here shortly.',
  },
} as const;
