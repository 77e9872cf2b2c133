import { setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { activeLanguage, type Language, switchLanguage } from '../../../src/domain/language.ts';
import { memberSessionAtom, quickPaySessionAtom } from '../../../src/state/session.ts';
import { getPageStore } from '../../../src/state/store.ts';
// Its teardown, an `afterEach` of the root suite, serves every file: registered before any file loads.
import { nextFrames } from './keyboard.ts';
import './mount-element.ts';
import { resetPage } from './session.ts';

/**
 * The test files of a shared page (tests/browser/support/test-pages.mjs) load one after the other, and
 * each is followed by a step of its own that puts the page back as it opened: the address (a portal
 * leaves its route there), storage, the elements the file added to the body, the member's and Quick
 * Pay's sessions, the page's and the catalogues' language, the document's style sheets and the
 * viewport. The next file starts as it would on a page of its own; a page that cannot be put back (an
 * element still writing its route, a timer re-adding what was removed) fails that step, naming the
 * file before it.
 */

interface PageState {
  readonly address: string;
  readonly bodyElements: readonly string[];
  readonly bodyStyle: string | null;
  readonly rootLanguage: string;
  readonly language: Language;
  readonly localStorage: readonly string[];
  readonly sessionStorage: readonly string[];
  readonly documentSheets: number;
  readonly signedIn: boolean;
  readonly quickPaySession: boolean;
  readonly viewport: string;
}

const describeElement = (element: Element) => `${element.localName}${element.id ? `#${element.id}` : ''}`;

function pageState(): PageState {
  const store = getPageStore();
  return {
    address: `${location.pathname}${location.search}${location.hash}`,
    // What the file added: the harness's own scripts may go (a test that empties the body), harmlessly.
    bodyElements: [...document.body.children]
      .filter((element) => !openedBody.has(element))
      .map(describeElement),
    // A dialog library that took the page's pointer events back leaves an empty style: none.
    bodyStyle: document.body.getAttribute('style') || null,
    rootLanguage: document.documentElement.lang,
    language: activeLanguage(),
    localStorage: Object.keys(localStorage).sort(),
    sessionStorage: Object.keys(sessionStorage).sort(),
    documentSheets: document.adoptedStyleSheets.length,
    signedIn: store.get(memberSessionAtom) !== null,
    quickPaySession: store.get(quickPaySessionAtom) !== null,
    viewport: `${innerWidth} × ${innerHeight}`,
  };
}

const openedBody = new Set(document.body.children);
const openedSheets = [...document.adoptedStyleSheets];
const openedViewport = { width: innerWidth, height: innerHeight };
const opened = pageState();

/** Puts back what a file may have left. */
async function restorePage(): Promise<void> {
  if (innerWidth !== openedViewport.width || innerHeight !== openedViewport.height) {
    await setViewport(openedViewport);
  }
  resetPage();
  localStorage.clear();
  for (const element of [...document.body.children]) if (!openedBody.has(element)) element.remove();
  if (opened.bodyStyle === null) document.body.removeAttribute('style');
  else document.body.setAttribute('style', opened.bodyStyle);
  document.documentElement.lang = opened.rootLanguage;
  document.adoptedStyleSheets = openedSheets;
  await switchLanguage(opened.language);
}

type HookName = 'beforeAll' | 'beforeEach' | 'afterEach' | 'afterAll';
const hookNames: readonly HookName[] = ['beforeAll', 'beforeEach', 'afterEach', 'afterAll'];

/** The root suite's hooks of each kind (a hook written outside any `describe` lands there). */
function rootHookCounts(): number[] {
  const root = mocha.suite as Mocha.Suite & { getHooks(name: HookName): unknown[] };
  return hookNames.map((name) => root.getHooks(name).length);
}

/**
 * Loads `file` on this shared page, followed by the step that puts the page back for the next file. A
 * hook written outside any `describe` would run for every file of the page: the file is refused.
 */
export async function loadTestFile(file: string, load: () => Promise<unknown>): Promise<void> {
  const hooksBefore = rootHookCounts();
  await load();
  if (rootHookCounts().some((count, index) => count !== hooksBefore[index])) {
    throw new Error(
      `${file} has a hook outside any describe block: on a page other files share it would run for their tests too. Move it into the describe blocks it serves.`,
    );
  }
  describe(file, () => {
    it('puts the page back as it opened, for the next file', async () => {
      await restorePage();
      await nextFrames();
      expect(pageState(), `the page after ${file}, put back`).to.deep.equal(opened);
    });
  });
}
