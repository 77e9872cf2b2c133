import { quickPayButtonMessages } from '../../domain/quick-pay/button-messages.ts';
import { fetchSiteConfigurationOnce, quickPayEnabledIn } from '../../api/site-configuration-probe.ts';
import { readRawConfig } from '../../state/page-config.ts';
import { adoptSharedStyles } from '../../ui/styles/shadow-sheet.ts';
import '../../ui/theme.css.ts';
import { textReset } from '../../ui/styles/host.css.ts';
import * as styles from './QuickPayButton.css.ts';

export interface QuickPayLauncher {
  open(): void;
  /** Unmounts the dialogs, releasing the page (scroll lock, aria-hidden) if one is open. */
  unmount(): void;
}
export type LoadQuickPayLauncher = (host: HTMLElement, root: ShadowRoot) => Promise<QuickPayLauncher>;

/**
 * `<coop-quick-pay-button>`: a plain custom element, not React, so that a marketing page loads only a
 * few kilobytes before the visitor shows intent. Hover, focus or a press loads the dialog's code;
 * a click opens it. The button hides itself when the site's QuickPay feature is off.
 *
 * Attributes: `label` (button text), `variant="banner"` (adds the Quick Pay banner sentence), plus the
 * configuration attributes of `<coop-config>` as per-element overrides.
 */
export function createQuickPayButtonElement(loadLauncher: LoadQuickPayLauncher): CustomElementConstructor {
  return class QuickPayButtonElement extends HTMLElement {
    static observedAttributes = ['label', 'variant'];
    private readonly root: ShadowRoot;
    private launcher: Promise<QuickPayLauncher> | undefined;
    private bannerTextOverride: string | undefined;

    constructor() {
      super();
      this.root = this.attachShadow({ mode: 'open' });
      adoptSharedStyles(this.root);
    }

    connectedCallback(): void {
      this.render();
      this.checkFeatureFlag();
    }

    attributeChangedCallback(): void {
      if (this.isConnected) this.render();
    }

    disconnectedCallback(): void {
      // A CMS that swaps page content must not be left locked behind an open dialog.
      const launcher = this.launcher;
      this.launcher = undefined;
      void launcher?.then(
        (loaded) => loaded.unmount(),
        () => undefined,
      );
      this.root.querySelector('[data-coop-launcher]')?.remove();
    }

    private render(): void {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = styles.button;
      button.part.add('button');
      button.textContent = this.getAttribute('label') || quickPayButtonMessages.label;
      button.setAttribute('aria-haspopup', 'dialog');
      const loadOnIntent = () => void this.loadLauncher();
      button.addEventListener('pointerenter', loadOnIntent, { once: true });
      button.addEventListener('focus', loadOnIntent, { once: true });
      button.addEventListener('touchstart', loadOnIntent, { once: true, passive: true });
      button.addEventListener('click', () => {
        void this.loadLauncher().then((launcher) => launcher.open());
      });

      // The page's inherited text styles stop at this wrapper (see textReset).
      const frame = document.createElement('div');
      frame.className = textReset;
      if (this.getAttribute('variant') === 'banner') {
        frame.classList.add(styles.banner);
        frame.part.add('banner');
        const text = document.createElement('p');
        text.className = styles.bannerText;
        const name = document.createElement('strong');
        name.textContent = quickPayButtonMessages.label;
        text.append(name, ` ${this.bannerTextOverride ?? quickPayButtonMessages.bannerText}`);
        frame.append(text, button);
      } else {
        frame.append(button);
      }
      // Keep the launcher's React container (added on intent) when re-rendering.
      const launcherContainer = this.root.querySelector('[data-coop-launcher]');
      this.root.replaceChildren(frame, ...(launcherContainer ? [launcherContainer] : []));
    }

    private loadLauncher(): Promise<QuickPayLauncher> {
      this.launcher ??= loadLauncher(this, this.root).catch((error: unknown) => {
        this.launcher = undefined;
        throw error;
      });
      return this.launcher;
    }

    private checkFeatureFlag(): void {
      const raw = readRawConfig(this);
      const apiBase = raw['api-base'];
      const applicationId = raw['application-id'];
      // Without configuration the launcher shows the configuration error on click.
      if (!apiBase || !applicationId) return;
      fetchSiteConfigurationOnce(apiBase, applicationId).then(
        (configuration) => {
          this.hidden = !quickPayEnabledIn(configuration);
          const override = (configuration as { configuration?: { quickPayBannerText?: unknown } })
            .configuration?.quickPayBannerText;
          if (typeof override === 'string' && override.trim()) {
            this.bannerTextOverride = override;
            this.render();
          }
        },
        // The button stays; the dialog reports the failure when opened.
        () => undefined,
      );
    }
  };
}
