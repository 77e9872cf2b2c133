import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { createApiClient, type ApiClient } from '../../api/client.ts';
import type { CoopConfig } from '../../state/config.ts';
import { endMemberSession } from '../../state/session-actions.ts';
import { memberSessionAtom } from '../../state/session.ts';
import { getPageStore } from '../../state/store.ts';
import { dispatchCoopEvent, type CoopEventDetails, type CoopEventName } from './events.ts';

export interface ElementContextValue {
  /** The custom element (shadow host). */
  readonly host: HTMLElement;
  readonly config: CoopConfig;
  readonly client: ApiClient;
}

const ElementContext = createContext<ElementContextValue | null>(null);

const clients = new Map<string, ApiClient>();

/**
 * One API client per configuration, shared by the elements of a page that agree on it. A 401 to a call
 * made with the member's access token ends the session with the time-out flag, wherever it happens
 * (spec 01 §4); a 401 to a Quick Pay call (its own token) does not.
 */
function clientFor(config: CoopConfig): ApiClient {
  const key = `${config.apiBase}\n${config.applicationId}`;
  let client = clients.get(key);
  if (!client) {
    const store = getPageStore();
    const created: ApiClient = createApiClient({
      apiBase: config.apiBase,
      applicationId: config.applicationId,
      onUnauthorized: (bearer) => {
        if (store.get(memberSessionAtom)?.accessToken === bearer)
          void endMemberSession(store, created, 'timeout');
      },
    });
    client = created;
    clients.set(key, client);
  }
  return client;
}

export function ElementContextProvider(props: {
  host: HTMLElement;
  config: CoopConfig;
  client?: ApiClient;
  children: ReactNode;
}) {
  const { host, config, client } = props;
  const value = useMemo(
    () => ({ host, config, client: client ?? clientFor(config) }),
    [host, config, client],
  );
  return <ElementContext.Provider value={value}>{props.children}</ElementContext.Provider>;
}

export function useElementContext(): ElementContextValue {
  const value = useContext(ElementContext);
  if (!value) throw new Error('useElementContext must be used inside a coop element.');
  return value;
}

/** The element's context, or null outside a coop element (primitives rendered on their own, in tests). */
export function useOptionalElementContext(): ElementContextValue | null {
  return useContext(ElementContext);
}

/** Returns a function that dispatches typed coop events from the host element. */
export function useCoopEvents() {
  const { host } = useElementContext();
  return useCallback(
    <K extends CoopEventName>(name: K, detail: CoopEventDetails[K]) => dispatchCoopEvent(host, name, detail),
    [host],
  );
}

export interface NavigateOptions {
  /**
   * Query parameters that carry a secret (the meter portal's web token): the host is told the address
   * without them, and cannot take the navigation over, since it could not complete it.
   */
  readonly secretParameters?: readonly string[];
}

/**
 * Navigates the page unless the host prevents the `coop-navigate` event to route by itself.
 * Only same-origin or http(s) URLs are followed.
 */
export function useNavigate() {
  const { host } = useElementContext();
  return useCallback(
    (url: string, reason: CoopEventDetails['coop-navigate']['reason'], options: NavigateOptions = {}) => {
      const target = new URL(url, host.ownerDocument.baseURI);
      if (!/^https?:$/.test(target.protocol)) return;
      const secrets = options.secretParameters ?? [];
      const told = new URL(target);
      for (const name of secrets) told.searchParams.delete(name);
      const announced = dispatchCoopEvent(
        host,
        'coop-navigate',
        { url: told.href, reason },
        { announceOnly: secrets.length > 0 },
      );
      if (announced) host.ownerDocument.defaultView?.location.assign(target.href);
    },
    [host],
  );
}
