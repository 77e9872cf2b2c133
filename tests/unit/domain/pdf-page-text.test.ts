import { describe, expect, it } from 'vitest';
import { pdfPageTextLines, type PdfTextRun } from '../../../src/domain/pdf-page-text.ts';

const run = (str: string, y: number, hasEOL = false): PdfTextRun => ({
  str,
  hasEOL,
  transform: [12, 0, 0, 12, 72, y],
  height: 12,
});

describe('pdfPageTextLines', () => {
  it('ends a line where pdf.js says so and where the baseline moves', () => {
    expect(
      pdfPageTextLines([
        run('Riverbend Electric Cooperative', 720, true),
        run('Account', 700),
        run(' ', 700),
        run('300100200', 700),
        run('Amount due $128.45', 684),
        { type: 'beginMarkedContent' },
        run('Due   date', 668),
        run(' 12/14/2026', 668.4),
      ]),
    ).toEqual([
      'Riverbend Electric Cooperative',
      'Account 300100200',
      'Amount due $128.45',
      'Due date 12/14/2026',
    ]);
  });

  it('drops empty lines and answers none for a page without text', () => {
    expect(pdfPageTextLines([run('  ', 700, true), run('', 680, true)])).toEqual([]);
    expect(pdfPageTextLines([])).toEqual([]);
  });
});
