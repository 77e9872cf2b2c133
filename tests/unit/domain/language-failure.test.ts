import { describe, expect, it } from 'vitest';
import { activeLanguage, catalogue, languageSettling, switchLanguage } from '../../../src/domain/language.ts';

// Isolated (vite.config.ts): the catalogue that cannot load stays defined for the rest of the module’s life.
describe('a translation that cannot load', () => {
  it('keeps the page in its language, and settled, when a translation cannot load', async () => {
    const broken = catalogue(
      () => ({ label: 'Pay' }),
      () => Promise.reject(new Error('offline')),
      'broken',
    );
    await expect(switchLanguage('es')).rejects.toThrow('offline');
    expect(activeLanguage()).toBe('en');
    expect(broken.label).toBe('Pay');
    expect(languageSettling()).toBe(false);
  });
});
