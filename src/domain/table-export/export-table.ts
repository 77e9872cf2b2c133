/**
 * A table as a file holds it: the column headers and each row's cells as the member reads them. Text is
 * the shown text (a formatted date, '$1,234.50'); a number stays a number so a spreadsheet can add it up.
 */
export type ExportCell = string | number | null;

export interface ExportTable {
  readonly headers: readonly string[];
  readonly rows: readonly (readonly ExportCell[])[];
}

export const exportFormats = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];

// Characters no file system accepts in a name, and control characters.
const unsafeInFileName = /[\\/:*?"<>|\p{Cc}]+/gu;

/**
 * The name a downloaded file is saved under: the screen's name without characters a file system refuses,
 * ending in the format's extension once ('payment-history' → 'payment-history.csv').
 */
export function exportFileName(name: string, format: ExportFormat): string {
  const extension = `.${format}`;
  const cleaned = name.replace(unsafeInFileName, '-').trim();
  const base = cleaned.toLowerCase().endsWith(extension) ? cleaned.slice(0, -extension.length) : cleaned;
  return `${base.trim() || 'export'}${extension}`;
}
