import { Hono } from 'hono';
import { readJsonObject } from '../request-body.ts';
import { badRequest } from '../responses.ts';
import type { ServiceMounts } from '../service.ts';
import type { ApiEnv, SimulatorStore } from '../store.ts';
import type { SiteRecord } from './portal-records.ts';
import { findSite, siteOf } from './site-of.ts';
import { type WebContentKey, webContentKeys, webContentOfCall } from './web-content.ts';

/** The portal service: mounted at /api/v3/portal. Public: no bearer token. */
export function portalRoutes(store: SimulatorStore): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  const site = (applicationId: string) => siteOf(store.state, applicationId);
  routes.get('/site-configuration', (c) => {
    const inAskedLanguage = webContentOfCall(c, store.state);
    return c.json(siteConfigurationView(site(c.var.applicationId), inAskedLanguage));
  });
  routes.get('/account-types', (c) => c.json(site(c.var.applicationId).accountTypes));
  routes.get('/images', (c) => {
    const images = site(c.var.applicationId).images;
    const moduleName = c.req.query('moduleName') ?? '';
    return c.json({ images: Object.hasOwn(images, moduleName) ? images[moduleName] : [] });
  });
  routes.get('/maintenance', (c) => c.json({ maintenance: site(c.var.applicationId).maintenance }));
  return routes;
}

/** `POST /api/__simulator/maintenance`: switches one site's maintenance flag. */
export function maintenanceControl(store: SimulatorStore): Hono {
  const routes = new Hono();
  routes.post('/maintenance', async (c) => {
    const body = await readJsonObject(c.req.raw);
    const site =
      typeof body?.applicationId === 'string' ? findSite(store.state, body.applicationId) : undefined;
    const problems: string[] = [];
    if (!site) problems.push("'applicationId' must name a site of the simulator.");
    if (typeof body?.on !== 'boolean') problems.push("'on' must be true or false.");
    if (!site || problems.length > 0) return badRequest(problems);
    site.maintenance = body?.on === true;
    return c.json({ applicationId: site.applicationId, maintenance: site.maintenance });
  });
  return routes;
}

/** The site configuration as the portal service answers it, its web content as `webContent` reads it. */
export function siteConfigurationView(
  site: SiteRecord,
  webContent: <Text extends string | null>(key: WebContentKey, text: Text) => Text | string,
) {
  return {
    siteSettings: site.siteSettings,
    features: site.features,
    configuration: site.configuration,
    webContent: {
      ...site.webContent,
      termsOfUse: webContent(webContentKeys.termsOfUse, site.webContent.termsOfUse),
    },
    webChatSetting: site.webChatSetting,
    maintenance: site.maintenance,
  };
}

/** Where the simulator mounts this service's routes: services.ts pairs them with the service. */
export const portalMounts: ServiceMounts = ({ store }) => ({
  api: { '/v3/portal': portalRoutes(store) },
  controls: maintenanceControl(store),
});
