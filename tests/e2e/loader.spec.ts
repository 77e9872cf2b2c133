import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { QuickPayForm } from './support/quick-pay.ts';

/** The widget entry files (`/widgets/coop-*.js`) the page requested, in order. */
function recordEntryRequests(page: Page): string[] {
  const entries: string[] = [];
  page.on('request', (request) => {
    const match = new URL(request.url()).pathname.match(/^\/widgets\/(coop-[a-z-]+)\.js$/);
    if (match) entries.push(match[1]!);
  });
  return entries;
}

const defined = (page: Page, tag: string) =>
  page.evaluate((name) => customElements.get(name) !== undefined, tag);

test('one loader script loads each element the first time its tag appears, and only known tags, once', async ({
  page,
}) => {
  const entries = recordEntryRequests(page);
  await page.goto('/loader.html');
  await expect(page.getByRole('button', { name: 'Quick Pay', exact: true })).toBeVisible();
  expect(entries.sort()).toEqual(['coop-config', 'coop-quick-pay-button']);
  expect(await defined(page, 'coop-login')).toBe(false);

  // A CMS editor's block added later: the element it holds loads then.
  await page.evaluate(() => {
    const block = document.createElement('section');
    block.append(document.createElement('coop-login'), document.createElement('coop-not-ours'));
    document.querySelector('main')!.append(block);
  });
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();
  expect(await defined(page, 'coop-login')).toBe(true);

  // The same tag again loads nothing more; an unknown coop-* tag is never asked for.
  await page.evaluate(() => document.querySelector('main')!.append(document.createElement('coop-login')));
  await page.waitForTimeout(200);
  expect(entries.sort()).toEqual(['coop-config', 'coop-login', 'coop-quick-pay-button']);
});

test('Quick Pay opens from the button loaded through the loader', async ({ page }) => {
  await page.goto('/loader.html');
  await page.getByRole('button', { name: 'Quick Pay', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Quick Pay' });
  await expect(dialog).toBeVisible();
  await expect(new QuickPayForm(dialog).accountNumber).toBeFocused();
});
