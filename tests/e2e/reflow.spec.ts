import type { Page } from '@playwright/test';
import { portalRoutes } from '../../src/domain/portal/routes.ts';
import { elementRegistry } from '../../widgets/element-registry.ts';
import { expect, test } from './support/fixtures.ts';
import { members, portal, portalRoute, submitCredentials } from './support/portal.ts';

/**
 * WCAG 2.2 1.4.10 Reflow: content reads at 320 CSS px without scrolling sideways. Every route of the
 * portal's table (signed in, so guarded screens show their content) and every element's demo page is
 * opened three ways: a 320 px phone, a 1280 × 720 window zoomed to 400% (a 320 × 180 CSS px viewport
 * at four device pixels per CSS pixel, which is what the browser's zoom gives) and zoomed to 200%, the
 * text twice its size (1.4.4 Resize Text: the elements' sizes are in px, so the browser's zoom is how a
 * member enlarges their text). The page must not scroll sideways. Every route is then read at 1280 px
 * with WCAG's text spacing (1.4.12) applied inside every shadow root: no text may be clipped. A new route
 * or element is covered by being in the table or the registry.
 */

/**
 * The two ways, measured on the same page one after the other: a 320 px phone, then the 1280 × 720 window
 * zoomed to 400%, which lays the page out in a 320 × 180 CSS px viewport. Zoom's device pixels change how
 * sharp the page is drawn, not where anything goes, so the second is the first page at 180 px high.
 */
const layouts = [
  { name: 'at 320 px', viewport: { width: 320, height: 640 } },
  { name: 'at 1280 px zoomed to 400%', viewport: { width: 320, height: 180 } },
  { name: 'at 1280 px zoomed to 200%', viewport: { width: 640, height: 360 } },
] as const;

/** WCAG 1.4.12's text spacing, as a member's own style sheet sets it, on every element. */
const textSpacing = `* {
  line-height: 1.5 !important;
  letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important;
}
p {
  margin-block-end: 2em !important;
}`;

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
    // A data table may scroll sideways in a box of its own (1.4.10's exception for tables): what sticks
    // out inside a scrolling box that itself fits is not the page scrolling.
    const insideScroller = (element: Element, limit: number): boolean => {
      for (let node: Node | null = element.parentNode; node;) {
        if (node instanceof ShadowRoot) {
          node = node.host;
          continue;
        }
        // The page's own scrolling is what is measured, not a box that contains.
        if (!(node instanceof Element) || node === document.body || node === document.documentElement) {
          return false;
        }
        const overflow = getComputedStyle(node).overflowX;
        if (
          (overflow === 'auto' || overflow === 'scroll') &&
          node.getBoundingClientRect().right <= limit + 1
        ) {
          return true;
        }
        node = node.parentNode;
      }
      return false;
    };
    const visit = (root: Document | ShadowRoot) => {
      for (const element of Array.from(root.querySelectorAll('*'))) {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        if (
          box.width > 0 &&
          box.right > width + 1 &&
          style.position !== 'fixed' &&
          !insideScroller(element, width)
        ) {
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

/**
 * The text a box cuts off with the text spacing applied to the page and inside every shadow root: a box
 * that hides its overflow and whose text no longer fits it. Visually hidden text (1 px boxes) and form
 * controls (which scroll their own value) are left out.
 */
async function textClippedBySpacing(page: Page, spacing: string): Promise<string[]> {
  return page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    const clipped: string[] = [];
    const visit = (root: Document | ShadowRoot) => {
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
      for (const element of Array.from(root.querySelectorAll('*'))) {
        if (element.shadowRoot) visit(element.shadowRoot);
      }
    };
    visit(document);
    const check = (root: Document | ShadowRoot) => {
      for (const element of Array.from(root.querySelectorAll<HTMLElement>('*'))) {
        if (element.shadowRoot) check(element.shadowRoot);
        if (/^(input|textarea|select|option|canvas|svg|img)$/.test(element.localName)) continue;
        const style = getComputedStyle(element);
        const hides = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
        if (!hides(style.overflowX) && !hides(style.overflowY)) continue;
        if (element.clientWidth <= 1 || element.clientHeight <= 1 || !element.textContent?.trim()) continue;
        if (
          element.scrollWidth > element.clientWidth + 1 ||
          element.scrollHeight > element.clientHeight + 1
        ) {
          const text = element.textContent.trim().replace(/\s+/g, ' ').slice(0, 40);
          clipped.push(`${element.localName}.${String(element.className).split(' ')[0] ?? ''} "${text}"`);
        }
      }
    };
    check(document);
    return clipped.slice(0, 8);
  }, spacing);
}

/** Takes the text spacing sheet out again (the next route is measured without it first). */
async function removeTextSpacing(page: Page): Promise<void> {
  await page.evaluate(() => {
    const visit = (root: Document | ShadowRoot) => {
      root.adoptedStyleSheets = root.adoptedStyleSheets.filter(
        (sheet) => !sheet.cssRules[0]?.cssText.includes('word-spacing: 0.16em'),
      );
      for (const element of Array.from(root.querySelectorAll('*'))) {
        if (element.shadowRoot) visit(element.shadowRoot);
      }
    };
    visit(document);
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

  test('every route of the portal, signed in, reads without scrolling sideways, and loses no text to wider text spacing', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await signInAsJordan(page);
    for (const address of portalAddresses) {
      await page.evaluate((route) => {
        location.hash = `#/${route}`;
      }, address);
      await screenSettled(page);
      await expectNoSidewaysScroll(page, `#/${address}`);
      await page.setViewportSize({ width: 1280, height: 720 });
      expect
        .soft(await textClippedBySpacing(page, textSpacing), `#/${address} with text spacing`)
        .toEqual([]);
      await removeTextSpacing(page);
      await page.setViewportSize(layouts[0].viewport);
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
