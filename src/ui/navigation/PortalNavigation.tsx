import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useElementContext, useNavigate } from '../element/ElementContext.tsx';

/**
 * How a screen leads to another portal route, whether it runs inside `<coop-portal>` (which routes
 * internally) or as a standalone element on a CMS page (which goes to the portal page, `portal-url`,
 * at that route). Screens use this instead of knowing where they are embedded.
 */
export interface PortalNavigation {
  /** The href of a portal route, e.g. href('pages/register') or href('accountoverview?accountno=1'). */
  href(route: string): string;
  /** Goes to a portal route; `replace` keeps the current entry out of history (redirects). */
  navigate(route: string, options?: { replace?: boolean }): void;
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

function withoutLeadingSlash(route: string): string {
  return route.replace(/^\/+/, '');
}

/**
 * The navigation of the surrounding portal, or, for a standalone element, links to the page that
 * hosts `<coop-portal>` (hash routes, the portal's default), falling back to the home URL.
 */
export function usePortalNavigation(): PortalNavigation {
  const provided = useContext(PortalNavigationContext);
  const { config, host } = useElementContext();
  const navigatePage = useNavigate();
  return useMemo(() => {
    if (provided) return provided;
    const href = (route: string) => {
      const base = config.portalUrl ?? config.homeUrl;
      return new URL(`${base.split('#')[0]}#/${withoutLeadingSlash(route)}`, host.ownerDocument.baseURI).href;
    };
    return { href, navigate: (route: string) => navigatePage(href(route), 'route') };
  }, [provided, config.portalUrl, config.homeUrl, host, navigatePage]);
}
