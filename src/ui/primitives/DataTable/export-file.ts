import { zipSync } from 'fflate';
import { csvText } from '../../../domain/table-export/csv.ts';
import type { ExportFormat, ExportTable } from '../../../domain/table-export/export-table.ts';
import { spreadsheetParts } from '../../../domain/table-export/spreadsheet.ts';

/**
 * The file writers, loaded only when a member exports (the data table imports this module on the click),
 * so no screen carries the zip code. fflate's synchronous zip runs on the page's thread: its
 * asynchronous one starts workers from blob: URLs, which a strict Content-Security-Policy refuses.
 */

const mediaTypes: Record<ExportFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

function xlsxBytes(table: ExportTable, sheetName: string): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const parts = spreadsheetParts(table, { sheetName });
  const files = Object.fromEntries(Object.entries(parts).map(([path, xml]) => [path, encoder.encode(xml)]));
  return new Uint8Array(zipSync(files, { level: 6 }));
}

/** The table as a file of the format; `sheetName` names the spreadsheet's one sheet. */
export function exportBlob(format: ExportFormat, table: ExportTable, sheetName: string): Blob {
  const content = format === 'csv' ? csvText(table) : xlsxBytes(table, sheetName);
  return new Blob([content], { type: mediaTypes[format] });
}
