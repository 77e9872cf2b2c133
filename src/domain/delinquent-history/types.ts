/** A delinquent notice of an account (spec 03 §3). Dates are ISO dates; amounts in dollars. */
export interface Delinquent {
  readonly billDate: string;
  readonly pastDue: number;
  readonly lateFee: number;
  readonly cutoffDate: string | null;
  /** Where the back office keeps the notice's PDF; null or '' when it has none. */
  readonly delinquentViewUrl: string | null;
  readonly delinquentProcessedDate: string | null;
}

/** What the notice's PDF is asked for by (spec 03 §7: url, a time value, processed date). */
export interface DelinquentPdfRequest {
  readonly url: string;
  readonly processedDate: string;
}
