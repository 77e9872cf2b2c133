import { afterEach, describe, expect, it } from 'vitest';
import {
  activeLanguage,
  catalogue,
  languageOf,
  nameFrom,
  switchLanguage,
  type Translation,
} from '../../../src/domain/language.ts';
import { formatDate } from '../../../src/domain/dates.ts';
import { formatMoney } from '../../../src/domain/money.ts';
import { wholeNumberFormat } from '../../../src/domain/numbers.ts';

const quoted = catalogue(
  () => ({ greeting: 'Hello', nested: { label: 'Account' } }),
  async () => ({ quotedEs: { greeting: 'Hola', nested: { label: 'Cuenta' } } }),
  'quotedEs',
);

const english = {
  title: 'Outage',
  tabs: { status: 'Status', report: 'Report an Outage' },
  steps: ['Account', 'Verify', 'Pay'] as const,
  restoration: (time: string) => `Estimated restoration: ${time}`,
  quotedLabel: quoted.nested.label,
};
const spanish: Translation<typeof english> = {
  title: 'Apagón',
  tabs: { status: 'Estado', report: 'Reportar un apagón' },
  steps: ['Cuenta', 'Verificar', 'Pagar'],
  restoration: (time) => `Restablecimiento estimado: ${time}`,
  quotedLabel: 'Cuenta',
};
let loads = 0;
const texts = catalogue(
  () => english,
  async () => {
    loads += 1;
    return { texts: spanish };
  },
  'texts',
);

afterEach(() => switchLanguage('en'));

describe('a catalogue', () => {
  it('reads English until the page switches, then Spanish, from the same object', async () => {
    const tabs = texts.tabs;
    expect(texts.title).toBe('Outage');
    expect(tabs.report).toBe('Report an Outage');
    await switchLanguage('es');
    expect(activeLanguage()).toBe('es');
    expect(texts.title).toBe('Apagón');
    // A nested object kept from before the switch reads the new language too.
    expect(tabs.report).toBe('Reportar un apagón');
    expect(texts.restoration('10:30')).toBe('Restablecimiento estimado: 10:30');
    expect(texts.steps.map((step) => step.toUpperCase())).toEqual(['CUENTA', 'VERIFICAR', 'PAGAR']);
    expect({ ...texts.tabs }).toEqual({ status: 'Estado', report: 'Reportar un apagón' });
    expect(Object.keys(texts.tabs)).toEqual(['status', 'report']);
    expect(JSON.stringify(texts.steps)).toBe('["Cuenta","Verificar","Pagar"]');
    await switchLanguage('en');
    expect(texts.title).toBe('Outage');
    expect(texts.tabs).toBe(tabs);
  });

  it('loads a translation once, however often the page switches', async () => {
    const before = loads;
    await switchLanguage('es');
    await switchLanguage('en');
    await switchLanguage('es');
    expect(loads - before).toBeLessThanOrEqual(1);
  });

  it('keeps its English when it quotes another catalogue while Spanish is active', async () => {
    await switchLanguage('es');
    const defined = catalogue(
      () => ({ label: quoted.greeting }),
      async () => ({ later: { label: 'Hola' } }),
      'later',
    );
    await switchLanguage('en');
    expect(defined.label).toBe('Hello');
  });

  it('reads Spanish when its code arrived while the page was switching to Spanish', async () => {
    // One answer for every load: a later file of this worker may load it again (translations.test.ts).
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    catalogue(
      () => ({ label: 'Slow' }),
      () => answered.then(() => ({ slow: { label: 'Lento' } })),
      'slow',
    );
    const switching = switchLanguage('es');
    // A screen's chunk defines its catalogue while the others' translations are on their way.
    const arrivedMeanwhile = catalogue(
      () => ({ label: 'Sign In' }),
      async () => ({ meanwhile: { label: 'Iniciar sesión' } }),
      'meanwhile',
    );
    answer();
    await switching;
    expect(activeLanguage()).toBe('es');
    expect(arrivedMeanwhile.label).toBe('Iniciar sesión');
  });
});

describe('a value by its name in a catalogue', () => {
  const kinds = catalogue(
    () => ({ 'One-Time': 'One-Time', Recurring: 'Recurring' }) as Record<string, string>,
    async () => ({ kinds: { 'One-Time': 'Único', Recurring: 'Recurrente' } }),
    'kinds',
  );

  it('says a known value in the active language, and any other as sent or as told', async () => {
    expect(nameFrom(kinds, 'One-Time')).toBe('One-Time');
    expect(nameFrom(kinds, 'Weekly')).toBe('Weekly');
    expect(nameFrom(kinds, 'weekly', 'Weekly')).toBe('Weekly');
    await switchLanguage('es');
    expect(nameFrom(kinds, 'Recurring')).toBe('Recurrente');
    expect(nameFrom(kinds, 'Weekly')).toBe('Weekly');
  });

  it("takes only the table's own keys, not what every object has", () => {
    expect(nameFrom(kinds, 'constructor')).toBe('constructor');
    expect(nameFrom(kinds, 'toString')).toBe('toString');
    expect(nameFrom(kinds, '__proto__')).toBe('__proto__');
  });
});

describe('the language a tag asks for', () => {
  it.each([
    ['es', 'es'],
    ['es-MX', 'es'],
    ['ES_us', 'es'],
    ['en-GB', 'en'],
    ['fr', null],
    ['', null],
    [null, null],
  ])('%s → %s', (tag, language) => {
    expect(languageOf(tag)).toBe(language);
  });
});

describe('formats follow the active language', () => {
  it('formats dates in the Spanish order, and money and numbers as US Spanish writes them', async () => {
    expect(formatDate('2026-11-05')).toBe('11/05/2026');
    expect(formatMoney(-1234.5)).toBe('-$1,234.50');
    await switchLanguage('es');
    expect(formatDate('2026-11-05')).toBe('05/11/2026');
    expect(formatMoney(-1234.5)).toBe('-$1,234.50');
    expect(wholeNumberFormat.format(17280)).toBe('17,280');
    await switchLanguage('en');
    expect(formatDate('2026-11-05')).toBe('11/05/2026');
  });
});
