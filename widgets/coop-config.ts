import {
  configAttributeNames,
  notifyPageConfigChanged,
  setProgrammaticConfig,
  type RawConfig,
} from '../src/state/page-config.ts';

/**
 * `<coop-config>`: page-wide configuration of every coop-* element, read from its attributes:
 * `api-base`, `application-id`, `payment-origins`, `storage` ("session" | "local"), `home-url`,
 * `portal-url`, `verify-timeout`, `custom-asset-origins`. Any element may override an attribute with its
 * own. A change takes effect at once in every element of the page.
 */
class CoopConfigElement extends HTMLElement {
  static observedAttributes = configAttributeNames;

  connectedCallback(): void {
    this.hidden = true;
    notifyPageConfigChanged();
  }

  disconnectedCallback(): void {
    notifyPageConfigChanged();
  }

  attributeChangedCallback(): void {
    notifyPageConfigChanged();
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
