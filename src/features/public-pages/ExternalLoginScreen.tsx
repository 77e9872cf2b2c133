import { useStore } from 'jotai';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ApiError } from '../../api/api-error.ts';
import { errorMessage } from '../../domain/error-messages.ts';
import { signInErrors } from '../../domain/login/errors.ts';
import { portalMessages } from '../../domain/portal/messages.ts';
import { publicPageMessages } from '../../domain/public-pages/messages.ts';
import { isMemberNumber } from '../../domain/session.ts';
import { addressSecret, forgetAddressSecret } from '../../state/address-secrets.ts';
import { endMemberSession, startMemberSession } from '../../state/session-actions.ts';
import { isSignedInAtom, memberSessionAtom } from '../../state/session.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { usePortalNavigation } from '../../ui/navigation/PortalNavigation.tsx';
import { useRouteQuery } from '../../ui/navigation/RouteContext.tsx';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { Spinner } from '../../ui/primitives/Spinner/Spinner.tsx';
import * as styles from './PublicPage.css.ts';
import { PublicPage } from './PublicPage.tsx';

/** What the link handed over: the back office's token for the member it names. */
interface HandedSession {
  readonly token: string;
  readonly member: string;
}

type Arrival =
  | { readonly kind: 'starting' }
  /** A member is signed in already: the link's session replaces theirs only if they say so. */
  | { readonly kind: 'asking'; readonly handed: HandedSession }
  /** The failure itself, its message read at each render. */
  | { readonly kind: 'failed'; readonly failure: ApiError['failure'] };

/**
 * The external login redirect (spec 01 §2.10): another system signs the member in and sends them here
 * with `token` and `member`, which the portal took out of the address before showing anything
 * (state/address-secrets.ts). The token becomes the session, with the same maximum lifetime as any
 * other, the accounts load, and the portal goes to the account overview. Without a token, or with a
 * member number that is not one, it goes to sign-in. A member already signed in is asked before their
 * session is replaced: a crafted link must not sign them into another account, nor out of their own.
 */
export function ExternalLoginScreen() {
  const { client } = useElementContext();
  const store = useStore();
  const navigation = usePortalNavigation();
  const query = useRouteQuery();
  const [arrival, setArrival] = useState<Arrival>({ kind: 'starting' });
  const started = useRef(false);
  const keepButton = useRef<HTMLButtonElement>(null);

  const start = useCallback(
    async ({ token, member }: HandedSession) => {
      setArrival({ kind: 'starting' });
      if (store.get(memberSessionAtom)) await endMemberSession(store, client, 'manual');
      startMemberSession(store, client, {
        accessToken: token,
        memberNumber: member,
        memberMfaEnabled: false,
        expiresInMinutes: 0,
      }).then(
        () => navigation.navigate('accountoverview', { replace: true }),
        (error: ApiError) => {
          // A refused token ends the session with the time-out flag: the portal takes the member to sign-in.
          if (!error.isUnauthorized) setArrival({ kind: 'failed', failure: error.failure });
        },
      );
    },
    [client, navigation, store],
  );

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = (query.get('token') ?? addressSecret('token') ?? '').trim();
    const member = (query.get('member') ?? addressSecret('member') ?? '').trim();
    // Used once: coming back to this route later finds no token to sign in with.
    forgetAddressSecret('token');
    forgetAddressSecret('member');
    if (!token || !isMemberNumber(member)) {
      navigation.navigate('login', { replace: true });
      return;
    }
    const current = store.get(memberSessionAtom);
    if (store.get(isSignedInAtom) && current) {
      if (current.accessToken === token && current.memberNumber === member) {
        navigation.navigate('accountoverview', { replace: true });
      } else {
        setArrival({ kind: 'asking', handed: { token, member } });
      }
      return;
    }
    void start({ token, member });
  }, [navigation, query, start, store]);

  useLayoutEffect(() => {
    // The safe answer takes the focus as the question shows (not a frame later), so Enter keeps the
    // member's own session.
    if (arrival.kind === 'asking') keepButton.current?.focus();
  }, [arrival.kind]);

  return (
    <PublicPage title={portalMessages.titles.externalLogin} busy={arrival.kind === 'starting'}>
      {arrival.kind === 'starting' ? <Spinner /> : null}
      {arrival.kind === 'failed' ? (
        <Alert tone="error">{errorMessage(arrival.failure, signInErrors)}</Alert>
      ) : null}
      {arrival.kind === 'asking' ? (
        <>
          <p className={styles.text}>{publicPageMessages.externalLogin.replaceQuestion}</p>
          <div className={styles.actions}>
            <Button
              ref={keepButton}
              onClick={() => navigation.navigate('accountoverview', { replace: true })}
            >
              {publicPageMessages.externalLogin.keep}
            </Button>
            <Button variant="secondary" onClick={() => void start(arrival.handed)}>
              {publicPageMessages.externalLogin.replace}
            </Button>
          </div>
        </>
      ) : null}
    </PublicPage>
  );
}
