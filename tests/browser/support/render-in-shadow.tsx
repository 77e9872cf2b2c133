import { cloneElement, isValidElement, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { PortalContainerProvider } from '../../../src/ui/portal-container.tsx';
import { followScheme } from '../../../src/ui/element/scheme.ts';
import { useLanguage } from '../../../src/ui/element/useLanguage.ts';
import { adoptSharedStyles } from '../../../src/ui/styles/shadow-sheet.ts';
// An element root's styles bring every theme token, as they do for an element.
import '../../../src/ui/element/CoopElementRoot.css.ts';

/** The test host follows its scheme as a coop element does (ui/element/scheme.ts). */
class TestHost extends HTMLElement {
  private readonly states = this.attachInternals().states;
  private stop: (() => void) | undefined;
  connectedCallback() {
    this.stop = followScheme(this, this.states);
  }
  disconnectedCallback() {
    this.stop?.();
  }
}
if (!customElements.get('coop-test-host')) customElements.define('coop-test-host', TestHost);

/**
 * Re-renders its node when the language switches, as a coop element's tree does (define-element): a
 * render in the middle of a Spanish pass (a page drawn, a call answered) is not left in Spanish after it.
 */
function FollowingTheLanguage({ node }: { readonly node: ReactNode }) {
  useLanguage();
  // A new element each time: the same one would leave the rendered tree as it was.
  return isValidElement(node) ? cloneElement(node) : node;
}

export interface ShadowRender {
  /** The element in `document.body` that owns the shadow root, as a coop element would. */
  readonly host: HTMLElement;
  readonly root: ShadowRoot;
  /** Where dialogs render: a div inside the shadow root. */
  readonly portal: HTMLElement;
  rerender(node: ReactNode): void;
  unmount(): void;
}

/**
 * Renders a React node the way a coop element does: inside an open shadow root that has adopted the
 * shared stylesheet, with a portal container inside the same root. Rendering is synchronous.
 */
export function renderInShadow(node: ReactNode): ShadowRender {
  const host = document.createElement('coop-test-host');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  adoptSharedStyles(root);

  const mountPoint = document.createElement('div');
  const portal = document.createElement('div');
  portal.dataset.coopPortal = '';
  root.append(mountPoint, portal);

  const reactRoot = createRoot(mountPoint);
  const render = (next: ReactNode) =>
    flushSync(() =>
      reactRoot.render(
        <PortalContainerProvider value={portal}>
          <FollowingTheLanguage node={next} />
        </PortalContainerProvider>,
      ),
    );
  render(node);

  return {
    host,
    root,
    portal,
    rerender: render,
    unmount() {
      flushSync(() => reactRoot.unmount());
      host.remove();
    },
  };
}
