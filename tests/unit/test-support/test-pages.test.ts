import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  isSharedTestPage,
  packTestPages,
  refuseOnSharedPage,
  testPageModule,
  writeTestPages,
} from '../../browser/support/test-pages.mjs';

const weighed = (...weights: number[]) => weights.map((weight, index) => ({ path: `f${index}`, weight }));

describe('packTestPages', () => {
  it('cuts the files, in their order, into pages of about equal weight', () => {
    expect(packTestPages(weighed(1, 1, 1, 1, 1, 1), 3)).toEqual([
      ['f0', 'f1'],
      ['f2', 'f3'],
      ['f4', 'f5'],
    ]);
  });

  it('shares what a heavy first file leaves among the other pages, instead of piling it on the last', () => {
    expect(packTestPages(weighed(10, 1, 1, 1, 1, 1, 1), 3)).toEqual([
      ['f0'],
      ['f1', 'f2', 'f3'],
      ['f4', 'f5', 'f6'],
    ]);
  });

  it('never makes more pages than asked, nor an empty one', () => {
    expect(packTestPages(weighed(1, 1, 1), 1)).toEqual([['f0', 'f1', 'f2']]);
    expect(packTestPages(weighed(1, 1), 5)).toEqual([['f0'], ['f1']]);
    expect(packTestPages([], 4)).toEqual([]);
  });

  it('refuses a number of pages that is not a positive integer', () => {
    expect(() => packTestPages(weighed(1), 0)).toThrow('The number of pages must be a positive integer: 0');
    expect(() => packTestPages(weighed(1), 1.5)).toThrow('positive integer: 1.5');
  });
});

describe('a shared page', () => {
  it('loads its files in order, by their address from the project’s root, each with its check', () => {
    const module = testPageModule(['tests/browser/a/a.test.ts', 'tests/browser/b/b.test.tsx']);
    expect(module.split('\n').filter((line) => /^(import|await)/.test(line))).toEqual([
      "import { loadTestFile } from '/tests/browser/support/shared-page.ts';",
      "await loadTestFile('tests/browser/a/a.test.ts', () => import('/tests/browser/a/a.test.ts'));",
      "await loadTestFile('tests/browser/b/b.test.tsx', () => import('/tests/browser/b/b.test.tsx'));",
    ]);
  });

  it('refuses what would change the page for the files after it, naming the mark that avoids it', () => {
    expect(() =>
      refuseOnSharedPage('set-page-time', '/work/project/tests/browser/.pages/page-03.test.ts'),
    ).toThrow(
      'set-page-time changes the page for the files after it: its test file keeps a page to itself with a first line `// browser-test-page: own (why)`',
    );
    expect(() =>
      refuseOnSharedPage('hold-module', '/work/project/tests/browser/portal/first-screen.test.ts'),
    ).not.toThrow();
  });

  it('is told apart from a test file by where it is written', () => {
    expect(isSharedTestPage('tests/browser/.pages/page-01.test.ts')).toBe(true);
    expect(isSharedTestPage('/work/project/tests/browser/.pages/page-12.test.ts')).toBe(true);
    expect(isSharedTestPage('/work/project/tests/browser/login/login.test.ts')).toBe(false);
  });
});

describe('writeTestPages', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  function project(files: Record<string, string>): string {
    root = mkdtempSync(path.join(os.tmpdir(), 'coop-test-pages-'));
    for (const [file, source] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), source);
    }
    return root;
  }

  const importsOf = (page: string) =>
    [...readFileSync(path.join(root, page), 'utf8').matchAll(/^await loadTestFile\('(.+?)'/gm)].map(
      (m) => m[1],
    );

  it('puts every test file on a shared page, except those that keep a page to themselves', () => {
    project({
      'tests/browser/a/one.test.ts': 'x'.repeat(100),
      'tests/browser/a/two.test.tsx': 'x'.repeat(100),
      'tests/browser/b/clock.test.ts': "// browser-test-page: own (the clock)\nimport 'x';\n",
      'tests/browser/b/three.test.ts': 'x'.repeat(100),
      'tests/browser/support/helper.ts': 'not a test',
      'tests/browser/.pages/stale.test.ts': 'left over',
    });
    const files = writeTestPages({ root, directory: 'tests/browser', sharedPageCount: 2 });

    expect(files).toEqual([
      'tests/browser/.pages/page-01.test.ts',
      'tests/browser/.pages/page-02.test.ts',
      'tests/browser/b/clock.test.ts',
    ]);
    expect([...importsOf(files[0]!), ...importsOf(files[1]!)]).toEqual([
      'tests/browser/a/one.test.ts',
      'tests/browser/a/two.test.tsx',
      'tests/browser/b/three.test.ts',
    ]);
    expect(readdirSync(path.join(root, 'tests/browser/.pages')).sort()).toEqual([
      'page-01.test.ts',
      'page-02.test.ts',
    ]);
  });

  it('keeps the mark to a line of its own at the start of a line', () => {
    project({
      'tests/browser/a/mentions.test.ts': "const note = '// browser-test-page: own';\n",
    });
    expect(writeTestPages({ root, directory: 'tests/browser', sharedPageCount: 1 })).toEqual([
      'tests/browser/.pages/page-01.test.ts',
    ]);
  });
});
