import { fetchSiteConfigurationOnce } from '../api/site-configuration-probe.ts';
import { isFooterShown } from '../domain/portal/layout.ts';
import { portalRouteHref, type PortalRouting } from '../domain/portal/links.ts';
import { resolveRoute } from '../domain/portal/routes.ts';
import { readRawConfig } from '../state/page-config.ts';
import { resolvePageLanguage } from '../state/page-language.ts';
import { currentPortalUrl, normalizedBasePath } from './portal-location.ts';
import { routeScreens } from './route-screens.tsx';
import { loadFooter } from './shell-chunks.ts';

/** Redirects a first address may take before it names a route ('' → 'home', 'login' → 'pages/login'). */
const redirectsFollowed = 2;

/**
 * Starts what a `<coop-portal>`'s first screen waits for, as soon as its script runs: the site
 * configuration request, the chunk of the screen its address shows and the footer's. They then load in
 * parallel with the rest of the code instead of one after another once React has rendered (a chain of
 * round trips before the first pixel). A guard may still send the visitor elsewhere: the screen it shows
 * then loads as usual, and the early chunk waits in the cache.
 */
export function startFirstScreen(portal: Element): void {
  const config = readRawConfig(portal);
  const apiBase = config['api-base'];
  const applicationId = config['application-id'];
  if (apiBase && applicationId) {
    // The portal's own request takes this response over (one request a page); its failure is reported there.
    fetchSiteConfigurationOnce(apiBase, applicationId, resolvePageLanguage()).catch(() => undefined);
  }

  const mode = portal.getAttribute('routing') === 'path' ? 'path' : 'hash';
  const basePath = normalizedBasePath(portal.getAttribute('base-path') ?? undefined);
  const requested = currentPortalUrl(mode, basePath);
  let url = requested;
  for (let redirects = 0; redirects <= redirectsFollowed; redirects += 1) {
    const resolution = resolveRoute(url);
    if (resolution.kind === 'redirect') {
      url = resolution.to;
      continue;
    }
    if (resolution.kind === 'route') routeScreens[resolution.route.screen].preload();
    break;
  }
  if (url !== requested) {
    // The route table's own redirects ('' → home, login → pages/login) do not depend on the member or
    // the site: taking them now spares the first render a second, blocking render at the new address.
    const routing: PortalRouting =
      mode === 'hash' ? { mode, page: `${location.pathname}${location.search}` } : { mode, basePath };
    history.replaceState(history.state, '', new URL(portalRouteHref(url, routing), location.href).href);
  }
  if (isFooterShown(url, false)) loadFooter().catch(() => undefined);
}
