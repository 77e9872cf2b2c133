import { lazyComponent } from '../../ui/lazy-component.ts';

// The screen shows no dialog at first: the cut-off dialog (with the Radix dialog it stands on) loads when
// the member shows intent on the box of a cut-off account.
const infoDialog = lazyComponent(() =>
  import('../../ui/primitives/InfoDialog/InfoDialog.tsx').then((module) => module.InfoDialog),
);

export const InfoDialog = infoDialog.Component;

// The recent-payment question shows only when a checked account was paid today, after the check on Pay.
const confirmDialog = lazyComponent(() =>
  import('../../ui/primitives/ConfirmDialog/ConfirmDialog.tsx').then((module) => module.ConfirmDialog),
);

export const ConfirmDialog = confirmDialog.Component;

/** For the pointer coming over, or focus reaching, the box of an account that may not be paid. */
export function preloadPayAccountsDialogs(): void {
  infoDialog.preload();
}
