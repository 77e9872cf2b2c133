// browser-test-page: own (it holds back a module's code, which a file before it could have loaded)
import { expect } from 'chai';
import '../../../widgets/coop-account-overview.ts';
import '../../../widgets/coop-login.ts';
import '../../../widgets/coop-payment-result.ts';
import '../../../widgets/coop-quick-pay.ts';
import '../../../widgets/coop-register.ts';
import '../../../widgets/coop-reset-password.ts';
import { nextTick } from '../support/keyboard.ts';
import { holdModule } from '../support/module-hold.ts';
import { shadowRootOf, waitFor } from '../support/shadow-queries.ts';
import { installSimulator, type InstalledSimulator } from '../support/simulator.ts';
import { mountPortal, openAt, resetPage, waitForHeading } from './portal-test-support.ts';

/** The layout shifts the page records (the Layout Instability API, as CLS counts them). */
interface LayoutShift extends PerformanceEntry {
  readonly value: number;
  readonly hadRecentInput: boolean;
  readonly sources: ReadonlyArray<{ readonly node: Node | null }>;
}

function describeShift(shift: LayoutShift): string {
  const nodes = shift.sources.map((source) =>
    source.node instanceof Element ? source.node.localName : String(source.node?.nodeName),
  );
  return `${shift.value.toFixed(4)} (${nodes.join(', ')})`;
}

describe('Page-sized elements hold their place while their code arrives', () => {
  let simulator: InstalledSimulator;
  let shifts: LayoutShift[];
  let observer: PerformanceObserver;
  let pageBelow: HTMLElement;

  beforeEach(() => {
    simulator = installSimulator();
    shifts = [];
    observer = new PerformanceObserver((list) => shifts.push(...(list.getEntries() as LayoutShift[])));
    observer.observe({ type: 'layout-shift' });
  });

  afterEach(() => {
    observer.disconnect();
    pageBelow.remove();
    resetPage();
    simulator.uninstall();
  });

  it('moves nothing when the route screen arrives: the page below stays put and the footer comes after the screen', async () => {
    const heldScreen = await holdModule('/src/features/home/HomeScreen.tsx');
    openAt('home');
    const { element, root } = mountPortal();
    pageBelow = document.createElement('p');
    pageBelow.textContent = 'The page below the portal';
    element.after(pageBelow);

    // From its first frame, before React has rendered anything, the portal holds a window's height.
    expect(root.querySelector('main') === null, 'nothing rendered yet').to.equal(true);
    expect(pageBelow.getBoundingClientRect().top).to.be.at.least(window.innerHeight);

    // The shell is up, the screen's code is still on its way: no footer yet to be pushed down.
    await waitFor(() => root.querySelector('header'), 'the portal header');
    await waitFor(() => root.querySelector('main [role="status"]'), 'the screen loading');
    await nextTick(500);
    expect(root.querySelector('footer') === null, 'no footer before the screen').to.equal(true);
    expect(pageBelow.getBoundingClientRect().top).to.be.at.least(window.innerHeight);

    expect(await heldScreen.release()).to.be.greaterThan(0);
    await waitForHeading(root, 'Riverbend Electric Cooperative');
    await waitFor(() => root.querySelector('footer'), 'the footer after the screen');
    await nextTick(100);

    expect(shifts.map(describeShift)).to.deep.equal([]);
  });

  it('holds an area element’s place too: <coop-account-overview> showing a visitor the Sign In form', async () => {
    const element = document.createElement('coop-account-overview');
    document.body.append(element);
    pageBelow = document.createElement('p');
    pageBelow.textContent = 'The page below the overview';
    element.after(pageBelow);
    expect(pageBelow.getBoundingClientRect().top).to.be.at.least(window.innerHeight);

    const root = shadowRootOf(element);
    await waitFor(() => root.querySelector('form'), 'the Sign In form');
    await nextTick(100);
    expect(shifts.map(describeShift)).to.deep.equal([]);
    element.remove();
  });

  // Each is a page's main content on a cooperative's site: a page painted before the element's first
  // state would see its footer pushed down (the demo's sign-in and payment pages did, CLS 0.12–0.22).
  // They hold about their first screen's height, so the page below stays in view and must not move.
  for (const [tag, attributes] of [
    ['coop-login', {}],
    ['coop-register', {}],
    ['coop-reset-password', {}],
    ['coop-quick-pay', {}],
    ['coop-payment-result', { kind: 'success' }],
  ] as const) {
    it(`holds the place of a page’s block from its first frame: <${tag}>`, async () => {
      // The previous test's clean-up renders (and may shift the page) in the next frame: let it pass first.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const appendedAt = performance.now();
      const element = document.createElement(tag);
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
      document.body.append(element);
      pageBelow = document.createElement('p');
      pageBelow.textContent = `The page below <${tag}>`;
      element.after(pageBelow);
      const root = shadowRootOf(element);
      expect(root.querySelector('h1, h2, form') === null, 'nothing rendered yet').to.equal(true);
      // A block of a page holds about its first screen's height (--coop-block-min-height: 480px), not a window's.
      const heldPlace = 480;
      const pageBelowAtFirst = pageBelow.getBoundingClientRect().top;
      expect(pageBelowAtFirst - element.getBoundingClientRect().top).to.be.at.least(heldPlace);
      expect(pageBelowAtFirst).to.be.below(
        window.innerHeight,
        'the page below in view, so a shift would count',
      );

      await waitFor(() => root.querySelector('h1, h2, form'), `the first state of <${tag}>`);
      await nextTick(300);
      expect(pageBelow.getBoundingClientRect().top).to.equal(pageBelowAtFirst);
      // The page below never moves. (What moves inside an element as its data arrives, such as the payment
      // result's details replacing its spinner, is the element's own affair, and small.)
      const pageBelowShifts = shifts.filter(
        (shift) => shift.startTime >= appendedAt && shift.sources.some((source) => source.node === pageBelow),
      );
      expect(pageBelowShifts.map(describeShift)).to.deep.equal([]);
      element.remove();
    });
  }
});
