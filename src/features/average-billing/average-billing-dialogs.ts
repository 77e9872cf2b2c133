import { lazyComponent } from '../../ui/lazy-component.ts';

// The screen shows no dialog at first: the confirmation and the answer's dialog (with the Radix dialog
// they stand on) load when the member shows intent on Sign Up, Remove or a bulk button.
const confirmDialog = lazyComponent(() =>
  import('../../ui/primitives/ConfirmDialog/ConfirmDialog.tsx').then((module) => module.ConfirmDialog),
);
const infoDialog = lazyComponent(() =>
  import('../../ui/primitives/InfoDialog/InfoDialog.tsx').then((module) => module.InfoDialog),
);

export const ConfirmDialog = confirmDialog.Component;
export const InfoDialog = infoDialog.Component;

/** For the pointer coming over, or focus reaching, a button that changes a billing type. */
export function preloadAverageBillingDialogs(): void {
  confirmDialog.preload();
  infoDialog.preload();
}
