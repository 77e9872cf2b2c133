import { lazyComponent } from '../../ui/lazy-component.ts';

// The screen shows no dialog at first: the help dialog and the removal's confirmation (with the Radix
// dialog they stand on) load when the member shows intent on Help or Remove Draft.
const confirmDialog = lazyComponent(() =>
  import('../../ui/primitives/ConfirmDialog/ConfirmDialog.tsx').then((module) => module.ConfirmDialog),
);
const infoDialog = lazyComponent(() =>
  import('../../ui/primitives/InfoDialog/InfoDialog.tsx').then((module) => module.InfoDialog),
);

export const ConfirmDialog = confirmDialog.Component;
export const InfoDialog = infoDialog.Component;

export function preloadHelpDialog(): void {
  infoDialog.preload();
}

export function preloadConfirmDialog(): void {
  confirmDialog.preload();
}
