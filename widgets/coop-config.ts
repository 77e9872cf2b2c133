import {
  configAttributeNames,
  notifyPageConfigChanged,
  setProgrammaticConfig,
  type RawConfig,
} from '../src/state/page-config.ts';

// Its attributes are read where the configuration is (src/state/page-config.ts): each change only says so.
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
