import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The whole browser suite runs its test files a few to a page. A page of its own costs a file its
 * Chromium page, the harness and the whole module graph of the elements it mounts, parsed and compiled
 * again, whatever the file tests: about a third of the suite's CPU. Each test already starts from a fresh
 * page state (`mountElement` and `renderInShadow` undo what they did, `resetPage` the session), so the
 * files of a page run one after the other as they would in pages of their own.
 *
 * A shared page is a generated test file that loads its files in path order (an area's files
 * together), each followed by a check that it left the page as it found it (shared-page.ts); the pages
 * are cut where the running size of the files (their bytes, which follow their tests closely enough)
 * passes an even share. A file whose tests need the page as it is when it opens
 * (the code of a module not yet loaded, the page's clock) says so on a line of its own,
 * `// browser-test-page: own`, and keeps a page to itself. Files named on the command line
 * (`web-test-runner <files>`) run a page each, as always.
 */

/** The line by which a test file keeps a page to itself. */
export const ownPageMark = /^\/\/ browser-test-page: own\b/m;

/** Where the shared pages are written, from the project's root (ignored by git and the checks). */
export const testPagesDirectory = 'tests/browser/.pages';

/** Whether `file` (a path from the project's root, as the runner names a page) is a shared page. */
export function isSharedTestPage(file) {
  return path.normalize(file).split(path.sep).join('/').includes(`${testPagesDirectory}/`);
}

/**
 * Refuses, on a shared page, a runner command that changes the page for good (holding a module's code,
 * setting the clock): the files after it on the page would inherit it. `testFile` is the session's.
 */
export function refuseOnSharedPage(command, testFile) {
  if (!isSharedTestPage(testFile)) return;
  throw new Error(
    `${command} changes the page for the files after it: its test file keeps a page to itself with a first line \`// browser-test-page: own (why)\` (tests/browser/support/test-pages.mjs)`,
  );
}

/**
 * Cuts `files` (in their order) into at most `pageCount` runs of about equal weight: a page closes once
 * its weight reaches the weight left divided by the pages left, so a heavy file early does not leave the
 * last page with everything else.
 *
 * @param {readonly { path: string, weight: number }[]} files
 * @param {number} pageCount
 * @returns {string[][]}
 */
export function packTestPages(files, pageCount) {
  if (!Number.isInteger(pageCount) || pageCount < 1) {
    throw new Error(`The number of pages must be a positive integer: ${pageCount}`);
  }
  const pages = [];
  let page = [];
  let pageWeight = 0;
  let weightLeft = files.reduce((sum, file) => sum + file.weight, 0);
  for (const file of files) {
    page.push(file.path);
    pageWeight += file.weight;
    const pagesLeft = pageCount - pages.length;
    if (pagesLeft > 1 && pageWeight >= weightLeft / pagesLeft) {
      pages.push(page);
      weightLeft -= pageWeight;
      page = [];
      pageWeight = 0;
    }
  }
  if (page.length > 0) pages.push(page);
  return pages;
}

/**
 * The module a shared page is: its test files loaded one after the other, each by its address from the
 * project's root, and each followed by the check that it left the page as it found it
 * (tests/browser/support/shared-page.ts).
 */
export function testPageModule(files) {
  const loads = files.map((file) => `await loadTestFile('${file}', () => import('/${file}'));`).join('\n');
  return `// Written for this run by tests/browser/support/test-pages.mjs: these test files, on one page.
import { loadTestFile } from '/tests/browser/support/shared-page.ts';
${loads}
`;
}

/**
 * The test files under `directory` (paths from `root`, with '/'), skipping dot directories such as the
 * pages' own.
 */
export function browserTestFiles(root, directory) {
  const found = [];
  for (const entry of readdirSync(path.join(root, directory), { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const file = `${directory}/${entry.name}`;
    if (entry.isDirectory()) found.push(...browserTestFiles(root, file));
    else if (/\.test\.tsx?$/.test(entry.name)) found.push(file);
  }
  return found.sort();
}

/**
 * The test files under `directory` as the runner's files: the others on `sharedPageCount` pages written
 * into `testPagesDirectory`, then those marked for a page of their own as they are (once the dev server
 * has transformed the code: a file that holds a module back and waits for it once released must not
 * wait for the first transform of everything). Paths are from `root`.
 * A page is rewritten only when it changes, and pages left over from a longer run are removed, so a
 * run of a few files started beside a whole one leaves that one's pages as they are.
 *
 * @param {{ root: string, directory: string, sharedPageCount: number }} options
 * @returns {string[]}
 */
export function writeTestPages({ root, directory, sharedPageCount }) {
  const own = [];
  const shared = [];
  for (const file of browserTestFiles(root, directory)) {
    const source = readFileSync(path.join(root, file), 'utf8');
    if (ownPageMark.test(source)) own.push(file);
    else shared.push({ path: file, weight: source.length });
  }
  const pagesDirectory = path.join(root, testPagesDirectory);
  mkdirSync(pagesDirectory, { recursive: true });
  const pages = packTestPages(shared, sharedPageCount).map((files, index) => {
    const page = `${testPagesDirectory}/page-${String(index + 1).padStart(2, '0')}.test.ts`;
    const module = testPageModule(files);
    const written = path.join(root, page);
    if (!existsSync(written) || readFileSync(written, 'utf8') !== module) writeFileSync(written, module);
    return page;
  });
  for (const name of readdirSync(pagesDirectory)) {
    if (!pages.includes(`${testPagesDirectory}/${name}`))
      rmSync(path.join(pagesDirectory, name), { force: true });
  }
  return [...pages, ...own];
}
