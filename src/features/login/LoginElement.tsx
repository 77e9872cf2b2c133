import { useState } from 'react';
import { loginArrivalNotice } from '../../domain/login/rules.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { LoginScreen } from './LoginScreen.tsx';

/**
 * `<coop-login>` on a page of its own: the Sign In screen with the page's `returnUrl` and
 * `sessionTimeOut` query, which the portal hands over from its route instead.
 */
export function LoginElement() {
  const { host } = useElementContext();
  const [query] = useState(() => {
    const search = new URLSearchParams(host.ownerDocument.location.search);
    return { returnUrl: search.get('returnUrl'), sessionTimeOut: loginArrivalNotice(search) !== null };
  });
  return <LoginScreen returnUrl={query.returnUrl} sessionTimeOut={query.sessionTimeOut} />;
}
