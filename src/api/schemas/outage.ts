import { array, boolean, defaulted, type Infer, nullable, object, optional, string, type } from 'superstruct';
import type {
  OutageHistoryRow,
  OutageInfo,
  OutageReport,
  OutageReportResult,
  OutageStatus,
} from '../../domain/outage/types.ts';

// The Outage service's answers (spec 03 §3, §7; docs/api.md "Outage service"). Lists and switches the
// back office may leave out default to empty and off; the rest is required.

const OptionalText = optional(nullable(string()));

/** GET …/outage/status: whether an outage is active at the account's location, and until when. */
export const OutageStatusSchema = type({
  isActive: boolean(),
  estimatedTimeOfRestoration: OptionalText,
});

/** GET …/outage/info: what the report form offers. */
export const OutageInfoSchema = type({
  problems: defaulted(array(type({ outageDescription: string() })), []),
  hideOutageCallBackRequest: defaulted(boolean(), false),
  callbackCheckBoxDefaultValue: defaulted(boolean(), false),
  contactPhones: defaulted(array(type({ phoneNumber: string() })), []),
});

export const OutageHistoryRowSchema = type({
  accountNumber: string(),
  timeOfInterruption: string(),
  timeOfRestored: OptionalText,
  description: OptionalText,
});

/** GET …/locations/{locationId}/outage-history: past outages at a location. */
export const OutageHistorySchema = type({ results: array(OutageHistoryRowSchema) });

/** POST …/outage/reports: the message the member is shown. */
export const OutageReportResultSchema = type({ statusMessage: string() });

/** POST …/outage/reports: the report, as the form sends it (spec 03 §3). */
export const OutageReportSchema = object({
  callbackNumber: string(),
  callBack: boolean(),
  outageReason: string(),
  accountNumber: string(),
  outageReportOrigin: string(),
  remarks: string(),
});

// Each schema must give the domain's rules everything they read, typed as they read them.
const answersTheRules = (
  status: Infer<typeof OutageStatusSchema>,
  info: Infer<typeof OutageInfoSchema>,
  row: Infer<typeof OutageHistoryRowSchema>,
  result: Infer<typeof OutageReportResultSchema>,
): [OutageStatus, OutageInfo, OutageHistoryRow, OutageReportResult] => [status, info, row, result];
// …and the report the form builds must be what the body schema describes.
const sendsTheReport = (report: OutageReport): Infer<typeof OutageReportSchema> => report;
void sendsTheReport;
void answersTheRules;
