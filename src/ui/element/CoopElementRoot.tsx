import { Provider } from 'jotai';
import { Component, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { platformMessages } from '../../domain/platform-messages.ts';
import { resolveElementConfig, type ConfigResult } from '../../state/config.ts';
import { joinSessionLifecycle } from '../../state/session-lifecycle.ts';
import { getPageStore } from '../../state/store.ts';
import { PortalContainerProvider } from '../portal-container.tsx';
import { Alert } from '../primitives/Alert/Alert.tsx';
import { adoptSharedStyles } from '../styles/shadow-sheet.ts';
import '../theme.css.ts';
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

export interface CoopElementRootProps {
  readonly host: HTMLElement;
  readonly root: ShadowRoot;
  readonly children: ReactNode;
}

/**
 * Everything a coop element's React tree stands on: the shared stylesheet adopted by its shadow root,
 * the page-wide jotai store, its validated configuration and API client, a portal container inside
 * the shadow root for dialogs, and an error boundary so a failure never leaves a blank box.
 */
export function CoopElementRoot({ host, root, children }: CoopElementRootProps) {
  const [configResult] = useState<ConfigResult>(() => {
    adoptSharedStyles(root);
    return resolveElementConfig(host);
  });
  const [portalContainer, setPortalContainer] = useState<HTMLDivElement | null>(null);

  useEffect(() => {
    if (!configResult.ok) dispatchCoopEvent(host, 'coop-config-error', { problems: configResult.problems });
  }, [host, configResult]);

  return (
    <Provider store={getPageStore()}>
      <div className={styles.root} part="base">
        <ElementErrorBoundary tag={host.localName}>
          {configResult.ok ? (
            <ElementContextProvider host={host} config={configResult.config}>
              <SessionLifecycle />
              <PortalContainerProvider value={portalContainer}>{children}</PortalContainerProvider>
            </ElementContextProvider>
          ) : (
            <Alert tone="error">{platformMessages.notConfigured}</Alert>
          )}
        </ElementErrorBoundary>
      </div>
      <div ref={setPortalContainer} className={styles.portalContainer} data-coop-portal="" />
    </Provider>
  );
}
