import { Hono } from 'hono';
import { requireCaller } from '../access.ts';
import { siteEntry } from '../records.ts';
import type { ServiceMounts } from '../service.ts';
import type { ApiEnv, SimulatorStore } from '../store.ts';
import { memberDocumentsPath } from './member-info-docs-service.ts';

/**
 * The site's member information documents, for a signed-in member: mounted at /api/v3/members. Only
 * the access token of the member the path names opens them. Each address is absolute, on the origin
 * the call reached.
 */
function memberInfoDocsRoutes(store: SimulatorStore): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  const member = requireCaller(store, 'member');
  routes.get('/:memberNumber/member-info-docs', member, (c) => {
    const documents = siteEntry(store.state.memberInfoDocs.sites, c.var.applicationId, 'memberInfoDocs');
    return c.json(
      documents.map(({ friendlyDescription, file }) => ({
        friendlyDescription,
        url: new URL(`${memberDocumentsPath}/${file}`, c.req.url).href,
      })),
    );
  });
  return routes;
}

/** The documents themselves: a one-page PDF named after the document. */
function memberDocumentPages(store: SimulatorStore): Hono {
  return new Hono().get(`${memberDocumentsPath}/:file`, async (c) => {
    const file = c.req.param('file');
    const document = Object.values(store.state.memberInfoDocs.sites)
      .flat()
      .find((candidate) => candidate.file === file);
    if (!document) return c.notFound();
    const { memberDocumentPdf } = await import('./member-document-pdf.ts');
    const bytes = await memberDocumentPdf(document.friendlyDescription);
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': 'application/pdf',
      'Cache-Control': 'no-store',
    });
  });
}

/** Where the simulator mounts this service's routes: services.ts pairs them with the service. */
export const memberInfoDocsMounts: ServiceMounts = ({ store }) => ({
  api: { '/v3/members': memberInfoDocsRoutes(store) },
  pages: memberDocumentPages(store),
});
