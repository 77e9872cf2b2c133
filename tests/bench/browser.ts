import { writeFile } from 'node:fs/promises';
import { chromium, type Browser, type Page, type Request } from 'playwright-core';
import { clickTraceBreakdown, focusedMark, pressMark, startTrace, type ClickTrace } from './click-trace.ts';
import { chromiumFlags } from '../test-browser.mjs';
import { gzipSize, type FileSize } from './sizes.ts';

/** The Quick Pay button's own button, inside its shadow root (Playwright's CSS pierces open roots). */
const quickPayButton = 'coop-quick-pay-button button[part~="button"]';
/** The label of the dialog's first field. */
const firstFieldLabel = 'Account Number';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    headless: true,
    args: [...chromiumFlags],
  });
}

export interface MarketingPageScripts {
  /** JavaScript requested while `/` loads, before any interaction (until the network is idle). */
  beforeIntent: FileSize[];
  /** JavaScript requested when the pointer moves onto the Quick Pay button. */
  onIntent: FileSize[];
  /** JavaScript requested when the button is then clicked and the dialog opens. */
  onOpen: FileSize[];
  /** Set when the click did not move focus to the dialog's first field: what had focus instead. */
  openFailure?: string;
}

type Phase = 'beforeIntent' | 'onIntent' | 'onOpen';

/** Loads `/`, then hovers and clicks the Quick Pay button, recording which JavaScript each step fetches. */
export async function measureMarketingPageScripts(
  browser: Browser,
  origin: string,
  pagePath = '/',
): Promise<MarketingPageScripts> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    let phase: Phase = 'beforeIntent';
    const recorded: Promise<{ phase: Phase; size: FileSize } | { error: string }>[] = [];
    // The phase is the one in force when the request is made, whenever its response arrives.
    page.on('request', (request) => {
      if (!isScript(request)) return;
      const requestPhase = phase;
      recorded.push(
        request.response().then(
          async (response) => {
            if (!response?.ok()) return { error: `${request.url()}: ${response?.status() ?? 'no response'}` };
            const body = await response.body();
            const size = { file: bundlePath(request.url()), bytes: body.length, gzipBytes: gzipSize(body) };
            return { phase: requestPhase, size };
          },
          (error: unknown) => ({ error: `${request.url()}: ${String(error)}` }),
        ),
      );
    });
    const network = trackNetwork(page);

    await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle' });
    const button = page.locator(quickPayButton);
    await button.waitFor({ state: 'visible' });

    phase = 'onIntent';
    await button.hover();
    await network.quiet();

    phase = 'onOpen';
    await button.click();
    const result: MarketingPageScripts = { beforeIntent: [], onIntent: [], onOpen: [] };
    try {
      await page.waitForFunction(deepActiveElementIsField, firstFieldLabel, { timeout: 15_000 });
    } catch {
      result.openFailure = `the '${firstFieldLabel}' field was not focused 15 s after the click; ${await page.evaluate(describeDeepActiveElement)}`;
    }
    await network.quiet();

    for (const outcome of await Promise.all(recorded)) {
      if ('error' in outcome) throw new Error(`A script did not load: ${outcome.error}`);
      result[outcome.phase].push(outcome.size);
    }
    return result;
  } finally {
    await context.close();
  }
}

/** Every script a page requests while it loads and renders, until the network is idle. */
export async function measurePageScripts(
  browser: Browser,
  url: string,
  options: { sessionStorage?: Record<string, string>; localStorage?: Record<string, string> } = {},
): Promise<FileSize[]> {
  const context = await browser.newContext();
  try {
    // A member's remembered choice (the portal's language switch) is in place before any script runs.
    if (options.localStorage) {
      await context.addInitScript((entries) => {
        for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
      }, options.localStorage);
    }
    // A stored session (a signed-in member arriving on the page) is in place before any script runs.
    if (options.sessionStorage) {
      await context.addInitScript((entries) => {
        for (const [key, value] of Object.entries(entries)) window.sessionStorage.setItem(key, value);
      }, options.sessionStorage);
    }
    const page = await context.newPage();
    const recorded: Promise<FileSize | { error: string }>[] = [];
    page.on('request', (request) => {
      if (!isScript(request)) return;
      recorded.push(
        request.response().then(
          async (response) => {
            if (!response?.ok()) return { error: `${request.url()}: ${response?.status() ?? 'no response'}` };
            const body = await response.body();
            return { file: bundlePath(request.url()), bytes: body.length, gzipBytes: gzipSize(body) };
          },
          (error: unknown) => ({ error: `${request.url()}: ${String(error)}` }),
        ),
      );
    });
    // Lazy route chunks load while the first screen renders; network idle waits for them too.
    await page.goto(url, { waitUntil: 'networkidle' });
    const files: FileSize[] = [];
    for (const outcome of await Promise.all(recorded)) {
      if ('error' in outcome) throw new Error(`A script did not load: ${outcome.error}`);
      files.push(outcome);
    }
    return files;
  } finally {
    await context.close();
  }
}

export interface ClickToFocusRun {
  /** Milliseconds from the pointer reaching the button to the first field being focused; null if it never was. */
  milliseconds: number | null;
  /** Milliseconds from the pointer reaching the button to the press (pointerdown). */
  pressDelay: number | null;
  /** Milliseconds from the press (pointerdown) to the dialog's frame on screen; null if it never showed. */
  pressToFrame: number | null;
  /** Milliseconds from the press to the first field being focused. */
  pressToFocus: number | null;
  /** How the focus was seen first: the focusin listener or the per-frame check. */
  detectedBy: 'focusin' | 'frame' | null;
  /** What had focus when the run gave up, if it did. */
  failure?: string;
  /** Where the time went, when the run was traced. */
  trace?: ClickTrace;
}

export interface ClickToFocusOptions {
  /** The bundle paths the dialog loads on intent. */
  intentFiles: ReadonlySet<string>;
  /** The bundle paths it loads when it opens, if any. */
  openFiles: ReadonlySet<string>;
  /** How many times slower the CPU runs (CDP Emulation.setCPUThrottlingRate) during the click. */
  cpuThrottling: number;
  /**
   * false: the dialog code is not loaded when the click comes (the run fails if any of it was
   * requested before the click: that would measure a warm open instead of a cold one).
   * true: the pointer first rests on the button until the dialog code has loaded, then leaves; the same
   * click is then measured, as a reference for the cold one within the same run.
   */
  warm: boolean;
  /**
   * With `warm` false: the pointer rests this long on the button (CPU already slowed) before pressing,
   * as a visitor's hand does; the dialog code starts loading on that intent. 0 or absent: a direct click.
   */
  hoverMs?: number;
  /**
   * Traces the run (click-trace.ts); the bundle's directory gives the trace the chunks' source maps.
   * Tracing slows the page: a traced run is not one of the timed ones.
   */
  traceWith?: { widgetsDirectory: string; saveTo?: string };
}

/** One click-to-focus measurement in a fresh browser context (empty cache) with the CPU slowed down. */
export async function measureClickToFocus(
  browser: Browser,
  origin: string,
  options: ClickToFocusOptions,
): Promise<ClickToFocusRun> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => {
      if (isScript(request)) requested.push(bundlePath(request.url()));
    });
    const network = trackNetwork(page);
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    const button = page.locator(quickPayButton);
    await button.waitFor({ state: 'visible' });
    // Scrolling moves no pointer, so nothing on the page sees intent yet.
    await button.scrollIntoViewIfNeeded();
    const box = await button.boundingBox();
    if (!box) throw new Error('The Quick Pay button has no box on the page.');
    const center = { x: box.x + box.width / 2, y: box.y + box.height / 2 };

    if (options.warm) {
      await page.mouse.move(center.x, center.y);
      await network.quiet();
      await page.mouse.move(0, 0);
    }
    const loaded = new Set(requested);
    if (!options.warm) {
      const early = [...options.intentFiles, ...options.openFiles].filter((file) => loaded.has(file));
      if (early.length > 0) throw new Error(`Dialog code loaded before the click: ${early.join(', ')}`);
    } else {
      const missing = [...options.intentFiles].filter((file) => !loaded.has(file));
      if (missing.length > 0) throw new Error(`Dialog code not loaded on intent: ${missing.join(', ')}`);
    }

    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuThrottling });
    await page.evaluate(installClickToFocusProbe, { label: firstFieldLabel, pressMark, focusedMark });
    const stopTrace = options.traceWith ? await startTrace(cdp) : undefined;

    if (options.hoverMs) {
      await page.mouse.move(center.x, center.y);
      await page.waitForTimeout(options.hoverMs);
    }
    // A real mouse click: Playwright moves the pointer onto the button, presses and releases it.
    await page.mouse.click(center.x, center.y);
    let timer: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([
      page
        .evaluate(() => (window as unknown as ProbeWindow).coopBenchProbe.focused)
        .catch(() => 'closed' as const),
      new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), 20_000);
      }),
    ]);
    clearTimeout(timer);
    const probe = await page.evaluate(() => {
      const { t0, pressedAt, frameAt, focusedAt, detectedBy } = (window as unknown as ProbeWindow)
        .coopBenchProbe;
      return { t0, pressedAt, frameAt, focusedAt, detectedBy };
    });
    const traceEvents = await stopTrace?.();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const run: ClickToFocusRun = {
      milliseconds: probe.t0 !== null && probe.focusedAt !== null ? probe.focusedAt - probe.t0 : null,
      pressDelay: probe.t0 !== null && probe.pressedAt !== null ? probe.pressedAt - probe.t0 : null,
      pressToFrame:
        probe.pressedAt !== null && probe.frameAt !== null ? probe.frameAt - probe.pressedAt : null,
      pressToFocus:
        probe.pressedAt !== null && probe.focusedAt !== null ? probe.focusedAt - probe.pressedAt : null,
      detectedBy: probe.detectedBy,
    };
    if (outcome === 'timeout' || run.milliseconds === null) {
      run.failure = await page.evaluate(describeDeepActiveElement);
    } else if (traceEvents && options.traceWith) {
      const { widgetsDirectory, saveTo } = options.traceWith;
      // DevTools' Performance panel opens the file as it is.
      if (saveTo) await writeFile(saveTo, JSON.stringify({ traceEvents }));
      run.trace = await clickTraceBreakdown(traceEvents, widgetsDirectory);
    }
    return run;
  } finally {
    await context.close();
  }
}

interface ClickToFocusProbe {
  /** performance.now() of the first pointer event of the click that reaches the button. */
  t0: number | null;
  pressedAt: number | null;
  /** performance.now() of the first animation frame that shows a dialog (its frame or the dialog itself). */
  frameAt: number | null;
  focusedAt: number | null;
  detectedBy: 'focusin' | 'frame' | null;
  /** Resolves when the first field is focused. */
  focused: Promise<void>;
}
interface ProbeWindow {
  coopBenchProbe: ClickToFocusProbe;
}

/*
 * How the click-to-focus time is measured (runs inside the page, on the page's own clock):
 *
 * - Start: capture-phase `pointerover` and `pointerdown` listeners on `window` run before any listener
 *   of the button. The first of them whose composed path contains the button's host records t0 with
 *   performance.now(). A real mouse click first moves the pointer onto the button (`pointerover`, then
 *   the button's `pointerenter`, which starts loading the dialog code), then presses it; taking t0 at the
 *   arrival of the pointer rather than at the press keeps that head start inside the measured time.
 * - Both moments are user-timing marks too, by which a trace of the run (click-trace.ts) is cut.
 * - End: a `focusin` listener on the button's shadow root, plus a check on every animation frame as a
 *   backstop, resolve the deep active element (document.activeElement, then each shadowRoot.activeElement)
 *   and record performance.now() as soon as it is the input labelled 'Account Number'. focusin fires
 *   synchronously inside the focus() call, so the time is the moment focus moves, not the next frame.
 *
 * The functions below are passed to page.evaluate as source text, so they use no named inner functions
 * (the TypeScript loader would wrap those in a helper that does not exist in the page); object methods
 * are safe.
 */
function installClickToFocusProbe({
  label,
  pressMark,
  focusedMark,
}: {
  label: string;
  pressMark: string;
  focusedMark: string;
}): void {
  const host = document.querySelector('coop-quick-pay-button');
  const root = host?.shadowRoot;
  if (!host || !root) throw new Error('No <coop-quick-pay-button> with an open shadow root.');

  const signal = { markFocused(): void {} };
  const probe: ClickToFocusProbe = {
    t0: null,
    pressedAt: null,
    frameAt: null,
    focusedAt: null,
    detectedBy: null,
    focused: new Promise<void>((resolve) => {
      signal.markFocused = resolve;
    }),
  };
  (window as unknown as ProbeWindow).coopBenchProbe = probe;

  const helpers = {
    onPointer(event: Event): void {
      if (!event.composedPath().includes(host)) return;
      const now = performance.now();
      probe.t0 ??= now;
      if (event.type === 'pointerdown' && probe.pressedAt === null) {
        probe.pressedAt = now;
        performance.mark(pressMark, { startTime: now });
      }
    },
    fieldHasFocus(): boolean {
      let active: Element | null = document.activeElement;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      return (
        active instanceof HTMLInputElement &&
        Array.from(active.labels ?? []).some((element) => element.textContent?.trim() === label)
      );
    },
    check(detectedBy: 'focusin' | 'frame'): void {
      if (probe.focusedAt !== null || probe.t0 === null || !helpers.fieldHasFocus()) return;
      probe.focusedAt = performance.now();
      performance.mark(focusedMark, { startTime: probe.focusedAt });
      probe.detectedBy = detectedBy;
      signal.markFocused();
    },
    onFrame(): void {
      // A frame's callback runs just before that frame paints: what is in the tree now is on screen next.
      if (probe.frameAt === null && probe.pressedAt !== null && root.querySelector('[role="dialog"]')) {
        probe.frameAt = performance.now();
      }
      helpers.check('frame');
      if (probe.focusedAt === null || probe.frameAt === null) requestAnimationFrame(helpers.onFrame);
    },
  };
  window.addEventListener('pointerover', helpers.onPointer, { capture: true });
  window.addEventListener('pointerdown', helpers.onPointer, { capture: true });
  root.addEventListener('focusin', () => helpers.check('focusin'));
  requestAnimationFrame(helpers.onFrame);
}

function deepActiveElementIsField(label: string): boolean {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return (
    active instanceof HTMLInputElement &&
    Array.from(active.labels ?? []).some((element) => element.textContent?.trim() === label)
  );
}

function describeDeepActiveElement(): string {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  if (!active) return 'nothing had focus';
  const name = active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 40) ?? '';
  return `focus was on <${active.localName}>${name ? ` "${name}"` : ''}`;
}

/**
 * A script of the elements' bundle (under /widgets/). The demo site's own scripts, such as its language
 * and scheme switch (/demo-switch.js), are the site's, as a cooperative's CMS has its own: not counted.
 */
function isScript(request: Request): boolean {
  const { pathname } = new URL(request.url());
  return (
    pathname.startsWith('/widgets/') && (request.resourceType() === 'script' || pathname.endsWith('.js'))
  );
}

/** `/widgets/chunks/x.js` → `chunks/x.js`; anything outside the bundle keeps its path. */
function bundlePath(url: string): string {
  const pathname = new URL(url).pathname;
  return pathname.startsWith('/widgets/') ? pathname.slice('/widgets/'.length) : pathname;
}

/** Resolves `quiet()` once no request has been in flight for `idleMs` (like Playwright's networkidle). */
function trackNetwork(page: Page, idleMs = 500, timeoutMs = 20_000) {
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on('request', () => {
    inFlight += 1;
    lastActivity = Date.now();
  });
  const settled = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  return {
    async quiet(): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      lastActivity = Date.now();
      while (inFlight > 0 || Date.now() - lastActivity < idleMs) {
        if (Date.now() > deadline) throw new Error(`The network did not go quiet within ${timeoutMs} ms.`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
