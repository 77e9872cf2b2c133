import { lazyComponent } from '../../ui/lazy-component.ts';

// The screen shows no dialog at first: the cut-off dialog (with the Radix dialog it stands on) loads when
// the member shows intent on the box of a cut-off account.
const infoDialog = lazyComponent(() =>
  import('../../ui/primitives/InfoDialog/InfoDialog.tsx').then((module) => module.InfoDialog),
);

export const InfoDialog = infoDialog.Component;

/** For the pointer coming over, or focus reaching, the box of an account that may not be paid. */
export function preloadPayAccountsDialogs(): void {
  infoDialog.preload();
}
