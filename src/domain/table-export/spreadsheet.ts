import type { ExportCell, ExportTable } from './export-table.ts';

/**
 * The parts of an Office Open XML workbook (.xlsx) with one sheet: the header row in bold and frozen,
 * text as inline strings, numbers as numbers. Zipped, they are a file Excel, LibreOffice, Numbers and
 * Google Sheets open. Written here rather than taken from a spreadsheet library: the tables the portal
 * exports need one plain sheet, which is a few kilobytes of XML instead of 20 to 270 KB of library.
 */

const xmlDeclaration = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const mainNamespace = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const relationshipsNamespace = 'http://schemas.openxmlformats.org/package/2006/relationships';
const officeRelationships = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const contentTypes = {
  workbook: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
  worksheet: 'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml',
  styles: 'application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml',
} as const;

/** The most characters Excel keeps in one cell. */
export const maximumCellLength = 32_767;
/** The most characters of a sheet's name. */
const maximumSheetNameLength = 31;

/**
 * What XML 1.0 does not allow: control characters other than tab, line feed and carriage return,
 * U+FFFE, U+FFFF, and a lone surrogate (half of a broken emoji). Excel refuses a file holding one.
 */
const notXml = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text safe inside an XML element or a double-quoted attribute. */
export function xmlText(text: string): string {
  return text
    .replace(notXml, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** 'A' for the first column, 'Z' for the 26th, 'AA' for the 27th. */
export function columnName(index: number): string {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  }
  return name;
}

/**
 * A sheet name Excel accepts, from the table's caption: none of : \ / ? * [ ], no apostrophe at either
 * end, at most 31 characters, never empty.
 */
export function sheetName(caption: string): string {
  const cleaned = caption
    .replace(/[:\\/?*[\]]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^'+|'+$/g, '')
    .slice(0, maximumSheetNameLength)
    .trim();
  return cleaned || 'Sheet1';
}

function cellText(text: string): string {
  // Excel reads '_x0041_' in a cell as an escaped 'A'; escaping the underscore keeps the text as written.
  const literal = text.slice(0, maximumCellLength).replace(/_(x[0-9A-Fa-f]{4}_)/g, '_x005F_$1');
  const space = /^\s|\s$|\n/.test(literal) ? ' xml:space="preserve"' : '';
  return `<is><t${space}>${xmlText(literal)}</t></is>`;
}

function cellXml(cell: ExportCell, reference: string, style: string): string {
  if (cell === null || (typeof cell === 'number' && !Number.isFinite(cell)) || cell === '') return '';
  if (typeof cell === 'number') return `<c r="${reference}"${style}><v>${cell}</v></c>`;
  return `<c r="${reference}"${style} t="inlineStr">${cellText(cell)}</c>`;
}

function rowXml(cells: readonly ExportCell[], rowNumber: number, style: string): string {
  const content = cells
    .map((cell, index) => cellXml(cell, `${columnName(index)}${rowNumber}`, style))
    .join('');
  return `<row r="${rowNumber}">${content}</row>`;
}

function shownLength(cell: ExportCell): number {
  if (cell === null) return 0;
  return String(cell)
    .split('\n')
    .reduce((longest, line) => Math.max(longest, line.length), 0);
}

/** Each column as wide as its longest line (within reason), so the sheet opens readable. */
function columnsXml(table: ExportTable): string {
  if (table.headers.length === 0) return '';
  const columns = table.headers.map((header, index) => {
    // A loop, not Math.max(...cells): tens of thousands of arguments overflow the call stack.
    const longest = table.rows.reduce(
      (widest, row) => Math.max(widest, shownLength(row[index] ?? null)),
      shownLength(header),
    );
    const width = Math.min(60, Math.max(8, longest + 2));
    return `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`;
  });
  return `<cols>${columns.join('')}</cols>`;
}

function worksheetXml(table: ExportTable): string {
  // Style 1 is the bold header; the frozen pane keeps the header row in view while scrolling.
  const rows = [
    rowXml(table.headers, 1, ' s="1"'),
    ...table.rows.map((row, index) => rowXml(row, index + 2, '')),
  ];
  return (
    `${xmlDeclaration}<worksheet xmlns="${mainNamespace}">` +
    '<sheetViews><sheetView workbookViewId="0">' +
    '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
    '</sheetView></sheetViews>' +
    `${columnsXml(table)}<sheetData>${rows.join('')}</sheetData></worksheet>`
  );
}

const stylesXml =
  `${xmlDeclaration}<styleSheet xmlns="${mainNamespace}">` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font>' +
  '<font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  // Excel requires these two fills first, even when nothing is filled.
  '<fills count="2"><fill><patternFill patternType="none"/></fill>' +
  '<fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

export interface SpreadsheetOptions {
  /** The sheet's tab name, e.g. the table's caption (see `sheetName`). */
  readonly sheetName: string;
}

/**
 * The files of the workbook by their path in the zip, the content types first (some readers look for
 * them there).
 */
export function spreadsheetParts(table: ExportTable, options: SpreadsheetOptions): Record<string, string> {
  return {
    '[Content_Types].xml':
      `${xmlDeclaration}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      `<Override PartName="/xl/workbook.xml" ContentType="${contentTypes.workbook}"/>` +
      `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${contentTypes.worksheet}"/>` +
      `<Override PartName="/xl/styles.xml" ContentType="${contentTypes.styles}"/>` +
      '</Types>',
    '_rels/.rels':
      `${xmlDeclaration}<Relationships xmlns="${relationshipsNamespace}">` +
      `<Relationship Id="rId1" Type="${officeRelationships}/officeDocument" Target="xl/workbook.xml"/>` +
      '</Relationships>',
    'xl/workbook.xml':
      `${xmlDeclaration}<workbook xmlns="${mainNamespace}" xmlns:r="${officeRelationships}">` +
      `<sheets><sheet name="${xmlText(sheetName(options.sheetName))}" sheetId="1" r:id="rId1"/></sheets>` +
      '</workbook>',
    'xl/_rels/workbook.xml.rels':
      `${xmlDeclaration}<Relationships xmlns="${relationshipsNamespace}">` +
      `<Relationship Id="rId1" Type="${officeRelationships}/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId2" Type="${officeRelationships}/styles" Target="styles.xml"/>` +
      '</Relationships>',
    'xl/styles.xml': stylesXml,
    'xl/worksheets/sheet1.xml': worksheetXml(table),
  };
}
