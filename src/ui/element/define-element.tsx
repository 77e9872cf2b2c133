import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { followPageLanguage } from '../../state/language.ts';
import { adoptSharedStyles } from '../styles/shadow-sheet.ts';
import { CoopElementRoot } from './CoopElementRoot.tsx';
import { pageSizedStates } from './page-sized.css.ts';
import { followScheme } from './scheme.ts';
import { useLanguage } from './useLanguage.ts';

type AttributeType = 'string' | 'number' | 'boolean' | 'json';

/**
 * An element's definition: its tag, the props it observes as attributes and its page size. A widget's
 * comes from its entry in widgets/element-registry.ts, generated into widgets/generated/ (`npm run
 * artifacts`), with the props its component takes as `Props`.
 */
export interface ElementDefinition<Props> {
  readonly tag: `coop-${string}`;
  /**
   * Props observed as attributes (camelCase prop → kebab-case attribute), each a property of the
   * element too. A removed or emptied attribute unsets its prop; booleans accept only true/1-like strings.
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
    const language = useLanguage();
    return (
      <CoopElementRoot
        host={root.host as HTMLElement}
        root={root}
        renderInSlices={area !== undefined}
        language={language}
      >
        <Element {...(elementProps as Props)} />
      </CoopElementRoot>
    );
  }
  ElementWithPlatform.displayName = `CoopElement(${tag})`;

  const ReactElementClass = r2wc(ElementWithPlatform, {
    shadow: 'open',
    props: (props ?? {}) as never,
  }) as unknown as R2wcElementClass;
  const propNames = Object.keys(props ?? {});

  customElements.define(
    tag,
    class extends ReactElementClass {
      constructor() {
        super();
        // The host's own box (display, reserved height) applies from the moment the tag is defined,
        // not only once React has rendered: an element between the two would collapse and move the page.
        adoptSharedStyles(this.shadowRoot!);
        followPageLanguage();
        this.states = this.attachInternals().states;
        if (area) this.states.add(pageSizedStates[area]);
      }

      private readonly states: CustomStateSet;
      private stopFollowingScheme: (() => void) | undefined;

      override connectedCallback(): void {
        // A property the page set before this class was defined sits on the element itself, hiding
        // r2wc's accessor: hand it to the accessor, so it reaches the attribute and the component.
        const element = this as unknown as Record<string, unknown>;
        for (const name of propNames) {
          if (!Object.hasOwn(this, name)) continue;
          const value = element[name];
          delete element[name];
          element[name] = value;
        }
        super.connectedCallback();
        this.stopFollowingScheme ??= followScheme(this, this.states);
      }

      override disconnectedCallback(): void {
        this.stopFollowingScheme?.();
        this.stopFollowingScheme = undefined;
        super.disconnectedCallback();
      }

      // r2wc takes a new element for a connected one and renders on every attribute change: an element
      // the page creates and configures but never puts in the document (a framework's discarded render)
      // would run its whole tree there (calls, the session, a portal's routing) with nothing to unmount
      // it. It renders only in a document; the props it was given still count from its connection.
      override [r2wcRender](): void {
        if (this.isConnected) super[r2wcRender]();
      }

      override attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void {
        const prop = camelCaseOf(name);
        // r2wc keeps a removed or emptied attribute's last value: the prop goes back to unset instead,
        // as if the attribute had never been written (setting the property to undefined removes it too).
        if ((value === null || value === '') && propNames.includes(prop)) {
          const state = this as unknown as R2wcState;
          if (prop in state[r2wcProps]) {
            delete state[r2wcProps][prop];
            state[r2wcRender]();
          }
          return;
        }
        super.attributeChangedCallback(name, oldValue, value);
      }
    },
  );
}

/** What r2wc's element class has beyond HTMLElement (@r2wc/core). */
type R2wcElementClass = new () => HTMLElement & {
  [r2wcRender](): void;
  connectedCallback(): void;
  disconnectedCallback(): void;
  attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void;
};
/** r2wc's own state on an element: its props and its render, under registered symbols (@r2wc/core). */
const r2wcProps = Symbol.for('r2wc.props');
const r2wcRender = Symbol.for('r2wc.render');
interface R2wcState {
  [r2wcProps]: Record<string, unknown>;
  [r2wcRender](): void;
}

const camelCaseOf = (attribute: string) =>
  attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
