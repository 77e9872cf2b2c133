import { ResetPasswordScreen } from '../src/features/password/ResetPasswordScreen.tsx';
import { defineCoopElement } from '../src/ui/element/define-element.tsx';

/**
 * `<coop-reset-password>`: the page a password reset link opens, on its own. It reads the link's one-time
 * code from the page's address (`?otc=…`, or `#/reset-password?otc=…`). Its Sign In and home links go to
 * the page of `portal-url` (else `home-url`).
 *
 * @csspart card - the reset card
 */
defineCoopElement('coop-reset-password', ResetPasswordScreen, { area: 'block' });

declare global {
  interface HTMLElementTagNameMap {
    'coop-reset-password': HTMLElement;
  }
}
