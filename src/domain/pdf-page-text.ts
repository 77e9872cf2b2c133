/** A run of text on a PDF page as pdf.js reads it (`page.getTextContent()`): only what the lines need. */
export interface PdfTextRun {
  readonly str: string;
  /** The run ends its line. */
  readonly hasEOL: boolean;
  /** The text matrix; its sixth number is the run's baseline, from the page's bottom. */
  readonly transform: readonly number[];
  readonly height: number;
}

/**
 * A page's text as lines in reading order, for the viewer's text view: runs joined until one ends its
 * line or the next sits on another baseline (more than half a run's height apart), spaces collapsed,
 * empty lines dropped. Marked-content entries (no `str`) are skipped.
 */
export function pdfPageTextLines(items: readonly (PdfTextRun | { readonly type: string })[]): string[] {
  const lines: string[] = [];
  let line = '';
  let baseline: number | undefined;
  const endLine = () => {
    const text = line.replace(/\s+/g, ' ').trim();
    if (text) lines.push(text);
    line = '';
  };
  for (const item of items) {
    if (!('str' in item)) continue;
    const y = item.transform[5];
    if (baseline !== undefined && y !== undefined && item.str.trim() !== '') {
      if (Math.abs(y - baseline) > Math.max(item.height, 1) / 2) endLine();
    }
    line += item.str;
    if (item.str.trim() !== '' && y !== undefined) baseline = y;
    if (item.hasEOL) {
      endLine();
      baseline = undefined;
    }
  }
  endLine();
  return lines;
}
