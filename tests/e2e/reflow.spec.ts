import type { Page } from '@playwright/test';
import { portalRoutes } from '../../src/domain/portal/routes.ts';
import { elementRegistry } from '../../widgets/element-registry.ts';
import { expect, test } from './support/fixtures.ts';
import { members, portal, portalRoute, submitCredentials } from './support/portal.ts';

/**
 * WCAG 2.2 1.4.10 Reflow: content reads at 320 CSS px without scrolling sideways. Every route of the
 * portal's table (signed in, so guarded screens show their content) and every element's demo page is
 * opened two ways: a 320 px phone, and a 1280 × 720 window zoomed to 400% (a 320 × 180 CSS px viewport
 * at four device pixels per CSS pixel, which is what the browser's zoom gives). The page must not scroll
 * sideways. A new route or element is covered by being in the table or the registry.
 */

/**
 * The two ways, measured on the same page one after the other: a 320 px phone, then the 1280 × 720 window
 * zoomed to 400%, which lays the page out in a 320 × 180 CSS px viewport. Zoom's device pixels change how
 * sharp the page is drawn, not where anything goes, so the second is the first page at 180 px high.
 */
const layouts = [
  { name: 'at 320 px', viewport: { width: 320, height: 640 } },
  { name: 'at 1280 px zoomed to 400%', viewport: { width: 320, height: 180 } },
] as const;

/** A route of the table as an address: a parameter gets a value the screen accepts. */
function addressOf(path: string): string {
  return path.replace(':link', 'mymeter');
}

// Routes that leave the portal's page (the meter portal's hand-off) are not pages of ours to measure.
const leavesThePortal = new Set(['external-redirect']);
const portalAddresses = [...new Set(portalRoutes.map((route) => addressOf(route.path)))].filter(
  (address) => !leavesThePortal.has(address),
);
const demoPages = [...new Set(elementRegistry.flatMap((element) => (element.demo ? [element.demo] : [])))];

/** How far the page scrolls sideways, and the elements (through shadow roots) that stick out. */
async function horizontalOverflow(page: Page): Promise<{ overflow: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const culprits: string[] = [];
    const visit = (root: Document | ShadowRoot) => {
      for (const element of Array.from(root.querySelectorAll('*'))) {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        if (box.width > 0 && box.right > width + 1 && style.position !== 'fixed') {
          const id = element.id ? `#${element.id}` : '';
          const name = `${element.localName}${id}.${String(element.className).split(' ')[0] ?? ''}`;
          culprits.push(`${name} (right edge ${Math.round(box.right)} px)`);
        }
        if (element.shadowRoot) visit(element.shadowRoot);
      }
    };
    visit(document);
    return {
      overflow: document.documentElement.scrollWidth - width,
      culprits: culprits.slice(0, 8),
    };
  });
}

/** Waits until the portal's screen has its heading and nothing in it still says it is loading. */
async function screenSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const main = document.querySelector('coop-portal')?.shadowRoot?.querySelector('main');
      if (!main?.querySelector('h1, h2')) return false;
      return ![...main.querySelectorAll('[role="status"]')].some((status) =>
        /loading/i.test(status.textContent ?? ''),
      );
    },
    undefined,
    { timeout: 15_000 },
  );
  // Charts and tables take their width once drawn.
  await page.waitForTimeout(150);
}

async function signInAsJordan(page: Page): Promise<void> {
  await page.goto('/portal.html#/pages/login');
  await submitCredentials(portal(page), members.jordan);
  await expect.poll(() => portalRoute(page)).toBe('accountoverview');
}

/** The page's sideways overflow in each layout, soft-asserted under `what`. */
async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  for (const layout of layouts) {
    await page.setViewportSize(layout.viewport);
    // The layout of the new size, and what the page does about it (charts and tables take their width).
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const measured = await horizontalOverflow(page);
    expect.soft(measured, `${what} ${layout.name}`).toEqual({ overflow: 0, culprits: [] });
  }
  await page.setViewportSize(layouts[0].viewport);
}

test.describe('Reflow at 320 px and at 1280 px zoomed to 400%', () => {
  test.use({ viewport: layouts[0].viewport });

  test('every route of the portal, signed in, reads without scrolling sideways', async ({ page }) => {
    test.setTimeout(180_000);
    await signInAsJordan(page);
    for (const address of portalAddresses) {
      await page.evaluate((route) => {
        location.hash = `#/${route}`;
      }, address);
      await screenSettled(page);
      await expectNoSidewaysScroll(page, `#/${address}`);
    }
  });

  test('every element on its demo page reads without scrolling sideways', async ({ page }) => {
    test.setTimeout(120_000);
    await signInAsJordan(page);
    for (const demo of demoPages) {
      await page.goto(demo);
      await page.waitForLoadState('networkidle');
      await expectNoSidewaysScroll(page, demo);
    }
  });
});

test.describe('The reflow measure', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('sees a page that scrolls sideways, and the element inside a shadow root that makes it', async ({
    page,
  }) => {
    await page.goto('/portal.html#/legal-terms');
    await screenSettled(page);
    expect(await horizontalOverflow(page)).toEqual({ overflow: 0, culprits: [] });
    await page.evaluate(() => {
      const main = document.querySelector('coop-portal')?.shadowRoot?.querySelector('main');
      const wide = document.createElement('table');
      wide.id = 'too-wide';
      wide.width = '355';
      wide.insertRow().insertCell().textContent = 'A hand-built table';
      main?.append(wide);
    });
    const measured = await horizontalOverflow(page);
    expect(measured.overflow).toBeGreaterThan(0);
    expect(measured.culprits.some((culprit) => culprit.startsWith('table#too-wide'))).toBe(true);
  });
});
