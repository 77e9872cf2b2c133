import { useStore } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import type { ApiError } from '../../api/api-error.ts';
import { errorMessage } from '../../domain/error-messages.ts';
import { signInErrors } from '../../domain/login/errors.ts';
import { portalMessages } from '../../domain/portal/messages.ts';
import { startMemberSession } from '../../state/session-actions.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { usePortalNavigation } from '../../ui/navigation/PortalNavigation.tsx';
import { useRouteQuery } from '../../ui/navigation/RouteContext.tsx';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { Spinner } from '../../ui/primitives/Spinner/Spinner.tsx';
import { PublicPage } from './PublicPage.tsx';

/** An external login's session has no expiry of its own (spec 01 §9: expireInMinutes 0). */
const EXTERNAL_LOGIN_EXPIRES_IN_MINUTES = 0;

/**
 * The external login redirect (spec 01 §2.10): another system signs the member in and sends them here
 * with `token` and `member`. The token becomes the session, the accounts load, and the portal goes to the
 * account overview, replacing this address so the token leaves the address bar and the history.
 * Without a token it goes to sign-in.
 */
export function ExternalLoginScreen() {
  const { client } = useElementContext();
  const store = useStore();
  const navigation = usePortalNavigation();
  const query = useRouteQuery();
  // The failure itself, its message read at each render.
  const [failure, setFailure] = useState<{ readonly failure: ApiError['failure'] } | null>(null);
  const started = useRef(false);
  const token = query.get('token')?.trim() ?? '';
  const member = query.get('member')?.trim() ?? '';

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!token || !member) {
      navigation.navigate('login', { replace: true });
      return;
    }
    startMemberSession(store, client, {
      accessToken: token,
      memberNumber: member,
      memberMfaEnabled: false,
      expiresInMinutes: EXTERNAL_LOGIN_EXPIRES_IN_MINUTES,
    }).then(
      () => navigation.navigate('accountoverview', { replace: true }),
      (error: ApiError) => {
        // A refused token ends the session with the time-out flag: the portal takes the member to sign-in.
        if (!error.isUnauthorized) setFailure({ failure: error.failure });
      },
    );
  }, [client, member, navigation, store, token]);

  return (
    <PublicPage title={portalMessages.titles.externalLogin} busy={failure === null}>
      {failure === null ? (
        <Spinner />
      ) : (
        <Alert tone="error">{errorMessage(failure.failure, signInErrors)}</Alert>
      )}
    </PublicPage>
  );
}
