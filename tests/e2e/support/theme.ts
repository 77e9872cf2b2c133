import type { Page } from '@playwright/test';

/**
 * The `--coop-*` tokens the styles of the page's elements use that have no value on the element: a
 * built bundle that lost a theme stylesheet (tree-shaken as an import without exports) shows here.
 */
export function undefinedThemeTokens(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const missing = new Set<string>();
    const hosts = [...document.querySelectorAll('*')].filter(
      (element) => element.localName.startsWith('coop-') && element.shadowRoot,
    );
    for (const host of hosts) {
      const css = host
        .shadowRoot!.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
        .join('\n');
      const style = getComputedStyle(host);
      for (const [, token] of css.matchAll(/var\((--coop-[a-z-]+)\)/g)) {
        if (style.getPropertyValue(token!).trim() === '') missing.add(`${host.localName} ${token}`);
      }
    }
    return [...missing].sort();
  });
}
