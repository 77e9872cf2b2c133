import { useAtomValue } from 'jotai';
import { lazy, Suspense, type ReactNode } from 'react';
import { platformMessages } from '../domain/platform-messages.ts';
import { isSignedInAtom } from '../state/session.ts';
import { Spinner } from '../ui/primitives/Spinner/Spinner.tsx';
import { SessionWarning } from '../ui/session/SessionWarning.tsx';

const LoginScreen = lazy(() =>
  import('../features/login/LoginScreen.tsx').then((module) => ({ default: module.LoginScreen })),
);

/**
 * The guard of every element that needs a signed-in member (`<coop-account-overview>` and the other
 * single-area elements): a visitor gets the Sign In form in its place, never a blank box, and the
 * element's content shows as soon as the member is signed in, here or anywhere on the page. A session
 * that ends (Sign Out, a time-out) puts the form back. While signed in, it offers the warning before
 * the session ends (one dialog for the page, `SessionWarning`).
 */
export function RequireMember({ children }: { readonly children: ReactNode }) {
  const signedIn = useAtomValue(isSignedInAtom);
  if (signedIn) {
    return (
      <>
        {children}
        <SessionWarning />
      </>
    );
  }
  return (
    <Suspense fallback={<Spinner label={platformMessages.loading} />}>
      <LoginScreen stayAfterSignIn />
    </Suspense>
  );
}
