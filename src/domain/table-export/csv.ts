import type { ExportCell, ExportTable } from './export-table.ts';

/**
 * The first characters that make a spreadsheet read a cell as a formula (OWASP, CSV injection): a text
 * cell starting with one of them could run a formula on the member's computer when the file is opened.
 */
const formulaStarts = new Set(['=', '+', '-', '@', '\t', '\r']);

/** A text cell that cannot be read as a formula: a single quote goes in front of a dangerous start. */
export function withoutFormula(text: string): string {
  return formulaStarts.has(text.charAt(0)) ? `'${text}` : text;
}

function fieldText(cell: ExportCell): string {
  if (cell === null) return '';
  // A number is the screen's own value, never a formula: -12.5 stays a number the spreadsheet can add.
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  return withoutFormula(cell);
}

/** RFC 4180: a field with a comma, a double quote or a line break is quoted, its quotes doubled. */
function field(cell: ExportCell): string {
  const text = fieldText(cell);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The table as CSV (RFC 4180): the header line, then a line per row, each ended by CRLF. It starts with
 * a UTF-8 byte order mark, without which Excel reads the file in the computer's legacy code page and
 * garbles every accented letter.
 */
export function csvText(table: ExportTable): string {
  const lines = [table.headers, ...table.rows].map((cells) => cells.map(field).join(','));
  return `\uFEFF${lines.map((line) => `${line}\r\n`).join('')}`;
}
