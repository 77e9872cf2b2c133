import { lazyComponent } from '../../ui/lazy-component.ts';

// The screen shows no dialog at first: Remove App's question (with the Radix dialog it stands on) loads
// when the member shows intent on its button.
const confirmDialog = lazyComponent(() =>
  import('../../ui/primitives/ConfirmDialog/ConfirmDialog.tsx').then((module) => module.ConfirmDialog),
);

export const ProfileConfirmDialog = confirmDialog.Component;

/** For the pointer coming over, or focus reaching, Remove App. */
export function preloadProfileDialogs(): void {
  confirmDialog.preload();
}
