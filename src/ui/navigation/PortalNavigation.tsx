import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { portalRouteHref } from '../../domain/portal/links.ts';
import { handOffNavigationState, type NavigationState } from '../../state/navigation-state.ts';
import { useElementContext, useNavigate } from '../element/ElementContext.tsx';

export interface NavigateOptions {
  /** Keeps the current entry out of history (redirects). */
  readonly replace?: boolean;
  /** A standalone element leaves the page: the `coop-navigate` event's reason (default 'route'). */
  readonly reason?: 'done' | 'signed-in' | 'route';
  /** Handed to the next screen without being part of its address (`useNavigationState`). */
  readonly state?: NavigationState;
}

/**
 * How a screen leads to another portal route, whether it runs inside `<coop-portal>` (which routes
 * internally) or as a standalone element on a CMS page (which goes to the portal page, `portal-url`,
 * at that route). Screens use this instead of knowing where they are embedded.
 */
export interface PortalNavigation {
  /** The href of a portal route, e.g. href('pages/register') or href('accountoverview?accountno=1'). */
  href(route: string): string;
  /** Goes to a portal route (see NavigateOptions). */
  navigate(route: string, options?: NavigateOptions): void;
  /**
   * Whether portal routes lead anywhere: inside `<coop-portal>`, or on a page whose configuration names
   * the portal page (`portal-url`). Otherwise href() falls back to the home page.
   */
  readonly reachesPortal: boolean;
}

const PortalNavigationContext = createContext<PortalNavigation | null>(null);

export function PortalNavigationProvider({
  value,
  children,
}: {
  value: PortalNavigation;
  children: ReactNode;
}) {
  return <PortalNavigationContext value={value}>{children}</PortalNavigationContext>;
}

/**
 * The navigation of the surrounding portal, or, for a standalone element, links to the page that
 * hosts `<coop-portal>` (hash routes, the portal's default), falling back to the home URL. Every
 * internal link of a screen comes from here (or `RouteLink`), never from a hand-built '#/…'.
 */
export function usePortalNavigation(): PortalNavigation {
  const provided = useContext(PortalNavigationContext);
  const { config, host } = useElementContext();
  const navigatePage = useNavigate();
  return useMemo(() => {
    if (provided) return provided;
    const href = (route: string) => {
      const base = config.portalUrl ?? config.homeUrl;
      return new URL(portalRouteHref(route, { mode: 'hash', page: base }), host.ownerDocument.baseURI).href;
    };
    return {
      href,
      navigate: (route, options) => {
        const target = href(route);
        const storage = host.ownerDocument.defaultView?.sessionStorage;
        if (options?.state && storage) handOffNavigationState(storage, target, options.state);
        navigatePage(target, options?.reason ?? 'route');
      },
      reachesPortal: config.portalUrl !== undefined,
    };
  }, [provided, config.portalUrl, config.homeUrl, host, navigatePage]);
}

const NavigationStateContext = createContext<NavigationState>({});

/** Gives the screens of a portal route the state their route was reached with. */
export function NavigationStateProvider({
  value,
  children,
}: {
  value: NavigationState;
  children: ReactNode;
}) {
  return <NavigationStateContext value={value}>{children}</NavigationStateContext>;
}

/** The navigation state the current route was reached with (empty when none, or outside the portal). */
export function useNavigationState(): NavigationState {
  return useContext(NavigationStateContext);
}
