import { describe, expect, it } from 'vitest';
import { definedCatalogues } from '../../../src/domain/language.ts';
import {
  loadSpanishButtonWords,
  quickPayButtonMessages,
} from '../../../src/domain/quick-pay/button-messages.ts';

// Every module of the domain, so every catalogue is defined; then each one's Spanish is loaded as a page would.
const englishModules = import.meta.glob(['../../../src/domain/**/*.ts', '!**/es.ts', '!**/button-es.ts'], {
  eager: true,
});
// The Quick Pay button's words (button-es.ts) are read outside the catalogues, and checked on their own below.
const spanishModules = import.meta.glob<Record<string, unknown>>(['../../../src/domain/**/es.ts'], {
  eager: true,
});

/** Where two trees differ in shape: keys missing or extra, a text that is not one, an emptied text. */
function differences(english: unknown, spanish: unknown, path: string): string[] {
  if (typeof english === 'string') {
    if (typeof spanish !== 'string') return [`${path}: not a text`];
    if (spanish.trim() === '') return [`${path}: empty`];
    // The error catalogues' instructions name what to show; they are not words.
    if (['first-listed', 'server-message'].includes(english) && spanish !== english) {
      return [`${path}: must stay '${english}'`];
    }
    return [];
  }
  if (typeof english === 'function') {
    if (typeof spanish !== 'function') return [`${path}: not a function`];
    return spanish.length === english.length ? [] : [`${path}: takes ${spanish.length} parameters`];
  }
  if (english && typeof english === 'object') {
    if (!spanish || typeof spanish !== 'object') return [`${path}: missing`];
    const englishKeys = Object.keys(english);
    const spanishKeys = Object.keys(spanish);
    return [
      ...englishKeys.filter((key) => !spanishKeys.includes(key)).map((key) => `${path}.${key}: missing`),
      ...spanishKeys.filter((key) => !englishKeys.includes(key)).map((key) => `${path}.${key}: extra`),
      ...englishKeys
        .filter((key) => spanishKeys.includes(key))
        .flatMap((key) =>
          differences(
            (english as Record<string, unknown>)[key],
            (spanish as Record<string, unknown>)[key],
            `${path}.${key}`,
          ),
        ),
    ];
  }
  return english === spanish ? [] : [`${path}: ${String(spanish)} instead of ${String(english)}`];
}

describe('the Spanish catalogues', () => {
  const catalogues = definedCatalogues();

  it('cover every catalogue the domain defines', () => {
    expect(Object.keys(englishModules).length).toBeGreaterThan(100);
    expect(catalogues.length).toBeGreaterThanOrEqual(50);
  });

  it('has the Quick Pay button’s words, read outside the catalogues (the button’s few kilobytes)', async () => {
    expect(
      differences(quickPayButtonMessages, await loadSpanishButtonWords(), 'quickPayButtonMessages'),
    ).toEqual([]);
  });

  it.each(catalogues.map((entry) => [entry.name, entry] as const))(
    '%s has every key of the English, with its kind',
    async (name, entry) => {
      expect(differences(entry.english, await entry.load(), name)).toEqual([]);
    },
  );

  it('export nothing that no catalogue reads', () => {
    const names = new Set(catalogues.map((entry) => entry.name));
    const stray = Object.entries(spanishModules).flatMap(([file, module]) =>
      Object.keys(module)
        .filter((name) => !names.has(name))
        .map((name) => `${file}: ${name}`),
    );
    expect(stray).toEqual([]);
  });
});
