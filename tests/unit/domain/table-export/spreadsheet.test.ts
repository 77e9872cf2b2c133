import { describe, expect, it } from 'vitest';
import {
  columnName,
  maximumCellLength,
  sheetName,
  spreadsheetParts,
  xmlText,
} from '../../../../src/domain/table-export/spreadsheet.ts';

function sheetData(parts: Record<string, string>): string {
  const sheet = parts['xl/worksheets/sheet1.xml'] ?? '';
  return /<sheetData>(.*)<\/sheetData>/s.exec(sheet)?.[1] ?? '';
}

describe('spreadsheetParts', () => {
  it('holds the six parts of a one-sheet workbook, the content types first', () => {
    const parts = spreadsheetParts({ headers: ['A'], rows: [] }, { sheetName: 'Payments' });
    expect(Object.keys(parts)).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    for (const xml of Object.values(parts)) {
      expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n')).toBe(true);
    }
    expect(parts['[Content_Types].xml']).toContain(
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>',
    );
    expect(parts['xl/_rels/workbook.xml.rels']).toContain('Target="worksheets/sheet1.xml"');
    expect(parts['xl/_rels/workbook.xml.rels']).toContain('Target="styles.xml"');
  });

  it('names the sheet after the caption', () => {
    const parts = spreadsheetParts({ headers: ['A'], rows: [] }, { sheetName: 'Payment history' });
    expect(parts['xl/workbook.xml']).toContain('<sheet name="Payment history" sheetId="1" r:id="rId1"/>');
  });

  it('writes the bold header row, text as inline strings and numbers as numbers', () => {
    const parts = spreadsheetParts(
      {
        headers: ['Account', 'Balance'],
        rows: [
          ['300100200', 128.45],
          ['300100203', -12.5],
        ],
      },
      { sheetName: 'Accounts' },
    );
    expect(sheetData(parts)).toBe(
      '<row r="1"><c r="A1" s="1" t="inlineStr"><is><t>Account</t></is></c>' +
        '<c r="B1" s="1" t="inlineStr"><is><t>Balance</t></is></c></row>' +
        '<row r="2"><c r="A2" t="inlineStr"><is><t>300100200</t></is></c><c r="B2"><v>128.45</v></c></row>' +
        '<row r="3"><c r="A3" t="inlineStr"><is><t>300100203</t></is></c><c r="B3"><v>-12.5</v></c></row>',
    );
  });

  it('keeps text that looks like a formula as text: a string cell is never evaluated', () => {
    const parts = spreadsheetParts({ headers: ['Note'], rows: [['=SUM(A1:A9)']] }, { sheetName: 'S' });
    expect(sheetData(parts)).toContain('<c r="A2" t="inlineStr"><is><t>=SUM(A1:A9)</t></is></c>');
    expect(parts['xl/worksheets/sheet1.xml']).not.toContain('<f>');
  });

  it('leaves empty, null and non-finite cells out', () => {
    const parts = spreadsheetParts(
      { headers: ['A', 'B', 'C', 'D'], rows: [[null, '', Number.NaN, 'x']] },
      { sheetName: 'S' },
    );
    expect(sheetData(parts)).toContain('<row r="2"><c r="D2" t="inlineStr"><is><t>x</t></is></c></row>');
  });

  it('escapes markup and keeps spaces and line breaks', () => {
    const parts = spreadsheetParts(
      { headers: ['A'], rows: [['<b>Tom & "Jerry"</b>'], [' two\nlines ']] },
      { sheetName: 'S' },
    );
    expect(sheetData(parts)).toContain('<t>&lt;b&gt;Tom &amp; &quot;Jerry&quot;&lt;/b&gt;</t>');
    expect(sheetData(parts)).toContain('<t xml:space="preserve"> two\nlines </t>');
  });

  it("keeps text like '_x0041_' as written instead of letting Excel unescape it", () => {
    const parts = spreadsheetParts({ headers: ['A'], rows: [['code_x0041_end']] }, { sheetName: 'S' });
    expect(sheetData(parts)).toContain('<t>code_x005F_x0041_end</t>');
  });

  it('cuts a cell at the most characters Excel keeps', () => {
    const parts = spreadsheetParts(
      { headers: ['A'], rows: [['y'.repeat(maximumCellLength + 10)]] },
      { sheetName: 'S' },
    );
    expect(sheetData(parts)).toContain(`<t>${'y'.repeat(maximumCellLength)}</t>`);
    expect(sheetData(parts)).not.toContain('y'.repeat(maximumCellLength + 1));
  });

  it('sizes each column to its longest line, between 8 and 60 characters', () => {
    const parts = spreadsheetParts(
      {
        headers: ['Id', 'Service address', 'Note'],
        rows: [['1', '1418 Cedar Hollow Rd, Riverbend', 'z'.repeat(100)]],
      },
      { sheetName: 'S' },
    );
    expect(parts['xl/worksheets/sheet1.xml']).toContain(
      '<cols><col min="1" max="1" width="8" customWidth="1"/>' +
        '<col min="2" max="2" width="33" customWidth="1"/>' +
        '<col min="3" max="3" width="60" customWidth="1"/></cols>',
    );
  });

  it('freezes the header row', () => {
    const parts = spreadsheetParts({ headers: ['A'], rows: [] }, { sheetName: 'S' });
    expect(parts['xl/worksheets/sheet1.xml']).toContain(
      '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>',
    );
  });

  it('writes 17,280 rows (180 days of 15-minute readings) without overflowing the stack', () => {
    const rows = Array.from({ length: 17_280 }, (_, index) => [`07/01/2026 ${index}`, index * 0.25]);
    const parts = spreadsheetParts({ headers: ['Reading date', 'Usage'], rows }, { sheetName: 'Usage' });
    expect(parts['xl/worksheets/sheet1.xml']).toContain('<row r="17281">');
  });
});

describe('xmlText', () => {
  it('drops characters XML 1.0 does not allow and keeps tab, line breaks and emoji', () => {
    expect(xmlText('a\u0000b\u0007c\u000Bd\u001Fe\uFFFEf\uFFFFg')).toBe('abcdefg');
    expect(xmlText('tab\there\nline\rreturn 🌾')).toBe('tab\there\nline\rreturn 🌾');
    // A lone surrogate: half of an emoji cut in two.
    expect(xmlText('broken \uD83C end')).toBe('broken  end');
  });
});

describe('columnName', () => {
  it('counts A to Z, then AA, AZ, BA and on', () => {
    expect([0, 1, 25, 26, 51, 52, 701, 702, 16_383].map(columnName)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
      'XFD',
    ]);
  });
});

describe('sheetName', () => {
  it('keeps a plain caption', () => {
    expect(sheetName('Outage history')).toBe('Outage history');
  });

  it('replaces the characters Excel refuses and trims apostrophes at the ends', () => {
    expect(sheetName('Usage [kWh]: 07/01 *?')).toBe('Usage kWh 07 01');
    expect(sheetName("'Quoted'")).toBe('Quoted');
  });

  it('cuts the name at 31 characters and never leaves it empty', () => {
    expect(sheetName('Billing and payment history for all accounts')).toBe('Billing and payment history for');
    expect(sheetName('')).toBe('Sheet1');
    expect(sheetName('[]:')).toBe('Sheet1');
  });
});
