import { createQuickPayButtonElement } from '../src/features/quick-pay/QuickPayButtonElement.ts';

/**
 * `<coop-quick-pay-button>`: opens Quick Pay (pay without signing in) in a dialog.
 *
 * @attr label - the button text (default "Quick Pay")
 * @attr variant - "banner" adds the Quick Pay sentence beside the button
 * @csspart button - the button
 * @csspart banner - the banner row (variant="banner")
 * @fires coop-quick-pay-open, coop-quick-pay-close, coop-quick-pay-verified, coop-payment-submitted
 */
const QuickPayButtonElement = createQuickPayButtonElement((host, root) =>
  import('../src/features/quick-pay/quick-pay-launcher.tsx').then((module) =>
    module.mountQuickPayLauncher(host, root),
  ),
);

if (!customElements.get('coop-quick-pay-button')) {
  customElements.define('coop-quick-pay-button', QuickPayButtonElement);
}

declare global {
  interface HTMLElementTagNameMap {
    'coop-quick-pay-button': HTMLElement;
  }
}
