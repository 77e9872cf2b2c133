import { activeLocale } from './language.ts';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A number format that follows the active language (its `Intl` locale): `format` reads the language at
 * each call, so a format made once at module load still switches with the page. One `Intl.NumberFormat`
 * per locale and option set: tables and charts format thousands of numbers.
 */
export function numberFormat(options: Intl.NumberFormatOptions): { format(value: number): string } {
  const id = JSON.stringify(options);
  return {
    format(value) {
      const locale = activeLocale();
      let format = formats.get(`${locale}|${id}`);
      if (!format) {
        format = new Intl.NumberFormat(locale, options);
        formats.set(`${locale}|${id}`, format);
      }
      return format.format(value);
    },
  };
}

/** A count or a reading as the member reads it: 1,234 (no decimals). */
export const wholeNumberFormat = numberFormat({ maximumFractionDigits: 0 });
