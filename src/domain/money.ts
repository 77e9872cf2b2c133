import { activeLocale } from './language.ts';

const dollarFormats = new Map<string, Intl.NumberFormat>();

/** US dollars in the active language's locale (one formatter per locale: tables format thousands). */
function dollars(): Intl.NumberFormat {
  const locale = activeLocale();
  let format = dollarFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    dollarFormats.set(locale, format);
  }
  return format;
}

/**
 * Rounds half away from zero to whole cents. Shifting through the decimal exponent avoids binary
 * floating-point surprises such as `Math.round(1.005 * 100) === 100`.
 */
export function roundToCents(n: number): number {
  if (!Number.isFinite(n)) return n;
  const magnitude = Math.abs(n);
  const shifted = Number(`${magnitude}e2`);
  // Very small or very large magnitudes print in exponent form, where the shift does not parse.
  const cents = Number.isNaN(shifted) ? Math.round(magnitude * 100) : Math.round(shifted);
  const rounded = cents / 100;
  // `|| 0` turns -0 into 0 so that a rounded-away negative never prints as "-$0.00".
  return (n < 0 ? -rounded : rounded) || 0;
}

/** `$1,234.50`, `-$12.50`. */
export function formatMoney(amount: number): string {
  return dollars().format(roundToCents(amount));
}

/** Like {@link formatMoney}, but a negative balance shows in parentheses: `($12.50)`. */
export function formatAccountBalance(amount: number): string {
  const rounded = roundToCents(amount);
  return rounded < 0 ? `(${dollars().format(-rounded)})` : dollars().format(rounded);
}

/** The value an amount input field shows: `128.45` (two decimals, no symbol, no separators). */
export function formatAmountInput(n: number): string {
  return roundToCents(n).toFixed(2);
}
