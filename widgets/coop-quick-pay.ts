import { QuickPayInline } from '../src/features/quick-pay/QuickPayInline.tsx';
import { defineCoopElement } from '../src/ui/element/define-element.tsx';

/**
 * `<coop-quick-pay>`: the Quick Pay flow (Account, Verify, Pay) inline on the page.
 *
 * @attr account-no - prefills the account number (else the page's `accountno` query)
 * @attr phone - prefills the last four phone digits (else the page's `phone` query)
 * @csspart card - the flow's card
 * @fires coop-quick-pay-verified, coop-payment-submitted, coop-navigate
 */
defineCoopElement('coop-quick-pay', QuickPayInline, {
  props: { accountNo: 'string', phone: 'string' },
  area: 'block',
});

declare global {
  interface HTMLElementTagNameMap {
    'coop-quick-pay': HTMLElement & { accountNo?: string; phone?: string };
  }
}
