import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';

/**
 * The built Storybook's entries, as a designer finds them in its sidebar: every story and every docs
 * page of `storybook-static/index.json` (`npm run build-storybook` writes it).
 */
export interface StorybookEntry {
  readonly id: string;
  readonly title: string;
  readonly name: string;
  readonly type: 'story' | 'docs';
  readonly importPath: string;
}

export function builtStorybookEntries(directory = 'storybook-static'): StorybookEntry[] {
  const indexFile = path.join(directory, 'index.json');
  if (!existsSync(indexFile)) {
    throw new Error(`${indexFile} is missing: run \`npm run build-storybook\` before the story render test.`);
  }
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, StorybookEntry> };
  return Object.values(index.entries);
}

/** What the preview reported while one entry rendered (its channel's events, in order). */
export interface StoryOutcome {
  readonly id: string;
  /** 'success' or 'error' (storyFinished), 'rendered' for a docs page, undefined when it never finished. */
  readonly status: string | undefined;
  /** Exceptions the story or its play function threw, errors the preview showed, unhandled errors. */
  readonly errors: readonly string[];
  /** The story's declared console errors (`parameters.expectedConsoleErrors`) and its simulator faults. */
  readonly expected: ExpectedFailures;
}

/** From `parameters` of the story, as the preview prepared it. */
export interface ExpectedFailures {
  readonly expectedConsoleErrors: readonly string[];
  readonly faultStatuses: readonly number[];
  readonly networkFailures: number;
}

interface PreviewWindow {
  __storyOutcomes?: Record<string, RecordedOutcome>;
  __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, payload: unknown): void };
}

interface RecordedOutcome {
  status?: string;
  errors: string[];
  expected: ExpectedFailures;
}

/**
 * Installed in every page of the preview before its scripts run: catches the preview's channel as it is
 * created and records, per entry, how it finished. Runs in the browser; it must stand alone.
 */
function recordPreviewOutcomes() {
  const outcomes: Record<string, RecordedOutcome> = {};
  const previewWindow = window as unknown as PreviewWindow;
  previewWindow.__storyOutcomes = outcomes;
  const outcomeOf = (id: string) =>
    (outcomes[id] ??= {
      errors: [],
      expected: { expectedConsoleErrors: [], faultStatuses: [], networkFailures: 0 },
    });
  const current = () => new URL(window.location.href).searchParams.get('id') ?? '';
  const describe = (error: unknown) => {
    if (error && typeof error === 'object' && 'message' in error) {
      const { name, message } = error as { name?: string; message: string };
      return `${name ?? 'Error'}: ${message}`;
    }
    return String(error);
  };
  interface Channel {
    on(event: string, listener: (payload: never) => void): void;
  }
  let channel: Channel | undefined;
  Object.defineProperty(globalThis, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(value: Channel) {
      channel = value;
      value.on('storyPrepared', (prepared: { id: string; parameters?: Record<string, unknown> }) => {
        const parameters = prepared.parameters ?? {};
        const simulator = (parameters.simulator ?? {}) as {
          faults?: Array<{ status?: number; drop?: boolean }>;
          networkFailures?: unknown[];
        };
        const faults = simulator.faults ?? [];
        outcomeOf(prepared.id).expected = {
          expectedConsoleErrors: (parameters.expectedConsoleErrors as string[] | undefined) ?? [],
          faultStatuses: faults.flatMap((fault) => (fault.status ? [fault.status] : [])),
          // An answer dropped on purpose is a network failure the browser reports as such.
          networkFailures:
            (simulator.networkFailures?.length ?? 0) + faults.filter((fault) => fault.drop).length,
        };
      });
      value.on('storyFinished', (finished: { storyId: string; status: string }) => {
        outcomeOf(finished.storyId).status = finished.status;
      });
      value.on('docsRendered', (id: string) => {
        outcomeOf(id).status = 'rendered';
      });
      for (const event of [
        'playFunctionThrewException',
        'storyThrewException',
        'storyErrored',
        'storyMissing',
        'unhandledErrorsWhilePlaying',
      ]) {
        value.on(event, (payload: unknown) => {
          const errors = Array.isArray(payload) ? payload : [payload];
          outcomeOf(current()).errors.push(...errors.map((error) => `${event}: ${describe(error)}`));
        });
      }
    },
  });
}

/**
 * One preview page for a run of entries: the first is opened by address, every next one is selected in
 * place as the Storybook sidebar does (a fifth of the machine a load takes). A story that reloads the
 * preview (a fresh page for its site configuration) is followed through the reload: the preview keeps
 * the selected story in its address.
 */
export class StorybookPreview {
  private consoleErrors: string[] = [];
  /** When the current entry was selected (epoch ms). */
  private entryStart = 0;
  /**
   * Statuses of failed answers to requests of other entries that reached the page during this one: a
   * request the earlier entry sent before it was left, or one of the stories a docs page shows in
   * frames of their own (each story's own test accounts for it). The browser logs each as a console
   * error, which may arrive after the entry it belongs to has been left.
   */
  private otherEntriesFailures: number[] = [];
  /** When a call of the page to the story's back office last began or ended (epoch ms). */
  private lastCallActivity = 0;

  constructor(
    readonly page: Page,
    private readonly baseUrl: string,
  ) {
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // A failed load's line names no address; its location does, which says whose call it was.
      const { url } = message.location();
      const failedLoad = message.text().startsWith('Failed to load resource') && url;
      this.consoleErrors.push(failedLoad ? `${message.text()} (${url})` : message.text());
    });
    const noteBackOfficeCall = (request: Request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) this.lastCallActivity = Date.now();
    };
    page.on('request', noteBackOfficeCall);
    page.on('requestfinished', noteBackOfficeCall);
    page.on('requestfailed', noteBackOfficeCall);
    page.on('pageerror', (error) => this.consoleErrors.push(`Uncaught ${error.name}: ${error.message}`));
    page.on('response', (response) => {
      if (response.status() < 400) return;
      const startedEarlier = response.request().timing().startTime < this.entryStart;
      if (startedEarlier || response.frame() !== page.mainFrame()) {
        this.otherEntriesFailures.push(response.status());
      }
    });
  }

  /**
   * Waits until the page has neither begun nor ended a call to the back office for a moment: a screen
   * still loading (an account overview asks for its history once its info arrives) has then had its
   * say, up to `limitMs`. A call begun as the preview moves on would be answered by the next story's
   * back office: the mock service worker hands a call whose page has gone to whichever page is open,
   * under a token that back office never granted. A call a story holds on purpose (a loading state)
   * is no such risk: it was handed to its own page when it began.
   */
  private async settle(limitMs = 3000, quietMs = 150): Promise<void> {
    const deadline = Date.now() + limitMs;
    while (Date.now() < deadline && Date.now() - this.lastCallActivity < quietMs) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /** Whether the entry shown is a docs page: its stories' frames are then answered with an empty page. */
  private showingDocs = false;

  static async open(page: Page, baseUrl: string): Promise<StorybookPreview> {
    await page.addInitScript(recordPreviewOutcomes);
    return new StorybookPreview(page, baseUrl);
  }

  /** A story's frame (`iframe.html?viewMode=story`) inside the page: what a docs page shows. */
  private static isStoryFrame = (url: URL) =>
    url.pathname.endsWith('/iframe.html') && url.searchParams.get('viewMode') === 'story';

  /**
   * A docs page shows each story in a frame of its own (a whole preview with its own back office). Each
   * story is opened and checked by its own test: on the docs page only the page itself is, and its
   * frames are answered with an empty page, which keeps a docs page from costing as much as all its
   * stories again. Only while a docs page shows: a route makes the browser hand every request of the
   * page to the test runner first, which the stories' own loads and calls need not pay.
   */
  private async emptyStoryFrames(wanted: boolean): Promise<void> {
    if (wanted === this.showingDocs) return;
    this.showingDocs = wanted;
    if (wanted) {
      await this.page.route(StorybookPreview.isStoryFrame, (route) =>
        route.request().frame() === this.page.mainFrame()
          ? route.fallback()
          : route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Story</title>' }),
      );
    } else {
      await this.page.unroute(StorybookPreview.isStoryFrame);
    }
  }

  /**
   * Waits for the preview's word that the entry finished, through the reloads a story may cause (the
   * recorder is installed again in each new page, and the preview renders the story in its address).
   */
  private async waitUntilFinished(id: string, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      try {
        await this.page.waitForFunction(
          (storyId) => (window as unknown as PreviewWindow).__storyOutcomes?.[storyId]?.status !== undefined,
          id,
          { timeout: Math.max(1, deadline - Date.now()), polling: 50 },
        );
        return true;
      } catch (error) {
        if (!String(error).includes('Execution context was destroyed')) return false;
        await this.page.waitForLoadState('domcontentloaded');
      }
    }
    return false;
  }

  /** Every console error since the entry was shown (after a switch of language or scheme too). */
  consoleErrorsSinceShown(): string[] {
    return [...this.consoleErrors];
  }

  /** Shows the entry and waits until the preview says it finished (its play function included). */
  async show(
    entry: StorybookEntry,
    timeoutMs: number,
  ): Promise<StoryOutcome & { consoleErrors: string[]; otherEntriesFailures: number[] }> {
    // Every entry after the first is selected in place. What the last entry's screen still had under
    // way settles first: a call begun as the preview moves on would be answered by the next story's
    // back office.
    const inPlace = this.page.url().includes('iframe.html');
    if (inPlace) await this.settle();
    this.consoleErrors = [];
    this.otherEntriesFailures = [];
    this.entryStart = Date.now();
    const viewMode = entry.type === 'docs' ? 'docs' : 'story';
    await this.emptyStoryFrames(entry.type === 'docs');
    if (inPlace) {
      await this.page.evaluate(
        ({ id, mode }) => {
          const preview = window as unknown as PreviewWindow;
          delete preview.__storyOutcomes?.[id];
          preview.__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', { storyId: id, viewMode: mode });
        },
        { id: entry.id, mode: viewMode },
      );
    } else {
      await this.page.goto(
        `${this.baseUrl}iframe.html?id=${encodeURIComponent(entry.id)}&viewMode=${viewMode}`,
      );
    }
    const finished = await this.waitUntilFinished(entry.id, timeoutMs);
    const recorded = await this.page.evaluate(
      (id) => (window as unknown as PreviewWindow).__storyOutcomes?.[id],
      entry.id,
    );
    return {
      id: entry.id,
      status: finished ? recorded?.status : undefined,
      errors: recorded?.errors ?? [],
      expected: recorded?.expected ?? { expectedConsoleErrors: [], faultStatuses: [], networkFailures: 0 },
      consoleErrors: [...this.consoleErrors],
      otherEntriesFailures: [...this.otherEntriesFailures],
    };
  }
}

/**
 * The console errors a story does not account for. A story that arms a simulator fault expects the
 * browser's own line for that status ("Failed to load resource: the server responded with a status of
 * 500"), one that arms a network failure expects `net::ERR_FAILED`, and anything else it shows on
 * purpose it names in `parameters.expectedConsoleErrors`. A failed answer that belongs to another
 * entry (`otherEntriesFailures`) accounts for one line of its status.
 */
export function unexpectedConsoleErrors(
  consoleErrors: readonly string[],
  expected: ExpectedFailures,
  otherEntriesFailures: readonly number[] = [],
): string[] {
  // Each failed answer of another entry accounts for one browser line of its status.
  const elsewhere = [...otherEntriesFailures];
  return consoleErrors.filter((message) => {
    if (expected.expectedConsoleErrors.some((text) => message.includes(text))) return false;
    const status = /the server responded with a status of (\d{3})/.exec(message)?.[1];
    if (status !== undefined && expected.faultStatuses.includes(Number(status))) return false;
    const other = status === undefined ? -1 : elsewhere.indexOf(Number(status));
    if (other >= 0) {
      elsewhere.splice(other, 1);
      return false;
    }
    if (message.includes('net::ERR_FAILED') && expected.networkFailures > 0) return false;
    return true;
  });
}

/** What a designer would see of the story: what fails to render, searched through open shadow roots. */
export interface CanvasReport {
  /** Visible text, form controls or images anywhere in the canvas. */
  readonly visibleContent: number;
  /** Each element of ours (or other shadow host) in the canvas that shows nothing, and why. */
  readonly blankElements: readonly string[];
}

/**
 * Runs in the browser: counts what is visible inside `root`, shadow roots included, and checks each
 * element of `elementTags` (the registry's) is defined and shows something, as must any other shadow
 * host. A host hidden on purpose (the Quick Pay button when the site turns Quick Pay off) is skipped.
 */
export function inspectCanvas({
  root: rootSelector,
  elementTags,
}: {
  root: string;
  elementTags: string[];
}): CanvasReport {
  const root = document.querySelector(rootSelector);
  const blankElements: string[] = [];
  const isVisible = (element: Element) => {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0;
  };
  const replaced = new Set([
    'IMG',
    'SVG',
    'CANVAS',
    'INPUT',
    'SELECT',
    'TEXTAREA',
    'BUTTON',
    'VIDEO',
    'IFRAME',
  ]);
  const countVisible = (node: Node): number => {
    let count = 0;
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === Node.TEXT_NODE) {
        const parent = child.parentElement;
        if (child.textContent?.trim() && parent && isVisible(parent)) count += 1;
      } else if (child instanceof Element) {
        if (replaced.has(child.tagName.toUpperCase()) && isVisible(child)) count += 1;
        if (child.shadowRoot) count += countVisible(child.shadowRoot);
        count += countVisible(child);
      }
    }
    return count;
  };
  const checkElements = (node: ParentNode) => {
    for (const element of Array.from(node.querySelectorAll('*'))) {
      const tag = element.localName;
      const ours = elementTags.includes(tag);
      if (ours && !customElements.get(tag)) blankElements.push(`<${tag}> is not defined`);
      else if (ours && !element.shadowRoot) blankElements.push(`<${tag}> has no shadow root`);
      else if (element.shadowRoot && !(element as HTMLElement).hidden) {
        if (countVisible(element.shadowRoot) === 0) blankElements.push(`<${tag}> shows nothing`);
        checkElements(element.shadowRoot);
      }
    }
  };
  if (!root) return { visibleContent: 0, blankElements: [`${rootSelector} is missing`] };
  checkElements(root);
  return { visibleContent: countVisible(root), blankElements };
}

/**
 * Switches the story's page in place to `language` and `scheme`, as a cooperative's page does (and as
 * the toolbar's decorator does): `lang` and `scheme` on `<coop-config>`, the page's own colours. It then
 * waits until every element of ours has re-rendered in that language and shows that scheme. Nothing is
 * reloaded or remounted: what the play function did stays on screen.
 */
export async function switchStoryPage(
  page: Page,
  globals: { language: 'en' | 'es'; scheme: 'light' | 'dark'; surface: string },
): Promise<void> {
  await page.evaluate(({ language, scheme, surface }) => {
    document.documentElement.lang = language;
    document.documentElement.style.colorScheme = scheme;
    document.body.style.background = surface;
    const config = document.querySelector('coop-config');
    config?.setAttribute('lang', language);
    config?.setAttribute('scheme', scheme);
  }, globals);
  await page.waitForFunction(
    ({ language, scheme }) => {
      const hosts: Element[] = [];
      const collect = (node: ParentNode) => {
        for (const element of Array.from(node.querySelectorAll('*'))) {
          if (element.localName.startsWith('coop-') && element.shadowRoot) {
            hosts.push(element);
            collect(element.shadowRoot);
          }
        }
      };
      collect(document);
      return hosts.every((host) => {
        const base = host.shadowRoot?.querySelector('[part="base"]');
        const inLanguage = !base || base.getAttribute('lang') === language;
        // The scheme it shows: what `light-dark()` resolves to in its shadow root, as the theme's colours do.
        const probe = document.createElement('span');
        probe.style.color = 'light-dark(rgb(0, 0, 0), rgb(255, 255, 255))';
        host.shadowRoot?.append(probe);
        const dark = getComputedStyle(probe).color === 'rgb(255, 255, 255)';
        probe.remove();
        const inScheme = dark === (scheme === 'dark');
        return inLanguage && inScheme;
      });
    },
    globals,
    { timeout: 5000, polling: 50 },
  );
  // React's commit is in; the next frame has laid it out.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/**
 * Runs in the browser: what does not fit the viewport's width (a phone's, 375 px), searched through
 * open shadow roots. The page must not scroll sideways; no button, link, tab, label or heading may
 * have text wider than its box (clipped, or spilling over its neighbours); and nothing may reach past
 * the viewport's right edge unless it is inside a box that scrolls sideways on purpose (a wide table).
 */
export function overflowingContent(rootSelector: string): string[] {
  const problems: string[] = [];
  const viewport = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > viewport + 1) {
    problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px in ${viewport} px`);
  }
  const describe = (element: Element) =>
    `<${element.localName}${element.className ? ` class="${String(element.className).split(' ')[0]}"` : ''}> "${(element.textContent ?? '').trim().slice(0, 40)}"`;
  const scrollsSideways = (element: Element | null): boolean => {
    for (let node: Element | null = element; node;) {
      const overflowX = getComputedStyle(node).overflowX;
      if (overflowX === 'auto' || overflowX === 'scroll') return true;
      node = node.parentElement ?? (node.getRootNode() as ShadowRoot).host ?? null;
    }
    return false;
  };
  const words = 'button, a, [role="tab"], label, legend, h1, h2, h3, h4, th';
  // Depth first; what is reported is not searched further, so one wide box is one problem.
  const visit = (node: ParentNode) => {
    for (const element of Array.from(node.children)) {
      const box = element.getBoundingClientRect();
      // Visually hidden text (a 1 px clipped box, for screen readers) is not laid out for the eye.
      const shown = box.width > 1 && box.height > 1;
      if (
        shown &&
        element.matches(words) &&
        element.scrollWidth > element.clientWidth + 1 &&
        element.clientWidth > 1
      ) {
        problems.push(
          `${describe(element)} is ${element.scrollWidth} px wide in a ${element.clientWidth} px box`,
        );
        continue;
      }
      if (shown && box.right > viewport + 1 && !scrollsSideways(element.parentElement)) {
        problems.push(
          `${describe(element)} reaches ${Math.round(box.right)} px, past the ${viewport} px viewport`,
        );
        continue;
      }
      if (element.shadowRoot) visit(element.shadowRoot);
      visit(element);
    }
  };
  const root = document.querySelector(rootSelector);
  if (root) visit(root);
  return problems;
}
