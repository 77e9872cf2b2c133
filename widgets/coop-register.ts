import { RegistrationScreen } from '../src/features/registration/RegistrationScreen.tsx';
import { defineCoopElement } from '../src/ui/element/define-element.tsx';

/**
 * `<coop-register>`: portal registration on its own (account number, verification code, then the login
 * form). Its Sign In link goes to the page of `portal-url` (else `home-url`).
 *
 * @csspart card - the registration card
 * @fires coop-registered
 */
defineCoopElement('coop-register', RegistrationScreen, { area: 'block' });

declare global {
  interface HTMLElementTagNameMap {
    'coop-register': HTMLElement;
  }
}
