import { catalogue } from '../language.ts';
/** Words of the load state every screen shows while its data loads, fails or is empty. */
export const loadStateMessages = catalogue(
  () =>
    ({
      /** The spinner's name when the screen does not say what is loading. */
      loading: 'Loading…',
      retry: 'Try again',
      /** The default empty message. */
      empty: 'There is nothing to show here yet.',
    }) as const,
  () => import('./es.ts'),
  'loadStateMessages',
);
