import { PaymentResult } from '../src/features/payment-result/PaymentResult.tsx';
import { defineCoopElement } from '../src/ui/element/define-element.tsx';

/**
 * `<coop-payment-result>`: the page the hosted payment page returns to.
 *
 * @attr kind - "success" (default) or "cancel"
 * @csspart card - the result card
 * @fires coop-payment-result, coop-navigate
 */
defineCoopElement('coop-payment-result', PaymentResult, { props: { kind: 'string' }, area: 'block' });

declare global {
  interface HTMLElementTagNameMap {
    'coop-payment-result': HTMLElement & { kind?: 'success' | 'cancel' };
  }
}
