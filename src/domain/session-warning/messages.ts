import { catalogue } from '../language.ts';

/**
 * The warning before a signed-in session ends (WCAG 2.2.1 Timing Adjustable). Not in the spec, which
 * only ends the session with the time-out flag (spec 01 §4 'Logged in').
 */
export const sessionWarningMessages = catalogue(
  () =>
    ({
      title: 'Your session is about to end',
      /** `timeLeft` is `timeLeft(...)` below. */
      description: (timeLeft: string) =>
        `For your security, you will be signed out in ${timeLeft}. Do you want to stay signed in?`,
      /** When the session has lasted as long as a session may: it cannot be renewed. */
      lastRenewal: (timeLeft: string) =>
        `For your security, you will be signed out in ${timeLeft}. You have been signed in for the longest time allowed; sign in again to continue.`,
      timeLeft: (minutes: number, seconds: number) =>
        [
          minutes === 0 ? '' : minutes === 1 ? '1 minute' : `${minutes} minutes`,
          seconds === 0 && minutes > 0 ? '' : seconds === 1 ? '1 second' : `${seconds} seconds`,
        ]
          .filter((part) => part !== '')
          .join(' '),
      staySignedIn: 'Stay Signed In',
      signOut: 'Sign Out',
      signInAgain: 'Sign In Again',
      /** The renewal could not reach the back office: the session still lasts, the member may try again. */
      renewalFailed: 'We could not renew your session. Check your connection and try again, or sign out.',
      /** The back office refused the token: the session cannot be renewed. */
      renewalRefused: 'Your session could not be renewed. Please sign in again.',
    }) as const,
  () => import('./es.ts'),
  'sessionWarningMessages',
);
