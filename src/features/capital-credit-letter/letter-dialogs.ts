import { lazyComponent } from '../../ui/lazy-component.ts';

// The screen shows no dialog at first: the Letter ID help (with the Radix dialog it stands on) loads when
// the visitor shows intent on its button.
const helpDialog = lazyComponent(() =>
  import('./CapitalCreditLetterHelpDialog.tsx').then((module) => module.CapitalCreditLetterHelpDialog),
);

export const CapitalCreditLetterHelpDialog = helpDialog.Component;

/** For the pointer coming over, or focus reaching, the help button. */
export function preloadLetterDialogs(): void {
  helpDialog.preload();
}
