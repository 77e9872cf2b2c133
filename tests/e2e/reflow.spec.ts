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
 * with WCAG's text spacing (1.4.12) applied inside every shadow root, and with the browser's font size at
 * 32 px (a member's own setting, 1.4.4): no text may be clipped or drawn over other text. A new route or
 * element is covered by being in the table or the registry.
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

/** Applies WCAG's text spacing to the page and inside every shadow root, as a member's style sheet does. */
async function applyTextSpacing(page: Page): Promise<void> {
  await page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    const visit = (root: Document | ShadowRoot) => {
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
      for (const element of Array.from(root.querySelectorAll('*'))) {
        if (element.shadowRoot) visit(element.shadowRoot);
      }
    };
    visit(document);
  }, textSpacing);
}

/**
 * The text a box cuts off, through every shadow root: a box that hides its overflow and whose text no
 * longer fits it. Visually hidden text (1 px boxes) and form controls (which scroll their own value) are
 * left out.
 */
async function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const clipped: string[] = [];
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
  });
}

/**
 * Pairs of text that are drawn over each other, through every shadow root: the line boxes of two
 * different runs of visible text that cross by more than 2 px each way. Visually hidden text (inside a
 * 1 px box) is left out, and so is the page behind an open modal dialog, which covers it on purpose.
 */
async function overlappingText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    interface Line {
      readonly node: Node;
      readonly text: string;
      readonly box: DOMRect;
    }
    const lines: Line[] = [];
    const visit = (root: Document | ShadowRoot) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const owner = node.parentElement;
        const text = node.textContent?.trim() ?? '';
        if (!text || !owner || /^(script|style|option|title)$/.test(owner.localName)) continue;
        if (!owner.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        const ownerBox = owner.getBoundingClientRect();
        if (ownerBox.width <= 1 || ownerBox.height <= 1) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const box of Array.from(range.getClientRects())) {
          if (box.width > 0 && box.height > 0) lines.push({ node, text: text.slice(0, 30), box });
        }
      }
      for (const element of Array.from(root.querySelectorAll('*'))) {
        if (element.shadowRoot) visit(element.shadowRoot);
      }
    };
    visit(document);
    const modals: Element[] = [];
    const findModals = (root: Document | ShadowRoot) => {
      for (const element of Array.from(root.querySelectorAll('*'))) {
        // Radix's dialogs are modal without saying so (they hide the rest of the page from assistive
        // technology instead); a dialog that is not modal says `aria-modal="false"`.
        const dialog = /^(dialog|alertdialog)$/.test(element.getAttribute('role') ?? '');
        if (dialog && element.getAttribute('aria-modal') !== 'false' && element.checkVisibility()) {
          modals.push(element);
        }
        if (element.shadowRoot) findModals(element.shadowRoot);
      }
    };
    findModals(document);
    /** Whether the node is inside the element, across shadow roots. */
    const within = (node: Node, element: Element) => {
      for (let at: Node | null = node; at; at = at instanceof ShadowRoot ? at.host : at.parentNode) {
        if (at === element) return true;
      }
      return false;
    };
    const shown =
      modals.length === 0 ? lines : lines.filter((line) => modals.some((modal) => within(line.node, modal)));
    const crossing = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 2 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 2;
    const overlaps: string[] = [];
    shown.forEach((line, index) => {
      for (const other of shown.slice(index + 1)) {
        if (crossing(line.box, other.box)) overlaps.push(`"${line.text}" over "${other.text}"`);
      }
    });
    return overlaps.slice(0, 8);
  });
}

/** Chromium's default font sizes, and a member's choice of 32 px (Settings › Appearance › Font size). */
const defaultFontSizes = { standard: 16, fixed: 13 };
const largeFontSizes = { standard: 32, fixed: 32 };

/** The browser's own font size setting, which the page's `medium` text follows. */
async function setBrowserFontSizes(page: Page, fontSizes: typeof defaultFontSizes): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Page.setFontSizes', { fontSizes });
  await session.detach();
  await nextLayout(page);
}

/** The layout after a change, and what the page does about it (charts and tables take their width). */
async function nextLayout(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** At 1280 px with the browser's font size at 32 px: no sideways scroll, no text clipped or overlapping. */
async function expectLargeFontToFit(page: Page, what: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 720 });
  await setBrowserFontSizes(page, largeFontSizes);
  const measured = {
    sideways: await horizontalOverflow(page),
    clipped: await clippedText(page),
    overlapping: await overlappingText(page),
  };
  expect
    .soft(measured, `${what} at 1280 px with a 32 px font size`)
    .toEqual({ sideways: { overflow: 0, culprits: [] }, clipped: [], overlapping: [] });
  await setBrowserFontSizes(page, defaultFontSizes);
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
    await nextLayout(page);
    const measured = await horizontalOverflow(page);
    expect.soft(measured, `${what} ${layout.name}`).toEqual({ overflow: 0, culprits: [] });
  }
  await page.setViewportSize(layouts[0].viewport);
}

test.describe('Reflow at 320 px and at 1280 px zoomed to 400%', () => {
  test.use({ viewport: layouts[0].viewport });
  // The two walks on either worker: they are long and read only.
  test.describe.configure({ mode: 'parallel' });

  test('every route of the portal, signed in, reads without scrolling sideways, and loses no text to wider text spacing or a 32 px font size', async ({
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
      await applyTextSpacing(page);
      expect.soft(await clippedText(page), `#/${address} with text spacing`).toEqual([]);
      await removeTextSpacing(page);
      await expectLargeFontToFit(page, `#/${address}`);
      await page.setViewportSize(layouts[0].viewport);
    }
  });

  test('every element on its demo page reads without scrolling sideways, and keeps its text whole at a 32 px font size', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInAsJordan(page);
    for (const demo of demoPages) {
      await page.goto(demo);
      await page.waitForLoadState('networkidle');
      await expectNoSidewaysScroll(page, demo);
      await expectLargeFontToFit(page, demo);
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

  test('sees text drawn over other text inside a shadow root, and leaves the page behind a modal dialog out', async ({
    page,
  }) => {
    await page.goto('/portal.html#/legal-terms');
    await screenSettled(page);
    expect(await overlappingText(page)).toEqual([]);
    await page.evaluate(() => {
      const main = document.querySelector('coop-portal')?.shadowRoot?.querySelector('main');
      const over = document.createElement('p');
      over.textContent = 'Printed over the heading';
      over.style.cssText = 'position: absolute; top: 0; left: 0; margin: 0';
      main?.querySelector('h1, h2')?.before(over);
    });
    expect(await overlappingText(page)).toContainEqual(expect.stringContaining('Printed over the heading'));
    await page.evaluate(() => {
      const dialog = document.createElement('div');
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-modal', 'true');
      dialog.textContent = 'A modal dialog';
      dialog.style.cssText = 'position: fixed; inset: 40px auto auto 40px; background: white';
      document.body.append(dialog);
    });
    expect(await overlappingText(page)).toEqual([]);
  });
});
