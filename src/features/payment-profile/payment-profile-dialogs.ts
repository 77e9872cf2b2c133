import { lazyComponent } from '../../ui/lazy-component.ts';

// The wallet shows no dialog at first: the rename form and the remove confirmation (with the Radix
// dialog they stand on) load when the member shows intent on Rename or Remove.
const confirmDialog = lazyComponent(() =>
  import('../../ui/primitives/ConfirmDialog/ConfirmDialog.tsx').then((module) => module.ConfirmDialog),
);
const renameDialog = lazyComponent(() =>
  import('./RenameMethodDialog.tsx').then((module) => module.RenameMethodDialog),
);

export const ConfirmDialog = confirmDialog.Component;
export const RenameMethodDialog = renameDialog.Component;

/** For the pointer coming over, or focus reaching, a Rename or Remove button. */
export function preloadPaymentProfileDialogs(): void {
  confirmDialog.preload();
  renameDialog.preload();
}
