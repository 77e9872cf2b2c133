import {
  loadSpanishButtonWords,
  quickPayButtonMessages,
  type QuickPayButtonWords,
} from '../../domain/quick-pay/button-messages.ts';
import { fetchSiteConfigurationOnce, quickPayEnabledIn } from '../../api/site-configuration-probe.ts';
import type { Language } from '../../domain/language-tag.ts';
import { readRawConfig } from '../../state/page-config.ts';
import { resolvePageLanguage, watchPageLanguage } from '../../state/page-language.ts';
import { followScheme } from '../../ui/element/scheme.ts';
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

/** The Spanish words, loaded once for every button of a Spanish page. */
let spanishWords: Promise<QuickPayButtonWords> | undefined;

/** The attributes of widgets/element-registry.ts, each also a property of the element. */
const reflectedAttributes = ['label', 'variant'] as const;

/**
 * `<coop-quick-pay-button>`: a plain custom element, not React, so that a marketing page loads only a
 * few kilobytes before the visitor shows intent. Hover, focus or a press loads the dialog's code;
 * a click opens it. The button hides itself when the site's QuickPay feature is off.
 *
 * Attributes: `label` (button text), `variant="banner"` (adds the Quick Pay banner sentence), plus the
 * configuration attributes of `<coop-config>` as per-element overrides. `label` and `variant` are
 * properties too, as the package's types declare, reflected to their attributes: undefined while one
 * is absent or empty; setting null or undefined removes it.
 */
export function createQuickPayButtonElement(loadLauncher: LoadQuickPayLauncher): CustomElementConstructor {
  class QuickPayButtonElement extends HTMLElement {
    static observedAttributes = reflectedAttributes;
    // Fields without a first value are declared, not defined: each is undefined until set either way,
    // and the marketing page's first script carries no definitions for them.
    declare private readonly root: ShadowRoot;
    declare private launcher: Promise<QuickPayLauncher> | undefined;
    declare private loadedLauncher: QuickPayLauncher | undefined;
    /** The dialog's frame, shown from the click until the dialog's code has loaded. */
    declare private frame: HTMLElement | undefined;
    declare private bannerTextOverride: string | undefined;
    declare private stopFollowingLanguage: (() => void) | undefined;
    declare private stopFollowingScheme: (() => void) | undefined;
    declare private readonly states: CustomStateSet;
    /** The page's language as last read, and the words shown in it. */
    private language: Language = 'en';
    private words: QuickPayButtonWords = quickPayButtonMessages;

    constructor() {
      super();
      this.root = this.attachShadow({ mode: 'open' });
      adoptSharedStyles(this.root);
      this.states = this.attachInternals().states;
    }

    declare label: string | undefined;
    declare variant: string | undefined;

    connectedCallback(): void {
      // A property the page set before this class was defined sits on the element itself, hiding the
      // accessor: hand it to the accessor, so it reaches the attribute.
      for (const name of reflectedAttributes) {
        if (Object.hasOwn(this, name)) {
          const value = this[name];
          delete this[name];
          this[name] = value;
        }
      }
      // Drawn in the page's language: at once in English; on a Spanish page once its words have arrived
      // (a small chunk), so it never shows English first. It follows the page's language from then on.
      this.shown = undefined;
      this.speakPageLanguage();
      this.stopFollowingLanguage ??= watchPageLanguage(() => this.speakPageLanguage());
      this.stopFollowingScheme ??= followScheme(this, this.states);
      this.checkFeatureFlag();
    }

    attributeChangedCallback(): void {
      if (this.isConnected && this.shown) this.render();
    }

    disconnectedCallback(): void {
      this.stopFollowingLanguage?.();
      this.stopFollowingLanguage = undefined;
      this.stopFollowingScheme?.();
      this.stopFollowingScheme = undefined;
      // A CMS that swaps page content must not be left locked behind an open dialog.
      const launcher = this.launcher;
      this.launcher = undefined;
      this.loadedLauncher = undefined;
      this.closeFrame();
      void launcher?.then(
        (loaded) => loaded.unmount(),
        () => undefined,
      );
      this.root.querySelector('[data-coop-launcher]')?.remove();
    }

    /** The button and the banner's sentence on screen, kept to change their words in place. */
    declare private shown:
      { frame: HTMLElement; button: HTMLButtonElement; bannerText?: HTMLElement } | undefined;

    /** The banner's sentence: the name, then the sentence (the site's own once it has loaded). */
    private bannerWords(text: HTMLElement): void {
      const name = document.createElement('strong');
      name.textContent = this.words.label;
      text.replaceChildren(name, ` ${this.bannerTextOverride ?? this.words.bannerText}`);
    }

    /** Reads the page's language and shows the button in it (first drawing it, if not yet drawn). */
    private speakPageLanguage(): void {
      const language = resolvePageLanguage();
      const speak = (words: QuickPayButtonWords) => {
        this.language = language;
        this.words = words;
        if (this.shown) this.retranslate();
        else if (this.isConnected) this.render();
      };
      if (language === 'en') {
        speak(quickPayButtonMessages);
        return;
      }
      (spanishWords ??= loadSpanishButtonWords()).then(
        (words) => {
          if (resolvePageLanguage() === language) speak(words);
        },
        () => {
          // The words could not be loaded: the button in English rather than no button.
          spanishWords = undefined;
          if (!this.shown && this.isConnected) this.render();
        },
      );
    }

    /**
     * The words in the page's new language, changed in place: the button stays the same element, so
     * its focus, and the dialog's return of focus to it, survive a switch.
     */
    private retranslate(): void {
      if (!this.shown) return;
      const { frame, button, bannerText } = this.shown;
      frame.lang = this.language;
      button.textContent = this.getAttribute('label') || this.words.label;
      if (bannerText) this.bannerWords(bannerText);
    }

    private render(): void {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = styles.button;
      button.part.add('button');
      button.textContent = this.getAttribute('label') || this.words.label;
      button.setAttribute('aria-haspopup', 'dialog');
      const loadOnIntent = () => void this.loadLauncher();
      button.addEventListener('pointerenter', loadOnIntent, { once: true });
      button.addEventListener('focus', loadOnIntent, { once: true });
      button.addEventListener('touchstart', loadOnIntent, { once: true, passive: true });
      button.addEventListener('click', () => this.open());

      // The page's inherited text styles stop at this wrapper (see textReset).
      const frame = document.createElement('div');
      frame.className = textReset;
      frame.lang = this.language;
      if (this.getAttribute('variant') === 'banner') {
        frame.classList.add(styles.banner);
        frame.part.add('banner');
        const text = document.createElement('p');
        text.className = styles.bannerText;
        this.bannerWords(text);
        frame.append(text, button);
        this.shown = { frame, button, bannerText: text };
      } else {
        frame.append(button);
        this.shown = { frame, button };
      }
      // Keep the launcher's React container (added on intent) and an open frame when re-rendering.
      const kept = this.root.querySelectorAll(
        ':scope > [data-coop-launcher], :scope > [data-coop-quick-pay-frame]',
      );
      this.root.replaceChildren(frame, ...kept);
    }

    private loadLauncher(): Promise<QuickPayLauncher> {
      this.launcher ??= loadLauncher(this, this.root).then(
        (launcher) => (this.loadedLauncher = launcher),
        (error: unknown) => {
          this.launcher = undefined;
          throw error;
        },
      );
      return this.launcher;
    }

    /**
     * Opens the dialog. Before its code has arrived, the dialog's frame shows at once (the press must
     * answer within a frame, whatever the network), then the dialog replaces it in place.
     */
    private open(): void {
      if (this.loadedLauncher) {
        this.loadedLauncher.open();
        return;
      }
      if (this.frame) return;
      const frame = this.showFrame();
      this.loadLauncher().then(
        (launcher) => {
          if (this.frame !== frame) return; // closed meanwhile
          // Focus goes back to the button first: the dialog returns it there when it closes.
          this.closeFrame(true);
          launcher.open();
        },
        (error: unknown) => {
          console.error('[coop] the Quick Pay dialog could not be loaded', error);
          if (this.frame === frame) this.showFrameFailure(frame);
        },
      );
    }

    private showFrame(): HTMLElement {
      const overlay = document.createElement('div');
      overlay.className = styles.frameOverlay;
      const frame = document.createElement('div');
      frame.className = `${textReset} ${styles.frame}`;
      frame.setAttribute('role', 'dialog');
      frame.setAttribute('aria-modal', 'true');
      frame.setAttribute('aria-busy', 'true');
      frame.tabIndex = -1;
      const title = document.createElement('h2');
      title.className = styles.frameTitle;
      title.id = 'coop-quick-pay-frame-title';
      title.textContent = this.words.label;
      frame.setAttribute('aria-labelledby', title.id);
      const spinner = document.createElement('span');
      spinner.className = styles.frameSpinner;
      const status = document.createElement('p');
      status.className = styles.frameStatus;
      status.setAttribute('role', 'status');
      status.textContent = this.words.loading;
      frame.append(title, spinner, status);
      frame.addEventListener('keydown', (event) => {
        if (event.key === 'Escape') this.closeFrame(true);
      });
      overlay.addEventListener('click', () => this.closeFrame(true));
      const holder = document.createElement('div');
      holder.dataset.coopQuickPayFrame = '';
      holder.append(overlay, frame);
      this.root.append(holder);
      this.frame = holder;
      frame.focus();
      return holder;
    }

    private showFrameFailure(holder: HTMLElement): void {
      const frame = holder.querySelector('[role="dialog"]');
      if (!frame) return;
      frame.removeAttribute('aria-busy');
      frame.querySelector('span')?.remove();
      const status = frame.querySelector('p');
      if (status) {
        status.setAttribute('role', 'alert');
        status.textContent = this.words.loadFailed;
      }
      const close = document.createElement('button');
      close.type = 'button';
      close.className = styles.frameClose;
      close.textContent = this.words.close;
      close.addEventListener('click', () => this.closeFrame(true));
      frame.append(close);
      close.focus();
    }

    /** Removes the frame; `returnFocus` when the member closed it, as a dialog gives focus back. */
    private closeFrame(returnFocus = false): void {
      this.frame?.remove();
      this.frame = undefined;
      if (returnFocus) this.root.querySelector<HTMLButtonElement>('button')?.focus();
    }

    private checkFeatureFlag(): void {
      const raw = readRawConfig(this);
      const apiBase = raw['api-base'];
      const applicationId = raw['application-id'];
      // Without configuration the launcher shows the configuration error on click.
      if (!apiBase || !applicationId) return;
      fetchSiteConfigurationOnce(apiBase, applicationId, resolvePageLanguage()).then(
        (response) => {
          // A failed request leaves the button: the dialog reports the failure when opened.
          if (!response.ok) return;
          const configuration = response.data;
          this.hidden = !quickPayEnabledIn(configuration);
          const override = (configuration as { configuration?: { quickPayBannerText?: unknown } })
            .configuration?.quickPayBannerText;
          if (typeof override === 'string' && override.trim()) {
            this.bannerTextOverride = override;
            if (this.shown) this.render();
          }
        },
        // The button stays; the dialog reports the failure when opened.
        () => undefined,
      );
    }
  }
  // Each attribute is a property too (the package's types declare them), reflected: undefined while the
  // attribute is absent or empty; null or undefined removes it.
  for (const name of reflectedAttributes) {
    Object.defineProperty(QuickPayButtonElement.prototype, name, {
      get(this: HTMLElement) {
        return this.getAttribute(name) || undefined;
      },
      set(this: HTMLElement, value: unknown) {
        if (value === null || value === undefined) this.removeAttribute(name);
        else this.setAttribute(name, String(value));
      },
    });
  }
  return QuickPayButtonElement;
}
