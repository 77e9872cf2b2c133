import { sitePayments } from '../payments/site-payments.ts';
import { own } from '../records.ts';
import type { SimulatorState } from '../state.ts';
import type { SiteRecord } from './portal-records.ts';

/** The site `applicationId` names, when the back office serves it. */
export function findSite(state: SimulatorState, applicationId: string): SiteRecord | undefined {
  return own(state.portal.sites, applicationId);
}

/** The site a request that names none falls back to (the payment callbacks without a transaction). */
export function defaultApplicationIdOf(state: SimulatorState): string {
  return state.portal.defaultApplicationId;
}

/**
 * The configuration of one of the simulator's sites, to read or to change (a story's or a test's
 * state: `siteOf(state, riverbendApplicationId).maintenance = true`).
 */
export function siteOf(state: SimulatorState, applicationId: string): SiteRecord {
  const site = findSite(state, applicationId);
  if (!site) throw new Error(`The simulator has no site ${applicationId}.`);
  return site;
}

/** The cooperative's name as its messages and documents sign it. */
export function coopNameOf(state: SimulatorState, applicationId: string): string {
  return (
    siteOf(state, applicationId).siteSettings.coopName ??
    sitePayments(state, applicationId).settings.utilityName
  );
}

/** What heads the cooperative's documents: its name, address and phone number. */
export interface Letterhead {
  coopName: string;
  address: string | null;
  phoneNumber: string | null;
}

export function letterheadOf(state: SimulatorState, applicationId: string): Letterhead {
  const { address, phoneNumber } = siteOf(state, applicationId).siteSettings;
  return { coopName: coopNameOf(state, applicationId), address, phoneNumber };
}
