import { array, type Infer, nullable, number, optional, string, type } from 'superstruct';

// The Delinquent calls (spec 03 §3, §7; docs/api.md "Delinquent History service").

const OptionalText = optional(nullable(string()));

export const DelinquentSchema = type({
  billDate: string(),
  pastDue: number(),
  lateFee: number(),
  cutoffDate: OptionalText,
  delinquentViewUrl: OptionalText,
  delinquentProcessedDate: OptionalText,
});

/** GET …/accounts/{accountNumber}/delinquents: the account's delinquent notices. */
export const DelinquentsSchema = array(DelinquentSchema);

/** GET …/delinquents/view: the notice's url, a time that keeps caches out, its processed date. */
export const DelinquentPdfQuerySchema = type({ url: string(), tick: string(), processedDate: string() });

/** GET …/delinquents/view: a notice as a PDF; `delinquentViewUrlFileBytes` is the file in base64. */
export const DelinquentPdfSchema = type({ fileName: string(), delinquentViewUrlFileBytes: string() });
export type DelinquentPdf = Infer<typeof DelinquentPdfSchema>;
