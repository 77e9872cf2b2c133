import type { SimulatorService } from '../service.ts';
import { perSite, riverbendApplicationId } from '../sites.ts';

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

/** Member Information Documents: the site's documents, and their files. */
export const memberInfoDocsService: SimulatorService<'memberInfoDocs', MemberInfoDocsState> = {
  name: 'memberInfoDocs',
  version: 2,
  seed: () => ({ sites: perSite(seedDocuments) }),
};
