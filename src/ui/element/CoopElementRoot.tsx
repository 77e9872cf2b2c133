import { Provider } from 'jotai';
import {
  Component,
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { type Language, languageSettling } from '../../domain/language.ts';
import { platformMessages } from '../../domain/platform-messages.ts';
import { resolveElementConfig } from '../../state/config.ts';
import { configAttributeNames, readRawConfig, subscribeToPageConfig } from '../../state/page-config.ts';
import { joinSessionLifecycle } from '../../state/session-lifecycle.ts';
import { getPageStore } from '../../state/store.ts';
import { PortalContainerProvider } from '../portal-container.tsx';
import { Alert } from '../primitives/Alert/Alert.tsx';
import { adoptSharedStyles } from '../styles/shadow-sheet.ts';
import * as styles from './CoopElementRoot.css.ts';
import { ElementContextProvider, useElementContext } from './ElementContext.tsx';
import { dispatchCoopEvent } from './events.ts';

class ElementErrorBoundary extends Component<{ tag: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[coop] <${this.props.tag}> failed to render`, error, info.componentStack);
  }

  override render() {
    return this.state.failed ? (
      <Alert tone="error">{platformMessages.unexpectedError}</Alert>
    ) : (
      this.props.children
    );
  }
}

/** Every element takes part in the page's one session lifecycle while it is on the page. */
function SessionLifecycle() {
  const { host, client } = useElementContext();
  useEffect(
    () =>
      joinSessionLifecycle(getPageStore(), {
        client,
        onSignedOut: (reason) => dispatchCoopEvent(host, 'coop-signed-out', { reason }),
      }),
    [client, host],
  );
  return null;
}

/**
 * The element's validated configuration, read again whenever `<coop-config>`, `configure()` or the
 * element's own configuration attributes change; the same object while nothing changed.
 */
function useElementConfig(host: HTMLElement) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const unsubscribe = subscribeToPageConfig(onChange);
      const observer = new MutationObserver(onChange);
      observer.observe(host, { attributes: true, attributeFilter: [...configAttributeNames] });
      return () => {
        unsubscribe();
        observer.disconnect();
      };
    },
    [host],
  );
  const raw = useSyncExternalStore(subscribe, () => JSON.stringify(readRawConfig(host)));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `raw` is what the configuration is read from.
  return useMemo(() => resolveElementConfig(host), [host, raw]);
}

/**
 * With `inSlices`, false for the element's first commit, then true in a transition: the content renders
 * in React's concurrent mode, which yields to the browser every few milliseconds, instead of one long task
 * that blocks input while a whole screen renders (a plain `root.render` does not yield). Only elements
 * that hold their place meanwhile (the page-sized ones) do so: a small element shows its first state
 * in the first frame, or the page below would move when it appears.
 */
function useContentStarted(inSlices: boolean): boolean {
  const [started, setStarted] = useState(!inSlices);
  useEffect(() => {
    if (inSlices) startTransition(() => setStarted(true));
  }, [inSlices]);
  // The first content waits for the page's language (a Spanish page's translations), so a member never
  // sees English turn into Spanish; a later switch keeps the content while the next language loads.
  const [languageSettled, setLanguageSettled] = useState(() => !languageSettling());
  if (!languageSettled && !languageSettling()) setLanguageSettled(true);
  return started && languageSettled;
}

export interface CoopElementRootProps {
  readonly host: HTMLElement;
  readonly root: ShadowRoot;
  /** The content's first render yields to the browser (page-sized elements, which hold their place meanwhile). */
  readonly renderInSlices?: boolean;
  /** The language the texts read in, for `lang` (screen readers, hyphenation) inside the shadow root. */
  readonly language: Language;
  readonly children: ReactNode;
}

/**
 * Everything a coop element's React tree stands on: the shared stylesheet adopted by its shadow root,
 * the page-wide jotai store, its validated configuration and API client, a portal container inside
 * the shadow root for dialogs, and an error boundary so a failure never leaves a blank box.
 */
export function CoopElementRoot({
  host,
  root,
  renderInSlices = false,
  language,
  children,
}: CoopElementRootProps) {
  useState(() => adoptSharedStyles(root));
  const configResult = useElementConfig(host);
  const contentStarted = useContentStarted(renderInSlices);
  const [portalContainer, setPortalContainer] = useState<HTMLDivElement | null>(null);

  useEffect(() => {
    if (!configResult.ok) dispatchCoopEvent(host, 'coop-config-error', { problems: configResult.problems });
  }, [host, configResult]);

  return (
    <Provider store={getPageStore()}>
      <div className={styles.root} part="base" lang={language}>
        <ElementErrorBoundary tag={host.localName}>
          {!contentStarted ? null : configResult.ok ? (
            <ElementContextProvider host={host} config={configResult.config}>
              <SessionLifecycle />
              <PortalContainerProvider value={portalContainer}>{children}</PortalContainerProvider>
            </ElementContextProvider>
          ) : (
            <Alert tone="error">{platformMessages.notConfigured}</Alert>
          )}
        </ElementErrorBoundary>
      </div>
      <div ref={setPortalContainer} className={styles.portalContainer} data-coop-portal="" lang={language} />
    </Provider>
  );
}
