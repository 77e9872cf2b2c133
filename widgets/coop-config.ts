import { setProgrammaticConfig, type RawConfig } from '../src/state/page-config.ts';

/**
 * `<coop-config>`: page-wide configuration of every coop-* element, read from its attributes:
 * `api-base`, `application-id`, `payment-origins`, `storage` ("session" | "local"), `home-url`,
 * `portal-url`, `verify-timeout`. Any element may override an attribute with its own.
 */
class CoopConfigElement extends HTMLElement {
  connectedCallback(): void {
    this.hidden = true;
  }
}

if (!customElements.get('coop-config')) customElements.define('coop-config', CoopConfigElement);

/** Configures the elements from script instead of (or on top of) a `<coop-config>` element. */
export function configure(values: RawConfig): void {
  setProgrammaticConfig(values);
}

declare global {
  interface HTMLElementTagNameMap {
    'coop-config': CoopConfigElement;
  }
}
