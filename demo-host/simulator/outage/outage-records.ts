// The outage service's records: each site's report settings, the outages at its locations and the
// reports its members sent.

export interface OutageSite {
  settings: OutageSettings;
  /** The outages going on now, keyed by location id. */
  active: Record<string, ActiveOutageRecord>;
  /** The outages that are over, keyed by location id, newest first. */
  history: Record<string, OutageHistoryRecord[]>;
  /** Every report received, oldest first. */
  reports: OutageReportRecord[];
}

/** What the report form offers on this site (spec 03 §3 outage info, beyond the member's phones). */
export interface OutageSettings {
  /** The problems a member may report, in the order they are offered. */
  problems: string[];
  hideOutageCallBackRequest: boolean;
  callbackCheckBoxDefaultValue: boolean;
}

export interface ActiveOutageRecord {
  /** ISO date-time. */
  startedAt: string;
  /** ISO date-time; null while the crews cannot tell. */
  estimatedTimeOfRestoration: string | null;
  description: string;
}

export interface OutageHistoryRecord {
  /** ISO date-times. */
  timeOfInterruption: string;
  timeOfRestored: string;
  description: string;
}

export interface OutageReportRecord {
  memberNumber: string;
  accountNumber: string;
  locationId: string;
  outageReason: string;
  callBack: boolean;
  /** '' when the member gave none. */
  callbackNumber: string;
  remarks: string;
  outageReportOrigin: string;
  /** ISO date-time. */
  receivedAt: string;
}
