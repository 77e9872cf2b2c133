import type { SimulatorService } from '../service.ts';
import { perSite, riverbendApplicationId } from '../sites.ts';
import { memberInfoDocsRoutes } from './member-info-docs-routes.ts';

export interface MemberInfoDocsState {
  /** Keyed by ApplicationId, then by account number. */
  sites: Record<string, Record<string, MemberInfoDocsRecord>>;
}

export interface MemberInfoDocsRecord {
  note: string;
}

/** Riverbend's 300100200 (Jordan Rivera's primary account) has a note; no other account has one. */
function seedNotes(applicationId: string): Record<string, MemberInfoDocsRecord> {
  return applicationId === riverbendApplicationId ? { '300100200': { note: 'Call before visiting.' } } : {};
}

/** Member Information Documents: a note per account. */
export const memberInfoDocsService: SimulatorService<'memberInfoDocs', MemberInfoDocsState> = {
  name: 'memberInfoDocs',
  version: 1,
  seed: () => ({ sites: perSite(seedNotes) }),
  routes: ({ store }) => ({ api: { '/v3/members': memberInfoDocsRoutes(store) } }),
};
