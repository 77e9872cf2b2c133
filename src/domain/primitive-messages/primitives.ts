import { catalogue } from '../language.ts';
/**
 * The words the design system's own primitives show or announce (buttons, spinners, steppers), in one
 * place: a second language is a translation of this catalogue and the ones beside it, not a change to
 * the primitives. Screens pass their own words where the specs give them.
 */
export const primitiveMessages = catalogue(
  () =>
    ({
      loading: 'Loading',
      dismiss: 'Dismiss',
      close: 'Close',
      ok: 'OK',
      confirm: 'Confirm',
      cancel: 'Cancel',
      progress: 'Progress',
      /** A stepper's progress, announced when the step changes. */
      stepProgress: (stepNumber: number, stepCount: number, stepLabel: string) =>
        `Step ${stepNumber} of ${stepCount}: ${stepLabel}`,
      /** Read after the name of a finished step. */
      stepComplete: 'complete',
      /** A tooltip's button when its screen does not name it. */
      moreInformation: 'More information',
    }) as const,
  () => import('./es.ts'),
  'primitiveMessages',
);
