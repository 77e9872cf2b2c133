import {
  createContext,
  useContext,
  useMemo,
  type ComponentProps,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type { NavigationState } from '../../state/navigation-state.ts';
import { usePortalNavigation } from './PortalNavigation.tsx';

/** The query string ('?otc=…', or '') of the route `<coop-portal>` shows. */
const RouteQueryContext = createContext<string | null>(null);

export function RouteQueryProvider({ search, children }: { search: string; children: ReactNode }) {
  return <RouteQueryContext value={search}>{children}</RouteQueryContext>;
}

/**
 * The query of the current route. Inside `<coop-portal>` it is the portal route's own query (with hash
 * routing it sits in the fragment, '#/reset-password?otc=…', where `location.search` never sees it);
 * a standalone element reads the page's query.
 */
export function useRouteQuery(): URLSearchParams {
  const provided = useContext(RouteQueryContext);
  const search = provided ?? (typeof location === 'undefined' ? '' : location.search);
  return useMemo(() => new URLSearchParams(search), [search]);
}

/** Whether the screen shows a route of `<coop-portal>` (true) or stands alone on a page of its own (false). */
export function useIsPortalRoute(): boolean {
  return useContext(RouteQueryContext) !== null;
}

export interface RouteLinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  /** A portal route, e.g. 'billpayments/history' or 'accountoverview?link=mymeter'. */
  readonly to: string;
  /** Handed to the next screen on a plain click (a new tab opens the address without it). */
  readonly state?: NavigationState;
}

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A link to a portal route. A plain click routes through the portal navigation (so following a link to
 * the page already shown reloads that screen); a modified click opens the real address in a new tab.
 */
export function RouteLink({ to, state, onClick, target, ...props }: RouteLinkProps) {
  const navigation = usePortalNavigation();
  return (
    <a
      {...props}
      target={target}
      href={navigation.href(to)}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event) || (target && target !== '_self')) return;
        event.preventDefault();
        navigation.navigate(to, state ? { state } : {});
      }}
    />
  );
}
