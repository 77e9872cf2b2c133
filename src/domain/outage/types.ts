/**
 * The Outage screen's view of the back office's data (spec 03 §3), field names exactly as the spec
 * spells them, plus what docs/api.md ("Outage service") adds: the restoration time with the status.
 */

/** One problem a member may report (spec 03 §3 'problems list (outageDescription)'). */
export interface OutageProblem {
  readonly outageDescription: string;
}

/** One of the member's contact phones, as the outage info lists them. */
export interface OutageContactPhone {
  readonly phoneNumber: string;
}

/** Outage info (spec 03 §3): what the report form offers for the account. */
export interface OutageInfo {
  readonly problems: readonly OutageProblem[];
  /** True: the call-back checkbox is not shown (the call-back keeps its default). */
  readonly hideOutageCallBackRequest: boolean;
  /** Whether the call-back checkbox starts ticked. */
  readonly callbackCheckBoxDefaultValue: boolean;
  readonly contactPhones: readonly OutageContactPhone[];
}

/** Outage status (spec 03 §3 isActive), with the estimated restoration time of an active outage. */
export interface OutageStatus {
  readonly isActive: boolean;
  /** An ISO date-time; null when there is no outage or the time is not known. */
  readonly estimatedTimeOfRestoration?: string | null;
}

/** Outage history row (spec 03 §3). */
export interface OutageHistoryRow {
  readonly accountNumber: string;
  /** An ISO date-time. */
  readonly timeOfInterruption: string;
  /** An ISO date-time; null while the outage lasts. */
  readonly timeOfRestored?: string | null;
  readonly description?: string | null;
}

/** Outage report payload (spec 03 §3), as the report call sends it. */
export interface OutageReport {
  /** '(ddd) ddd-dddd', or '' when the member gives none. */
  readonly callbackNumber: string;
  readonly callBack: boolean;
  /** The chosen problem's outageDescription. */
  readonly outageReason: string;
  readonly accountNumber: string;
  /** Where the report comes from: always OUTAGE_REPORT_ORIGIN from the portal. */
  readonly outageReportOrigin: string;
  /** The member's optional comment; '' when none. */
  readonly remarks: string;
}

/** What the back office answers a report (spec 03 §7): the message the member is shown. */
export interface OutageReportResult {
  readonly statusMessage: string;
}
