import { lazyComponent } from '../../ui/lazy-component.ts';

// The profile shows no dialog at first: the Update All / Update This Account question and the Confirm
// after a phone change (with the Radix dialog they stand on) load when the member goes to edit.
const whichAccountsDialog = lazyComponent(() =>
  import('./WhichAccountsDialog.tsx').then((module) => module.WhichAccountsDialog),
);
const manageNotificationsDialog = lazyComponent(() =>
  import('./ManageNotificationsDialog.tsx').then((module) => module.ManageNotificationsDialog),
);

export const WhichAccountsDialog = whichAccountsDialog.Component;
export const ManageNotificationsDialog = manageNotificationsDialog.Component;

/** For the pointer coming over, or focus reaching, an Edit button. */
export function preloadProfileDialogs(): void {
  whichAccountsDialog.preload();
  manageNotificationsDialog.preload();
}
