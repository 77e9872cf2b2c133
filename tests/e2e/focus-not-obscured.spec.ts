import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { members, portal, portalRoute, submitCredentials } from './support/portal.ts';

/**
 * WCAG 2.2 2.4.11 Focus Not Obscured (Minimum): a control that takes the keyboard focus is never
 * entirely hidden by content the author placed over it (the web chat launcher fixed at the corner, a
 * table's sticky header row, the page's own header). Each screen below, one of each kind of layout, is
 * walked with Tab to its end and back with Shift+Tab, at a desktop window and on a phone; at every stop
 * the focused control must be the topmost thing at some point of its box.
 */

/** Before signing in: the sign-in form and the registration form, the longest of the public ones. */
const signedOutRoutes = ['pages/login', 'pages/register'] as const;

/**
 * Signed in, a screen of each layout: cards, a table with a sticky header row, a paged table, charts,
 * tabs, a form, the outage report.
 */
const routes = [
  'accountoverview',
  'draft-payments',
  'billpayments/history',
  'usage-tracker',
  'my-profile',
  'pages/service-requests',
  'pages/outage-status',
] as const;

const windows = [
  { name: 'at 1280 × 720', viewport: { width: 1280, height: 720 } },
  { name: 'at 375 × 667', viewport: { width: 375, height: 667 } },
] as const;

/** How many Tab presses a walk makes at most: more than any of these screens has stops. */
const maximumStops = 90;

/**
 * The focused control (through shadow roots) and whether any of five points of its box (its middle and
 * just inside each corner) shows it on top; null when nothing of ours has the focus.
 */
async function focusShown(page: Page): Promise<{ control: string; shown: boolean } | null> {
  return page.evaluate(async () => {
    // As the member sees it: after the frames in which the browser and the page scroll the control in
    // (awaited in the same call, a round trip less at each of a walk's hundreds of stops).
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    let focused = document.activeElement;
    while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
    if (!focused || focused === document.body) return null;
    const box = focused.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return null;
    const inset = Math.min(3, box.width / 4, box.height / 4);
    const points: Array<[number, number]> = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + inset, box.top + inset],
      [box.right - inset, box.top + inset],
      [box.left + inset, box.bottom - inset],
      [box.right - inset, box.bottom - inset],
    ];
    const topmostAt = (x: number, y: number): Element | null => {
      let element = document.elementFromPoint(x, y);
      while (element?.shadowRoot) {
        const inner = element.shadowRoot.elementFromPoint(x, y);
        if (!inner || inner === element) break;
        element = inner;
      }
      return element;
    };
    const shown = points.some(([x, y]) => {
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return false;
      const top = topmostAt(x, y);
      return top !== null && (top === focused || focused.contains(top) || top.contains(focused));
    });
    const name = (focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 40);
    const over = topmostAt(points[0]![0], points[0]![1]);
    const cover = over
      ? ` under ${over.localName}.${String(over.className).split(' ')[0] ?? ''}`
      : ` out of view (${Math.round(box.top)}–${Math.round(box.bottom)} of ${innerHeight}, scrolled ${Math.round(scrollY)} of ${document.documentElement.scrollHeight - innerHeight})`;
    return { control: `${focused.localName} "${name}"${shown ? '' : cover}`, shown };
  });
}

/** Tabs through the screen and back as far, noting each stop where the focused control is hidden. */
async function hiddenStops(page: Page): Promise<string[]> {
  const hidden: string[] = [];
  let stops = 0;
  for (; stops < maximumStops; stops += 1) {
    await page.keyboard.press('Tab');
    const focus = await focusShown(page);
    if (focus === null) break;
    if (!focus.shown) hidden.push(`Tab → ${focus.control}`);
  }
  for (let stop = 1; stop < stops; stop += 1) {
    await page.keyboard.press('Shift+Tab');
    const focus = await focusShown(page);
    if (focus !== null && !focus.shown) hidden.push(`Shift+Tab → ${focus.control}`);
  }
  return hidden;
}

test.describe('Focus not obscured', () => {
  // A window each, on either worker: the walks are long and read only.
  test.describe.configure({ mode: 'parallel' });

  for (const size of windows) {
    test.describe(size.name, () => {
      test('no screen hides a focused control under its header, a sticky table header or the web chat button', async ({
        page,
      }) => {
        test.setTimeout(240_000);
        await page.setViewportSize(size.viewport);
        await page.goto('/portal.html#/pages/login');
        for (const route of signedOutRoutes) {
          expect.soft(await walkRoute(page, route), `#/${route} ${size.name}`).toEqual([]);
        }
        await page.evaluate(() => {
          location.hash = '#/pages/login';
        });
        await submitCredentials(portal(page), members.jordan);
        await expect.poll(() => portalRoute(page)).toBe('accountoverview');
        for (const route of routes) {
          expect.soft(await walkRoute(page, route), `#/${route} ${size.name}`).toEqual([]);
        }
      });
    });
  }
});

/** Opens `route` in the portal, waits until it has settled, and walks it from the top (`hiddenStops`). */
async function walkRoute(page: Page, route: string): Promise<string[]> {
  await page.evaluate((address) => {
    location.hash = `#/${address}`;
  }, route);
  await expect.poll(() => portalRoute(page)).toBe(route);
  await page.waitForFunction(
    () => {
      const main = document.querySelector('coop-portal')?.shadowRoot?.querySelector('main');
      return Boolean(main?.querySelector('h1, h2')) && main?.getAttribute('aria-busy') !== 'true';
    },
    undefined,
    { timeout: 15_000 },
  );
  // Everything of the screen has loaded: the page's height has held for half a second (content
  // arriving above a focused control would move it, which is not what is measured here).
  await page.waitForFunction(
    () =>
      new Promise<boolean>((settled) => {
        const height = document.documentElement.scrollHeight;
        setTimeout(() => settled(document.documentElement.scrollHeight === height), 500);
      }),
    undefined,
    { timeout: 15_000, polling: 100 },
  );
  // The walk starts at the top of the page.
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  return hiddenStops(page);
}

test.describe('The focus measure', () => {
  test('sees a focused control hidden under something fixed over it', async ({ page }) => {
    await page.goto('/portal.html#/pages/login');
    await expect(portal(page).getByLabel('Username')).toBeVisible();
    await page.evaluate(() => {
      const cover = document.createElement('div');
      cover.style.cssText = 'position: fixed; inset: 0; z-index: 10000; background: white;';
      document.body.append(cover);
    });
    await portal(page).getByLabel('Username').focus();
    expect(await focusShown(page)).toEqual({
      control: 'input "" under div.',
      shown: false,
    });
  });
});
