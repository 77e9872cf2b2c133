import { lazyComponent } from '../../ui/lazy-component.ts';

// The list shows no dialog at first: the delete confirmation (with the Radix dialog it stands on) loads
// when the member shows intent on a Delete button.
const confirmDialog = lazyComponent(() =>
  import('../../ui/primitives/ConfirmDialog/ConfirmDialog.tsx').then((module) => module.ConfirmDialog),
);

export const ConfirmDialog = confirmDialog.Component;

/** For the pointer coming over, or focus reaching, a Delete button. */
export function preloadScheduledPaymentsDialogs(): void {
  confirmDialog.preload();
}
