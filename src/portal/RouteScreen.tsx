import type { SiteConfiguration } from '../api/schemas/site-configuration.ts';
import type { PortalRoute } from '../domain/portal/routes.ts';
import { routeScreens } from './route-screens.tsx';

export interface RouteScreenProps {
  readonly route: PortalRoute;
  /** The decoded ':name' segments of the route's path. */
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  readonly site: SiteConfiguration;
  readonly onMaintenanceOver: () => void;
}

/**
 * The screen of a route, from the typed screen table: every screen is its own chunk, loaded when its
 * route first shows. Areas still to be built show their placeholder, guarded like the real screen.
 */
export function RouteScreen({ route, params, query, site, onMaintenanceOver }: RouteScreenProps) {
  return routeScreens[route.screen].render({ route, params, query, site, onMaintenanceOver });
}
