import { expect } from 'chai';
import { emulateMedia } from '@web/test-runner-commands';
import { createElement } from 'react';
import '../../../widgets/coop-account-overview.ts';
import '../../../widgets/coop-portal.ts';
import '../../../widgets/coop-quick-pay-button.ts';
import '../../../widgets/coop-usage-tracker.ts';
import {
  createQuickPayButtonElement,
  type QuickPayLauncher,
} from '../../../src/features/quick-pay/QuickPayButtonElement.ts';
import type { DailyPoint } from '../../../src/domain/usage-tracker/daily.ts';
import {
  dailyAxis,
  dailySeries,
  usageValueFormatter,
} from '../../../src/features/usage-tracker/usage-chart.ts';
import { Chart } from '../../../src/ui/primitives/Chart/Chart.tsx';
import { openAt } from '../portal/portal-test-support.ts';
import { deepActiveElement, describeElement, nextTick, press } from '../support/keyboard.ts';
import { mountElement } from '../support/mount-element.ts';
import { renderInShadow } from '../support/render-in-shadow.tsx';
import { buttonByName, dialogByName, shadowRootOf, waitFor } from '../support/shadow-queries.ts';

/*
 * Forced colours mode (Windows high contrast): the browser paints every colour in the member's few
 * system colours and drops backgrounds and shadows, so a control drawn by its background alone, a
 * dialog drawn by its shadow, a selected tab told by its tint and a chart's series told by their
 * colours all vanish or merge. Chromium's emulation of the mode shows it in computed styles.
 */

/** The colour a system colour keyword resolves to in this page's forced palette, e.g. 'Highlight'. */
function systemColor(root: ShadowRoot, keyword: string): string {
  const probe = document.createElement('span');
  probe.style.color = keyword;
  root.append(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
}

function isTransparent(color: string): boolean {
  return color === 'transparent' || /^rgba\(.*,\s*0\)$/.test(color);
}

const sides = ['top', 'right', 'bottom', 'left'] as const;

/** A border on all four sides, or an outline, that the page shows. */
function hasBoundary(element: Element): boolean {
  const style = getComputedStyle(element);
  const bordered = sides.every(
    (side) =>
      parseFloat(style.getPropertyValue(`border-${side}-width`)) >= 1 &&
      !['none', 'hidden'].includes(style.getPropertyValue(`border-${side}-style`)) &&
      !isTransparent(style.getPropertyValue(`border-${side}-color`)),
  );
  const outlined =
    style.outlineStyle !== 'none' &&
    parseFloat(style.outlineWidth) >= 1 &&
    !isTransparent(style.outlineColor);
  return bordered || outlined;
}

/** A focus ring: an outline of at least 2 px in the Highlight system colour. */
function hasHighlightRing(element: Element, highlight: string): boolean {
  const style = getComputedStyle(element);
  return (
    style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 && style.outlineColor === highlight
  );
}

function isShown(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.width >= 2 && box.height >= 2 && element.checkVisibility({ visibilityProperty: true });
}

/** A native checkbox or radio button draws its own box in system colours. */
function drawsItsOwnBox(element: Element): boolean {
  return (
    element instanceof HTMLInputElement &&
    ['checkbox', 'radio'].includes(element.type) &&
    getComputedStyle(element).appearance !== 'none'
  );
}

/** Where a field shows its edge and its ring: the input, or the control box it sits in. */
function boxOf(element: Element): Element {
  if (element instanceof HTMLInputElement && !hasBoundary(element) && element.parentElement)
    return element.parentElement;
  return element;
}

/**
 * The controls shown in `scope`: buttons, fields, tabs, and links drawn as buttons (forced colours keep
 * the opacity of a background, so a link that paints one still shows it); and the dialogs.
 */
function controlsIn(scope: ParentNode): Element[] {
  const controls = [
    ...scope.querySelectorAll(
      'button, input:not([type="hidden"]), select, textarea, a[href], [role="tab"], [role="dialog"], [role="alertdialog"]',
    ),
  ];
  return controls.filter(
    (element) =>
      isShown(element) &&
      !drawsItsOwnBox(element) &&
      (element.localName !== 'a' || !isTransparent(getComputedStyle(element).backgroundColor)),
  );
}

/**
 * What is wrong with the controls in `scope` in forced colours: each must show a boundary, and each one
 * Tab reaches must show a Highlight ring when focused by keyboard. Returns one line a failure.
 */
async function forcedColorsFailures(root: ShadowRoot, scope: ParentNode = root): Promise<string[]> {
  const highlight = systemColor(root, 'Highlight');
  const failures: string[] = [];
  const controls = controlsIn(scope);
  for (const control of controls) {
    if (!hasBoundary(boxOf(control))) failures.push(`${describeElement(control)}: no boundary`);
  }
  // A key press first: focus moved by script then shows its ring as keyboard focus does.
  await press('Shift');
  for (const control of controls) {
    const focusable =
      control instanceof HTMLElement &&
      control.tabIndex >= 0 &&
      !control.matches(':disabled, [role="dialog"], [role="alertdialog"]');
    if (!focusable || !control.isConnected) continue;
    control.focus();
    if (deepActiveElement() !== control) continue;
    if (!hasHighlightRing(control, highlight) && !hasHighlightRing(boxOf(control), highlight))
      failures.push(`${describeElement(control)}: no Highlight focus ring`);
    control.blur();
  }
  return failures;
}

async function expectForcedColorsControls(root: ShadowRoot, scope: ParentNode = root, least = 1) {
  expect(controlsIn(scope).length, 'controls checked').to.be.at.least(least);
  expect(await forcedColorsFailures(root, scope)).to.deep.equal([]);
}

/** Each legend entry's swatch: its name, its fill, the style of its edge, and how it looks in all. */
function legendSwatches(root: ShadowRoot) {
  return [...root.querySelectorAll('[part~="chart"] li')].map((item) => {
    const style = getComputedStyle(item.querySelector('span')!);
    return {
      label: item.textContent ?? '',
      fill: style.backgroundColor,
      style: style.borderTopStyle,
      look: `${style.backgroundColor} ${style.borderTopStyle} ${style.borderTopColor}`,
    };
  });
}

/** How many drawn pixels are of `color` (within 2 of each channel: a translucent colour is stored rounded). */
function pixelsNear(pixels: Uint8ClampedArray, color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).map(Number) as [number, number, number];
  let count = 0;
  for (let index = 0; index < pixels.length; index += 4) {
    if (
      pixels[index + 3]! > 0 &&
      Math.abs(pixels[index]! - r) <= 2 &&
      Math.abs(pixels[index + 1]! - g) <= 2 &&
      Math.abs(pixels[index + 2]! - b) <= 2
    )
      count += 1;
  }
  return count;
}

/** The Quick Pay button whose dialog's code fails to arrive: the frame shown meanwhile, then its Close. */
let failLoad: ((error: unknown) => void) | undefined;
customElements.define(
  'coop-test-forced-quick-pay-button',
  createQuickPayButtonElement(
    () =>
      new Promise<QuickPayLauncher>((_resolve, reject) => {
        failLoad = reject;
      }),
  ),
);

describe('forced colours (Windows high contrast)', function () {
  // A portal, an overview and a usage chart, each control focused in turn, on a shared machine.
  this.timeout(60_000);

  before(() => emulateMedia({ forcedColors: 'active' }));
  after(() => emulateMedia({ forcedColors: 'none' }));

  it('gives the Quick Pay button, its dialog, the dialog’s fields and its icon-only Close an edge and a Highlight focus ring', async () => {
    expect(matchMedia('(forced-colors: active)').matches).to.equal(true);
    const { root } = await mountElement('coop-quick-pay-button');
    await expectForcedColorsControls(root);

    buttonByName(root, 'Quick Pay').click();
    const dialog = await waitFor(
      () => dialogByName(root, 'Quick Pay')?.querySelector('form') && dialogByName(root, 'Quick Pay'),
      'the Quick Pay dialog',
    );
    await nextTick();
    expect(hasBoundary(dialog), 'the dialog’s edge').to.equal(true);
    // The account number, the phone digits, Continue and the icon-only Close.
    await expectForcedColorsControls(root, dialog, 4);

    // The steps: the current one by its bar and marker, apart from the ones to come.
    const [current, upcoming] = [...dialog.querySelectorAll('ol > li')];
    expect(current?.getAttribute('aria-current')).to.equal('step');
    const stepLook = (step: Element) =>
      `${getComputedStyle(step).borderTopColor} ${getComputedStyle(step.querySelector('span')!).borderTopColor}`;
    expect(stepLook(upcoming!)).to.not.equal(stepLook(current!));
  });

  it('gives the frame shown while the Quick Pay dialog loads an edge, and its Close a boundary', async () => {
    const element = document.createElement('coop-test-forced-quick-pay-button');
    document.body.append(element);
    try {
      const root = shadowRootOf(element);
      root.querySelector('button')!.click();
      const frame = root.querySelector('[role="dialog"]')!;
      expect(hasBoundary(frame), 'the frame’s edge').to.equal(true);
      failLoad?.(new TypeError('Failed to fetch dynamically imported module'));
      await waitFor(() => frame.querySelector('[role="alert"]'), 'the failure');
      await expectForcedColorsControls(root, frame);
    } finally {
      element.remove();
    }
  });

  it('gives the portal header’s Sign In, Close announcement and language switch, and every menu bar item, a boundary', async () => {
    openAt('home');
    const { root } = await mountElement('coop-portal');
    const signIn = await waitFor(
      () => [...root.querySelectorAll('header a')].find((link) => link.textContent === 'Sign In'),
      'Sign In',
    );
    await waitFor(() => buttonByName(root, 'Close announcement'), 'the announcement');
    const header = root.querySelector('header')!;
    const nav = root.querySelector('nav[aria-label="Main menu"]')!;
    expect(controlsIn(header), 'Sign In is drawn as a button').to.include(signIn);
    await expectForcedColorsControls(root, header, 3);
    // MY ACCOUNT, BILLING & PAYMENTS and MORE.
    await expectForcedColorsControls(root, nav, 3);

    // Each menu's panel: an edge of its own, and the buttons inside it.
    for (const name of ['MY ACCOUNT', 'BILLING & PAYMENTS', 'MORE']) {
      const opener = buttonByName(root, name);
      opener.click();
      const panel = await waitFor(() => {
        const shown = root.getElementById(opener.getAttribute('aria-controls') ?? '');
        return shown && !shown.hidden ? shown : undefined;
      }, `the ${name} panel`);
      expect(hasBoundary(panel), `the ${name} panel’s edge`).to.equal(true);
      expect(await forcedColorsFailures(root, panel)).to.deep.equal([]);
      opener.click();
      await waitFor(() => panel.hidden, `the ${name} panel closed`);
    }
    // The home page under them, and the footer.
    await expectForcedColorsControls(root);
  });

  it('gives the signed-in header’s profile menu and account choice, and the menu bar, a boundary; the chosen account stands out', async () => {
    openAt('accountoverview');
    const { root } = await mountElement('coop-portal', { member: 'jordan.rivera' });
    await waitFor(() => root.querySelector('header button[title]'), 'the profile button');
    await waitFor(() => root.querySelector('main [data-card]'), 'the account overview');
    const accounts = await waitFor(() => {
      const shown = [...root.querySelectorAll('button[aria-pressed]')];
      return shown.length > 1 ? shown : undefined;
    }, 'the account choice');
    const chosen = accounts.find((account) => account.getAttribute('aria-pressed') === 'true')!;
    const look = (account: Element) => {
      const style = getComputedStyle(account);
      return `${style.borderTopColor} ${style.outlineStyle} ${style.outlineColor}`;
    };
    for (const other of accounts.filter((account) => account !== chosen)) {
      expect(look(other), `${other.textContent} beside the chosen ${chosen.textContent}`).to.not.equal(
        look(chosen),
      );
    }
    await expectForcedColorsControls(root);
  });

  it('gives every control of the account overview, Billing & Payment History included, a boundary and a Highlight ring', async () => {
    const { root } = await mountElement('coop-account-overview', { member: 'jordan.rivera' });
    const history = await waitFor(() => buttonByName(root, 'Billing & Payment History'), 'the history');
    await waitFor(() => root.querySelector('[data-card]'), 'the cards');
    expect(controlsIn(root)).to.include(history);
    await expectForcedColorsControls(root, root, 5);
  });

  it('tells the usage tracker’s selected tab apart, keeps its legend’s entries apart, and gives its controls a boundary', async () => {
    const { root } = await mountElement('coop-usage-tracker', {
      member: 'jordan.rivera',
      account: '300100200',
      width: 1280,
    });
    await waitFor(() => root.querySelector('[part~="plot"] canvas'), 'the chart', 15_000);
    await waitFor(() => root.querySelectorAll('[part~="chart"] li').length === 6, 'the legend');

    const tabs = [...root.querySelectorAll('[role="tab"]')];
    const selected = tabs.find((tab) => tab.getAttribute('aria-selected') === 'true')!;
    const look = (tab: Element) => {
      const style = getComputedStyle(tab);
      return `${style.backgroundColor} ${style.borderBottomColor}`;
    };
    expect(tabs.length).to.be.at.least(2);
    for (const other of tabs.filter((tab) => tab !== selected)) {
      // Not by its weight alone: by its fill or its edge.
      expect(look(other), `${other.textContent} beside the selected ${selected.textContent}`).to.not.equal(
        look(selected),
      );
    }
    const swatches = legendSwatches(root);
    expect(new Set(swatches.map((swatch) => swatch.look)).size, JSON.stringify(swatches)).to.equal(6);

    await expectForcedColorsControls(root, root, 5);
  });

  it('draws each kind of the usage chart’s bars in its own colour, the one its legend shows, and its two temperature lines apart', async () => {
    // A day of each kind, then the usage chart's own series.
    const categories = ['estimate', 'keyed', 'weekend', 'weekday'] as const;
    const points: DailyPoint[] = categories.map((category, index) => ({
      date: `2026-03-0${index + 1}`,
      seconds: Date.UTC(2026, 2, index + 1) / 1000,
      usage: 30 + index,
      category,
      highTemp: 60 + index,
      lowTemp: 40 - index,
    }));
    const view = renderInShadow(
      createElement(Chart, {
        title: 'Daily usage',
        x: dailyAxis(points),
        series: dailySeries(points, 'kWh'),
        formatValue: usageValueFormatter('usage'),
        timeZone: 'UTC',
      }),
    );
    try {
      view.host.style.display = 'block';
      view.host.style.width = '640px';
      const canvas = await waitFor(() => view.root.querySelector('canvas'), 'the chart');
      // uPlot paints in a microtask after it builds the canvas, and again at its width.
      await nextTick(100);

      const swatches = legendSwatches(view.root);
      expect(swatches.map((swatch) => swatch.label)).to.deep.equal([
        'Estimate',
        'Keyed',
        'Weekend',
        'Weekday',
        'High temperature',
        'Low temperature',
      ]);
      expect(new Set(swatches.map((swatch) => swatch.look)).size, JSON.stringify(swatches)).to.equal(6);
      // The lines: one solid, one dashed.
      expect(swatches.slice(4).map((swatch) => swatch.style)).to.deep.equal(['solid', 'dashed']);

      const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      for (const swatch of swatches.slice(0, 4)) {
        expect(pixelsNear(pixels, swatch.fill), `${swatch.label} bars in ${swatch.fill}`).to.be.greaterThan(
          100,
        );
      }
    } finally {
      view.unmount();
    }
  });
});
