import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { pageSizedStates } from '../styles/host.css.ts';
import { adoptSharedStyles } from '../styles/shadow-sheet.ts';
import { CoopElementRoot } from './CoopElementRoot.tsx';

type AttributeType = 'string' | 'number' | 'boolean' | 'json';

/**
 * An element's definition: its tag, the props it observes as attributes and its page size. A widget's
 * comes from its entry in widgets/element-registry.ts, generated into widgets/generated/ (`npm run
 * artifacts`), with the props its component takes as `Props`.
 */
export interface ElementDefinition<Props> {
  readonly tag: `coop-${string}`;
  /**
   * Props observed as attributes (camelCase prop → kebab-case attribute). Mind r2wc: a removed or
   * empty attribute does not reset a prop, and booleans accept only true/1-like strings.
   */
  readonly props?: Partial<Record<Extract<keyof Props, string>, AttributeType>>;
  /**
   * A page-sized element, one that is a page's main content (every element but the Quick Pay button): it
   * holds its place from its first frame, so the page below it stays put while it loads, and its first
   * render yields to the browser in slices. 'area': a whole area, a window's height
   * (`--coop-area-min-height`); 'block': a block of a page, about its first screen's height
   * (`--coop-block-min-height`).
   */
  readonly area?: keyof typeof pageSizedStates;
}

/**
 * Turns a React component into a `coop-*` custom element with an open shadow root, wrapped in
 * CoopElementRoot. Defining the same tag twice (two bundles on one page) is a no-op. The component must
 * take the props the definition gives (`Props` comes from the definition alone).
 */
export function defineCoopElement<Props extends object>(
  { tag, props, area }: ElementDefinition<Props>,
  Element: ComponentType<NoInfer<Props>>,
): void {
  if (customElements.get(tag)) return;

  function ElementWithPlatform({ container, ...elementProps }: Props & { container?: HTMLElement }) {
    // r2wc passes the shadow root as `container` when `shadow` is set.
    const root = container as unknown as ShadowRoot;
    return (
      <CoopElementRoot host={root.host as HTMLElement} root={root} renderInSlices={area !== undefined}>
        <Element {...(elementProps as Props)} />
      </CoopElementRoot>
    );
  }
  ElementWithPlatform.displayName = `CoopElement(${tag})`;

  const ReactElementClass = r2wc(ElementWithPlatform, {
    shadow: 'open',
    props: (props ?? {}) as never,
  }) as typeof HTMLElement;

  customElements.define(
    tag,
    class extends ReactElementClass {
      constructor() {
        super();
        // The host's own box (display, reserved height) applies from the moment the tag is defined,
        // not only once React has rendered: an element between the two would collapse and move the page.
        adoptSharedStyles(this.shadowRoot!);
        if (area) this.attachInternals().states.add(pageSizedStates[area]);
      }
    },
  );
}
