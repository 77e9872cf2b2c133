import type { DerivedStatus } from '../account-overview/types.ts';
import { type ExternalTarget, linkTarget } from '../portal/links.ts';
import { type FeatureFlag, isFeatureEnabled } from '../site/features.ts';

/** The tabs of spec 03 §2.1, in its order. */
export const outageTabIds = ['status', 'report', 'map', 'history'] as const;
export type OutageTab = (typeof outageTabIds)[number];

/** Spec 03 §2.1: the derived statuses under which Report an Outage is hidden while no outage is active. */
export const REPORT_HIDDEN_STATUSES = [
  'Disconnected',
  'Pending Disconnect',
  'Pending Reconnect',
  'Final Billed',
] as const;

function normalised(text: string | null | undefined): string {
  return (text ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
}

const reportHidden = new Set<string>(REPORT_HIDDEN_STATUSES.map(normalised));

/**
 * Spec 03 §2.1/§4: Report an Outage is hidden when the account's derived status is disconnected,
 * pending disconnect, pending reconnect or final billed (any case or spacing), unless an outage is
 * active; shown otherwise.
 */
export function isReportTabShown(
  derivedStatus: DerivedStatus | null | undefined,
  isActive: boolean,
): boolean {
  return isActive || !reportHidden.has(normalised(derivedStatus));
}

/**
 * The outage map the Map tab opens: the site's configured link when the OutageMapLinkEnabled feature
 * is on (the flag that gates the map link, spec 03 §1, as the main menu reads it) and the link is
 * neither missing nor '#' (spec 03 §2.1). An address that is not a safe web address gives none.
 */
export function outageMapTarget(site: {
  readonly features: readonly FeatureFlag[];
  readonly configuration: { readonly outageMapLink?: string | null };
}): ExternalTarget | null {
  if (!isFeatureEnabled(site.features, 'OutageMapLinkEnabled')) return null;
  const target = linkTarget(site.configuration.outageMapLink, true);
  return target?.kind === 'external' ? target : null;
}

/** The tabs the screen shows: Status and Outage History always, Report and Map by their rules. */
export function outageTabs({
  derivedStatus,
  isActive,
  hasMap,
}: {
  readonly derivedStatus: DerivedStatus | null | undefined;
  readonly isActive: boolean;
  readonly hasMap: boolean;
}): OutageTab[] {
  return outageTabIds.filter(
    (tab) => (tab !== 'report' || isReportTabShown(derivedStatus, isActive)) && (tab !== 'map' || hasMap),
  );
}

/** The tab to show: the one chosen while the screen has it, else Status. */
export function shownTab(chosen: OutageTab, tabs: readonly OutageTab[]): OutageTab {
  return tabs.includes(chosen) ? chosen : 'status';
}
