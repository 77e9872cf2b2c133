import { lazyComponent } from '../../ui/lazy-component.ts';

// The screen shows no dialog at first: the help dialog (with the Radix dialog it stands on) loads when the
// member shows intent on its button.
const helpDialog = lazyComponent(() =>
  import('./OperationRoundupHelpDialog.tsx').then((module) => module.OperationRoundupHelpDialog),
);

export const OperationRoundupHelpDialog = helpDialog.Component;

/** For the pointer coming over, or focus reaching, the help button. */
export function preloadRoundupDialogs(): void {
  helpDialog.preload();
}
