import { catalogue } from '../language.ts';
/** Words the field primitives show themselves (text fields, password fields, the password pair). */
export const fieldMessages = catalogue(
  () =>
    ({
      /** Beside the label of a required field; screen readers hear the field's own required state instead. */
      required: '(required)',
      /** Names of the toggle of a password field while the password is hidden and while it is shown. */
      showPassword: 'Show password',
      hidePassword: 'Hide password',
    }) as const,
  () => import('./es.ts'),
  'fieldMessages',
);
