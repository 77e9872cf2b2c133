import { Hono } from 'hono';
import type { ApiEnv } from '../store.ts';
import { siteConfigurationView } from '../views.ts';

/** The portal service: mounted at /api/v3/portal. */
export function portalRoutes(): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  routes.get('/site-configuration', (c) => c.json(siteConfigurationView(c.get('site'))));
  return routes;
}
