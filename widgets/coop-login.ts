import { LoginElement } from '../src/features/login/LoginElement.tsx';
import { defineCoopElement } from '../src/ui/element/define-element.tsx';

/**
 * `<coop-login>`: the Sign In screen on a page of the cooperative's site. It reads the page's
 * `returnUrl` and `sessionTimeOut` query; after signing in it goes to the portal page (`portal-url`)
 * at the return URL, when that is a portal address, else at the account overview.
 *
 * @csspart card - the sign-in form's card
 * @csspart side-image - the configured image beside the form (hidden on phones)
 * @csspart background-image - the configured image behind the form (hidden on phones)
 * @fires coop-signed-in, coop-navigate
 */
defineCoopElement('coop-login', LoginElement, { area: 'block' });

declare global {
  interface HTMLElementTagNameMap {
    'coop-login': HTMLElement;
  }
}
