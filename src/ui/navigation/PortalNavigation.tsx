import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { portalRouteHref } from '../../domain/portal/links.ts';
import { useElementContext, useNavigate } from '../element/ElementContext.tsx';

/**
 * How a screen leads to another portal route, whether it runs inside `<coop-portal>` (which routes
 * internally) or as a standalone element on a CMS page (which goes to the portal page, `portal-url`,
 * at that route). Screens use this instead of knowing where they are embedded.
 */
export interface PortalNavigation {
  /** The href of a portal route, e.g. href('pages/register') or href('accountoverview?accountno=1'). */
  href(route: string): string;
  /**
   * Goes to a portal route; `replace` keeps the current entry out of history (redirects). A standalone
   * element leaves the page: `reason` is the `coop-navigate` event's (default 'route').
   */
  navigate(route: string, options?: { replace?: boolean; reason?: 'done' | 'signed-in' | 'route' }): void;
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
      navigate: (route, options) => navigatePage(href(route), options?.reason ?? 'route'),
      reachesPortal: config.portalUrl !== undefined,
    };
  }, [provided, config.portalUrl, config.homeUrl, host, navigatePage]);
}
