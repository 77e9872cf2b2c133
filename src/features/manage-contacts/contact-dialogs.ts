import { lazyComponent } from '../../ui/lazy-component.ts';

// The screen shows no dialog at first: the add/confirm dialog and the remove question load when the
// member shows intent on what opens them.
const contactDialog = lazyComponent(() =>
  import('./ContactDialog.tsx').then((module) => module.ContactDialog),
);
const removeContactDialog = lazyComponent(() =>
  import('./RemoveContactDialog.tsx').then((module) => module.RemoveContactDialog),
);

export const ContactDialog = contactDialog.Component;
export const RemoveContactDialog = removeContactDialog.Component;

/** For the pointer coming over, or focus reaching, a control that opens one of them. */
export function preloadContactDialogs(): void {
  contactDialog.preload();
  removeContactDialog.preload();
}
