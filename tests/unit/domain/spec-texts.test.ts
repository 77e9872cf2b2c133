import { describe, expect, it } from 'vitest';
import { productTexts, specTexts, textAt, whereOf } from './spec-texts.ts';

/** A text's first words, enough to tell rows apart in a test's name. */
function firstWords(text: string): string {
  const words = text.trim().split(/\s+/);
  return words.length > 6 ? `${words.slice(0, 6).join(' ')} …` : words.join(' ');
}

/**
 * The words a spec quote fixes: what is left between its placeholders ({amount}, {date}, {n}, a bare n)
 * and its cuts ('...').
 */
function fixedWords(quote: string): string[] {
  return quote
    .split(/\{\w+\}|(?<![\w'])n(?![\w'])|\.\.\./)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

describe('the specs’ quoted texts, as the catalogues give them', () => {
  it.each(specTexts.map((row) => [`${row.spec}: ${firstWords(row.text)} (${whereOf(row)})`, row] as const))(
    '%s',
    (_, row) => {
      expect(textAt(row)).toBe(row.shows ?? row.text);
    },
  );

  // A sample filling stands in for the spec's words only if it keeps them, in the spec's order.
  it('fills each placeholder and cut with sample values around the spec’s own words', () => {
    for (const { spec, text, shows } of specTexts) {
      if (shows === undefined) continue;
      let from = 0;
      for (const words of fixedWords(text)) {
        const at = shows.indexOf(words, from);
        expect(at, `${spec}: '${words}' in '${shows}'`).toBeGreaterThanOrEqual(from);
        from = at + words.length;
      }
    }
  });

  it('lists a quote once for each screen that shows it', () => {
    const rows = specTexts.map((row) => `${row.spec} ${row.text} ${whereOf(row)}`);
    expect(new Set(rows).size).toBe(rows.length);
  });
});

describe('the texts the specs do not give, asserted word for word nowhere else', () => {
  it.each(productTexts.map((row) => [`${whereOf(row)}: ${firstWords(row.text)}`, row] as const))(
    '%s',
    (_, row) => {
      expect(textAt(row)).toBe(row.text);
    },
  );
});
