import { Hono } from 'hono';
import { requireCaller } from '../access.ts';
import { siteEntry } from '../records.ts';
import type { SimulatorService } from '../service.ts';
import { perSite, riverbendApplicationId } from '../sites.ts';
import type { ApiEnv, SimulatorStore } from '../store.ts';

export interface MemberInfoDocsState {
  /** Keyed by ApplicationId: the documents, in the order the cooperative lists them. */
  sites: Record<string, MemberInfoDocRecord[]>;
}

export interface MemberInfoDocRecord {
  friendlyDescription: string;
  /** The file's name under the demo host's member documents folder. */
  file: string;
}

/** Where the demo host serves the documents: a page of the demo, not a back-office call. */
export const memberDocumentsPath = '/member-documents';

/** demo-data.md: Riverbend's three documents. Other sites have none. */
function seedDocuments(applicationId: string): MemberInfoDocRecord[] {
  if (applicationId !== riverbendApplicationId) return [];
  return [
    { friendlyDescription: '2026 Annual Report', file: '2026-annual-report.pdf' },
    { friendlyDescription: 'Bylaws', file: 'bylaws.pdf' },
    { friendlyDescription: 'Rate Schedule', file: 'rate-schedule.pdf' },
  ];
}

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

/** Member Information Documents: the site's documents, and their files. */
export const memberInfoDocsService: SimulatorService<'memberInfoDocs', MemberInfoDocsState> = {
  name: 'memberInfoDocs',
  version: 2,
  seed: () => ({ sites: perSite(seedDocuments) }),
  routes: ({ store }) => ({
    api: { '/v3/members': memberInfoDocsRoutes(store) },
    pages: memberDocumentPages(store),
  }),
};
