import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { followPageLanguage } from '../../src/state/language.ts';
import { followScheme } from '../../src/ui/element/scheme.ts';
import { useLanguage } from '../../src/ui/element/useLanguage.ts';
import { PortalContainerProvider } from '../../src/ui/portal-container.tsx';
import { adoptSharedStyles } from '../../src/ui/styles/shadow-sheet.ts';
// An element root's styles: its text reset, and with them every theme token.
import * as elementRootStyles from '../../src/ui/element/CoopElementRoot.css.ts';

/** The story's host follows the page's language and scheme, as a coop element does. */
class StoryHost extends HTMLElement {
  private readonly states = this.attachInternals().states;
  private stopFollowingScheme: (() => void) | undefined;

  constructor() {
    super();
    followPageLanguage();
  }

  connectedCallback() {
    this.stopFollowingScheme ??= followScheme(this, this.states);
  }

  disconnectedCallback() {
    this.stopFollowingScheme?.();
    this.stopFollowingScheme = undefined;
  }
}
if (!customElements.get('coop-story-host')) customElements.define('coop-story-host', StoryHost);

/**
 * Renders a primitive as a coop element renders it: inside an open shadow root that has adopted the
 * shared stylesheet, with a portal container for dialogs in the same root. Stories of primitives use
 * it, so designers see them with the theme and none of Storybook's own styles.
 */
export function InShadowRoot({ children }: { readonly children: ReactNode }) {
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  const [portal, setPortal] = useState<HTMLDivElement | null>(null);
  // A primitive's story starts again in a new language (its words are read as it renders).
  const language = useLanguage();

  function attach(host: HTMLElement | null) {
    if (!host || root) return;
    const shadowRoot = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    adoptSharedStyles(shadowRoot);
    setRoot(shadowRoot);
  }

  return (
    <coop-story-host ref={attach}>
      {root &&
        createPortal(
          <>
            <div part="base" className={elementRootStyles.root} lang={language} key={language}>
              <PortalContainerProvider value={portal}>{children}</PortalContainerProvider>
            </div>
            <div ref={setPortal} className={elementRootStyles.portalContainer} data-coop-portal="" />
          </>,
          root,
        )}
    </coop-story-host>
  );
}

/** The decorator form: `decorators: [inShadowRoot]`. Query the story with `withinShadowRootOf(…, 'coop-story-host')`. */
export const inShadowRoot: Decorator = (Story) => (
  <InShadowRoot>
    <Story />
  </InShadowRoot>
);
