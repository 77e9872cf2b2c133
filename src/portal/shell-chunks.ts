/**
 * The parts of the shell that load as chunks of their own (docs/performance.md): the footer sits below the
 * fold, the switcher only serves signed-in members, the chat only sites that enable it. The loaders are
 * shared by the lazy components and by the first screen's early start.
 */
export const loadFooter = () => import('../features/shell/Footer.tsx').then((module) => module.Footer);
export const loadAccountSwitcher = () =>
  import('../features/shell/AccountSwitcher.tsx').then((module) => module.AccountSwitcher);
export const loadWebChat = () => import('../features/shell/WebChat.tsx').then((module) => module.WebChat);
