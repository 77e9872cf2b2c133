import { lazyComponent } from '../../ui/lazy-component.ts';

// The list shows no dialog at first: the enrol form and the remove confirmation (with the Radix dialog
// they stand on) load when the member shows intent on Set Up Auto Pay or Remove.
const confirmDialog = lazyComponent(() =>
  import('../../ui/primitives/ConfirmDialog/ConfirmDialog.tsx').then((module) => module.ConfirmDialog),
);
const enrolDialog = lazyComponent(() =>
  import('./EnrolAutoPayDialog.tsx').then((module) => module.EnrolAutoPayDialog),
);

export const ConfirmDialog = confirmDialog.Component;
export const EnrolAutoPayDialog = enrolDialog.Component;

/** For the pointer coming over, or focus reaching, a Set Up or Remove button. */
export function preloadAutoPayDialogs(): void {
  confirmDialog.preload();
  enrolDialog.preload();
}
