import { describe, expect, it } from 'vitest';
import { csvText, withoutFormula } from '../../../../src/domain/table-export/csv.ts';

const bom = '\uFEFF';

describe('csvText', () => {
  it('starts with a UTF-8 byte order mark and ends every line with CRLF', () => {
    expect(
      csvText({
        headers: ['Account', 'Balance'],
        rows: [
          ['300100200', 128.45],
          ['300100201', 54.1],
        ],
      }),
    ).toBe(`${bom}Account,Balance\r\n300100200,128.45\r\n300100201,54.1\r\n`);
  });

  it('quotes fields holding a comma, a double quote or a line break, doubling the quotes (RFC 4180)', () => {
    expect(
      csvText({
        headers: ['Address', 'Note'],
        rows: [
          ['12 Mill Road, Riverbend', 'Said "call first"'],
          ['Line one\nline two', 'Carriage\rreturn'],
          ['Windows\r\nbreak', 'plain'],
        ],
      }),
    ).toBe(
      `${bom}Address,Note\r\n` +
        '"12 Mill Road, Riverbend","Said ""call first"""\r\n' +
        '"Line one\nline two","Carriage\rreturn"\r\n' +
        '"Windows\r\nbreak",plain\r\n',
    );
  });

  it('leaves empty cells empty and writes numbers as numbers, negative ones without a quote in front', () => {
    expect(
      csvText({
        headers: ['A', 'B', 'C', 'D'],
        rows: [[null, '', -12.5, 0]],
      }),
    ).toBe(`${bom}A,B,C,D\r\n,,-12.5,0\r\n`);
  });

  it('writes a number that is not finite as an empty cell', () => {
    expect(csvText({ headers: ['A', 'B'], rows: [[Number.NaN, Number.POSITIVE_INFINITY]] })).toBe(
      `${bom}A,B\r\n,\r\n`,
    );
  });

  it('puts a single quote in front of text that a spreadsheet would read as a formula, headers too', () => {
    expect(
      csvText({
        headers: ['=Header', 'Plain'],
        rows: [
          ['=SUM(A1:A9)', '+1 555 0100'],
          ['-2+3', '@cmd'],
          ['\tTabbed', '\rReturned'],
          ['=HYPERLINK("http://x","y")', 'a=b'],
        ],
      }),
    ).toBe(
      `${bom}'=Header,Plain\r\n` +
        "'=SUM(A1:A9),'+1 555 0100\r\n" +
        "'-2+3,'@cmd\r\n" +
        '\'\tTabbed,"\'\rReturned"\r\n' +
        '"\'=HYPERLINK(""http://x"",""y"")",a=b\r\n',
    );
  });

  it('keeps accented letters and emoji as they are', () => {
    expect(csvText({ headers: ['Name'], rows: [['Zoë Müller 🌾']] })).toBe(`${bom}Name\r\nZoë Müller 🌾\r\n`);
  });

  it('writes only the header line for a table without rows', () => {
    expect(csvText({ headers: ['Account', 'Balance'], rows: [] })).toBe(`${bom}Account,Balance\r\n`);
  });
});

describe('withoutFormula', () => {
  it('prefixes each dangerous first character and nothing else', () => {
    expect(['=1', '+1', '-1', '@1', '\t1', '\r1'].map(withoutFormula)).toEqual([
      "'=1",
      "'+1",
      "'-1",
      "'@1",
      "'\t1",
      "'\r1",
    ]);
    expect(['1-1', 'a@b.coop', ' =1', '', "'quoted"].map(withoutFormula)).toEqual([
      '1-1',
      'a@b.coop',
      ' =1',
      '',
      "'quoted",
    ]);
  });
});
