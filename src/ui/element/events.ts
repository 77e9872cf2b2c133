import type { PaymentType } from '../../domain/quick-pay/types.ts';

/**
 * Every DOM event the coop-* elements dispatch: `coop-` prefixed, bubbling and composed (they cross
 * the shadow boundary), each with a typed `detail`. This map is the public event contract.
 */
export interface CoopEventDetails {
  /** The element's configuration is invalid; `problems` name the attributes. */
  'coop-config-error': { problems: string[] };
  /** The Quick Pay dialog opened. */
  'coop-quick-pay-open': Record<string, never>;
  /** The Quick Pay dialog closed without a payment being submitted. */
  'coop-quick-pay-close': Record<string, never>;
  /** An account was found by number and phone digits. */
  'coop-quick-pay-verified': { accountNumber: string };
  /** A payment was initiated and the member is being sent to the hosted payment page. */
  'coop-payment-submitted': { accountNumber: string; amount: number; paymentType: PaymentType };
  /** The payment result page loaded. */
  'coop-payment-result': {
    outcome: 'success' | 'cancel';
    confirmationNumber: string | null;
    amount: number | null;
  };
  /**
   * The element is about to navigate the page (Done, redirect to the signed-in area). Cancelable:
   * call `preventDefault()` to route yourself, using `detail.url`. The jump to the meter-data portal
   * is announced without the member's web token (`webToken`), which signs the member in there, and
   * cannot be canceled.
   */
  'coop-navigate': { url: string; reason: 'done' | 'signed-in' | 'route' };
  /** A member signed in (after the verification code, for multi-factor sign-in) and their accounts are loaded. */
  'coop-signed-in': { memberNumber: string };
  /** `<coop-portal>` shows a route: `path` is the portal address ('/billpayments/history?x=1'), `title` the page title. */
  'coop-page-view': { path: string; title: string };
  /** The member's session ended (Sign Out, or a token that expired or was refused). Every element on the page fires it once. */
  'coop-signed-out': { reason: 'manual' | 'timeout' };
  /** A member completed registration; `username` is the new login's username. */
  'coop-registered': { username: string };
}

export type CoopEventName = keyof CoopEventDetails;
export type CoopEvent<K extends CoopEventName> = CustomEvent<CoopEventDetails[K]>;

type CoopEventMap = { [K in CoopEventName]: CoopEvent<K> };

declare global {
  // Events bubble and are composed, so hosts may listen on the element, an ancestor or the document.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends CoopEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DocumentEventMap extends CoopEventMap {}
}

const cancelable: ReadonlySet<CoopEventName> = new Set(['coop-navigate']);

/**
 * Dispatches a coop event from the host element. Returns false when a listener prevented it.
 * `announceOnly` dispatches a cancelable event as one that cannot be prevented.
 */
export function dispatchCoopEvent<K extends CoopEventName>(
  host: Element,
  name: K,
  detail: CoopEventDetails[K],
  { announceOnly = false }: { announceOnly?: boolean } = {},
): boolean {
  return host.dispatchEvent(
    new CustomEvent(name, {
      detail,
      bubbles: true,
      composed: true,
      cancelable: cancelable.has(name) && !announceOnly,
    }),
  );
}
