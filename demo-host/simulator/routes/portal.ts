import { Hono } from 'hono';
import type { ApiEnv } from '../store.ts';
import { siteConfigurationView } from '../views.ts';

/** The portal service: mounted at /api/v3/portal. Public: no bearer token. */
export function portalRoutes(): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  routes.get('/site-configuration', (c) => c.json(siteConfigurationView(c.get('site'))));
  routes.get('/account-types', (c) => c.json(c.get('site').accountTypes));
  routes.get('/images', (c) => {
    const images = c.get('site').images;
    const moduleName = c.req.query('moduleName') ?? '';
    return c.json({ images: Object.hasOwn(images, moduleName) ? images[moduleName] : [] });
  });
  routes.get('/maintenance', (c) => c.json({ maintenance: c.get('site').maintenance }));
  return routes;
}
