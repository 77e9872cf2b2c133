import { useAtomValue, useStore } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { canRenewSession, isSessionWarningDue, sessionTimeLeft } from '../../domain/session.ts';
import { sessionWarningMessages } from '../../domain/session-warning/messages.ts';
import { endMemberSession, renewMemberSession } from '../../state/session-actions.ts';
import { memberSessionAtom } from '../../state/session.ts';
import { useElementContext } from '../element/ElementContext.tsx';
import { Alert } from '../primitives/Alert/Alert.tsx';
import { Button } from '../primitives/Button/Button.tsx';
import { Dialog, MESSAGE_DIALOG_WIDTH } from '../primitives/Dialog/Dialog.tsx';
import { usePortalContainer } from '../portal-container.tsx';
import { focusableScreenHeading } from '../screen-heading.ts';
import { useWarningClock } from './useWarningClock.ts';

/** What became of the member's last Stay Signed In, for the token it was pressed with. */
interface Renewal {
  readonly token: string;
  readonly state: 'renewing' | 'failed' | 'refused';
}

/**
 * The warning before the session ends (WCAG 2.2.1 Timing Adjustable), two minutes ahead
 * (`SESSION_WARNING_SECONDS`): an alert dialog with the time left, Stay Signed In, which renews the
 * token, and Sign Out. Left unanswered, the session ends as without it: the page's session lifecycle
 * signs the member out with the time-out flag. Escape does not dismiss it: the member's answer is one
 * of its buttons, and a dismissed warning would leave the time limit without a way to extend it.
 */
export function SessionWarningDialog() {
  const store = useStore();
  const { client } = useElementContext();
  const session = useAtomValue(memberSessionAtom);
  const now = useWarningClock(session?.expiresAt ?? null);
  const [renewal, setRenewal] = useState<Renewal | null>(null);

  const open = session !== null && isSessionWarningDue(session, now);
  const state = renewal && renewal.token === session?.accessToken ? renewal.state : null;
  const renewable = session !== null && canRenewSession(session, now);
  const left = sessionTimeLeft(session?.expiresAt ?? now, now);
  const timeLeft = sessionWarningMessages.timeLeft(left.minutes, left.seconds);

  // The pressed button was disabled while the renewal ran, or is gone: the next answer gets the focus.
  const stayButton = useRef<HTMLButtonElement>(null);
  const signInAgainButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (state === 'failed') stayButton.current?.focus();
    if (state === 'refused') signInAgainButton.current?.focus();
  }, [state]);

  const staySignedIn = () => {
    if (!session || state === 'renewing') return;
    const token = session.accessToken;
    setRenewal({ token, state: 'renewing' });
    renewMemberSession(store, client).then(
      () => setRenewal(null),
      (error: unknown) =>
        setRenewal({
          token,
          state: error instanceof ApiError && error.isUnauthorized ? 'refused' : 'failed',
        }),
    );
  };
  const signOut = () => void endMemberSession(store, client, 'manual');
  // The token is refused already: ending the session as a time-out takes the member to Sign In.
  const signInAgain = () => void endMemberSession(store, client, 'timeout');

  // The clock opens the warning, often while nothing has focus: closing, it takes the member to the
  // heading of the screen they were on (the portal's main region's), not to the top of the page.
  const container = usePortalContainer();
  const screenHeading = () => {
    const root = container?.getRootNode() as ParentNode | undefined;
    const main = root?.querySelector<HTMLElement>('main');
    const content = main ?? root?.querySelector<HTMLElement>('[part="base"]');
    return (content && focusableScreenHeading(content)) ?? main;
  };

  return (
    <Dialog
      open={open}
      onOpenChange={() => undefined}
      role="alertdialog"
      width={MESSAGE_DIALOG_WIDTH}
      focusWhenNothingToReturnTo={screenHeading}
      title={sessionWarningMessages.title}
      description={
        renewable
          ? sessionWarningMessages.description(timeLeft)
          : sessionWarningMessages.lastRenewal(timeLeft)
      }
      actions={
        state === 'refused' ? (
          <Button ref={signInAgainButton} variant="primary" onClick={signInAgain}>
            {sessionWarningMessages.signInAgain}
          </Button>
        ) : (
          <>
            {renewable && (
              <Button
                ref={stayButton}
                variant="primary"
                onClick={staySignedIn}
                loading={state === 'renewing'}
              >
                {sessionWarningMessages.staySignedIn}
              </Button>
            )}
            <Button variant="secondary" onClick={signOut} disabled={state === 'renewing'}>
              {sessionWarningMessages.signOut}
            </Button>
          </>
        )
      }
    >
      {state === 'failed' && <Alert tone="error">{sessionWarningMessages.renewalFailed}</Alert>}
      {state === 'refused' && <Alert tone="error">{sessionWarningMessages.renewalRefused}</Alert>}
    </Dialog>
  );
}
