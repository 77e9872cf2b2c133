import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCdnFolder,
  buildCheckedLoader,
  decodeVlq,
  encodeVlq,
  entryFiles,
  importHookExpression,
  importHookKey,
  integrityOf,
  loaderWithTable,
  moduleTable,
  moduleTablePlaceholder,
  parseModule,
  pinModules,
  resolveInFolder,
  rewriteDynamicImports,
  scriptTag,
  shiftSourceMap,
  subresourceIntegrity,
  type ModuleTable,
} from '../../../build/cdn.ts';
import { projectDirectory } from '../../../build/element-artifacts.ts';

const sha384 = (text: string | Uint8Array) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'coop-cdn-'));
  await writeFile(path.join(directory, 'coop-portal.js'), 'export{};\n');
  await writeFile(path.join(directory, 'loader.js'), 'console.log(1);\n');
  await writeFile(path.join(directory, 'coop-portal.js.gz'), 'not an entry');
  await writeFile(path.join(directory, 'helper.js'), 'not an entry');
});
afterAll(() => rm(directory, { recursive: true, force: true }));

describe('the CDN build', () => {
  it('hashes the entry files and the loader only', async () => {
    expect(await entryFiles(directory)).toEqual(['coop-portal.js', 'loader.js']);
  });

  it('gives each the SHA-384 of its bytes, base64, as browsers check it', async () => {
    const integrity = await integrityOf(directory);
    expect(integrity['loader.js']).toBe(sha384('console.log(1);\n'));
    expect(integrity['coop-portal.js']).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
  });

  it('writes the script tag with the hash and CORS mode', async () => {
    const integrity = await integrityOf(directory);
    expect(scriptTag('https://cdn.example.coop/x/1.0.0', 'loader.js', integrity)).toBe(
      `<script type="module" src="https://cdn.example.coop/x/1.0.0/loader.js" integrity="${integrity['loader.js']}" crossorigin="anonymous"></script>`,
    );
    expect(() => scriptTag('https://cdn.example.coop', 'nothing.js', integrity)).toThrow(
      'No integrity hash for nothing.js',
    );
  });
});

describe('reading the modules rolldown writes', () => {
  it('finds every form of static import, in order', () => {
    const code =
      'import{a as b}from"./chunks/a-1.js";import"./b-2.js";import*as c from\'./c-3.js\';' +
      'export{d}from"./d-4.js";export*from"./e-5.js";export{b as f};const g=1;';
    expect(parseModule(code).staticImports).toEqual([
      './chunks/a-1.js',
      './b-2.js',
      './c-3.js',
      './d-4.js',
      './e-5.js',
    ]);
  });

  it('finds the dynamic imports, written out or computed, and nothing that only looks like one', () => {
    const code = [
      'const note=`Loading… ✓`;',
      // pdf.js builds a worker wrapper in a template literal; strings, comments and regexes are not imports.
      'let t=`await import("${e}");`,u="import(\'./no.js\')",v=/import\\(x\\)/;',
      '/* import("./comment.js") */',
      'f(import(`./chunks/A-1.js`)),g(import("./B-2.js"));',
      'await import(\n/* @vite-ignore */\ne.href);',
    ].join('\n');
    const { staticImports, dynamicImports } = parseModule(code);
    expect(staticImports).toEqual([]);
    expect(dynamicImports.map((found) => found.specifier)).toEqual([
      './chunks/A-1.js',
      './B-2.js',
      undefined,
    ]);
    // Offsets are string indices (UTF-16), right after non-ASCII text too.
    for (const { start } of dynamicImports) expect(code.slice(start, start + 7)).toBe('import(');
  });

  it('resolves static imports inside the folder only', () => {
    expect(resolveInFolder('coop-portal.js', './chunks/a.js')).toBe('chunks/a.js');
    expect(resolveInFolder('chunks/a.js', './b.js')).toBe('chunks/b.js');
    expect(resolveInFolder('chunks/a.js', '../coop-portal.js')).toBe('coop-portal.js');
    expect(resolveInFolder('assets/w.mjs', '../chunks/a.js')).toBe('chunks/a.js');
    expect(() => resolveInFolder('chunks/a.js', 'react')).toThrow('only modules of the folder');
    expect(() => resolveInFolder('chunks/a.js', 'https://elsewhere.example/x.js')).toThrow(
      'only modules of the folder',
    );
    expect(() => resolveInFolder('chunks/a.js', '../../x.js')).toThrow('outside the folder');
  });
});

describe('rewriting the dynamic imports of the CDN copy', () => {
  it('puts the loader hook in place of each import keyword, and leaves the rest of the text as it was', () => {
    const code =
      'const a=()=>import(`./chunks/A-1.js`),b=e=>import(\n/* @vite-ignore */\ne.href);export{a,b};';
    const { code: rewritten, edits } = rewriteDynamicImports(code);
    expect(edits).toHaveLength(2);
    expect(rewritten).toBe(
      `const a=()=>${importHookExpression}(\`./chunks/A-1.js\`),b=e=>${importHookExpression}(\n/* @vite-ignore */\ne.href);export{a,b};`,
    );
    expect(importHookExpression).toContain(`Symbol.for("${importHookKey}")`);
    // No import() of the hook itself is rewritten: its own import(s) is the plain fallback.
    expect(rewriteDynamicImports('export{};').edits).toEqual([]);
  });

  it('refuses a rewrite whose parenthesis would continue the previous line', () => {
    expect(() => rewriteDynamicImports('let a=b\nimport("./x.js")')).toThrow('cannot be rewritten safely');
  });

  it('goes through the loader when it installed its hook, and through import() without it', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'coop-hook-'));
    try {
      await writeFile(path.join(folder, 'target.mjs'), 'export const name = "target";\n');
      const importer =
        'export const load = (file) => import(file);\nexport const fixed = () => import("./target.mjs");\n';
      await writeFile(path.join(folder, 'importer.mjs'), rewriteDynamicImports(importer).code);
      // Run in Node itself: the test runner's own module loader would stand in for import().
      await writeFile(
        path.join(folder, 'run.mjs'),
        `const hook = Symbol.for(${JSON.stringify(importHookKey)});
const { fixed, load } = await import('./importer.mjs');
const results = [(await fixed()).name];
const calls = [];
globalThis[hook] = (specifier, importer) => (calls.push([specifier, importer]), Promise.resolve({ name: 'verified' }));
results.push((await fixed()).name, (await load('./elsewhere.mjs')).name);
// A hook that does not know the address (another version's folder) leaves it to import().
globalThis[hook] = () => undefined;
results.push((await load('./target.mjs')).name);
console.log(JSON.stringify({ results, calls }));`,
      );
      const { stdout } = await promisify(execFile)(process.execPath, [path.join(folder, 'run.mjs')]);
      const importerUrl = pathToFileURL(path.join(folder, 'importer.mjs')).href;
      expect(JSON.parse(stdout)).toEqual({
        results: ['target', 'verified', 'verified', 'target'],
        calls: [
          ['./target.mjs', importerUrl],
          ['./elsewhere.mjs', importerUrl],
        ],
      });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('the module table', () => {
  const modules = new Map([
    ['coop-b.js', 'import{x}from"./chunks/shared-1.js";import"./chunks/style-2.js";export{x};'],
    ['chunks/shared-1.js', 'import"./style-2.js";export const x=1;'],
    ['chunks/style-2.js', 'export{};'],
    ['assets/worker-3.mjs', 'export{};'],
  ]);

  it('lists every module sorted, with the hash of its bytes and the indices of its static imports', () => {
    const table = moduleTable(modules);
    expect(table.map(([file]) => file)).toEqual([
      'assets/worker-3.mjs',
      'chunks/shared-1.js',
      'chunks/style-2.js',
      'coop-b.js',
    ]);
    for (const [file, integrity] of table) expect(integrity).toBe(sha384(modules.get(file)!));
    expect(table.map(([, , imports]) => imports)).toEqual([[], [2], [], [1, 2]]);
  });

  it('refuses a static import the folder does not have', () => {
    expect(() => moduleTable(new Map([['coop-b.js', 'import"./chunks/gone.js";']]))).toThrow(
      'coop-b.js imports ./chunks/gone.js, which is not in the folder',
    );
  });

  const table: ModuleTable = [['coop-b.js', 'sha384-abc', []]];
  const parseTable = (loader: string) => {
    const literal = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(loader)?.[1];
    return JSON.parse(JSON.parse(literal!) as string) as unknown;
  };

  it('goes into the loader in place of the placeholder, as a string the loader parses', () => {
    for (const quoted of [`\`${moduleTablePlaceholder}\``, `'${moduleTablePlaceholder}'`]) {
      const loader = `var e=JSON.parse(${quoted}),t=1;export{t as discover};`;
      const { code } = loaderWithTable(loader, table);
      expect(code).not.toContain('coop-member-portal:module-table');
      expect(parseTable(code)).toEqual(table);
      expect(code.endsWith(',t=1;export{t as discover};')).toBe(true);
    }
  });

  it('is refused by a loader without the placeholder, with two, or with a static import', () => {
    const placeholder = `JSON.parse(\`${moduleTablePlaceholder}\`)`;
    expect(() => loaderWithTable('var e=1;', table)).toThrow('0 times, not once');
    expect(() => loaderWithTable(`var e=${placeholder},f=${placeholder};`, table)).toThrow('2 times');
    expect(() => loaderWithTable(`import"./chunks/a.js";var e=${placeholder};`, table)).toThrow(
      'imports a module statically',
    );
  });

  it('uses the placeholder and hook key that widgets/loader.ts holds', async () => {
    const source = await readFile(new URL('../../../widgets/loader.ts', import.meta.url), 'utf8');
    expect(source).toContain(`JSON.parse('${moduleTablePlaceholder}')`);
    expect(source).toContain(`Symbol.for('${importHookKey}')`);
  });
});

describe('source maps of rewritten files', () => {
  it('encodes and decodes VLQ values', () => {
    for (const values of [[0], [1, -1, 15, 16], [-123456, 987654, 0, 31, 32]]) {
      expect(decodeVlq(encodeVlq(values))).toEqual(values);
    }
    expect(encodeVlq([0, 0, 0, 0])).toBe('AAAA');
    expect(decodeVlq('iBAAiB')).toEqual([17, 0, 0, 17]);
  });

  it('moves the generated columns after an edit on its line, and nothing on the other lines', () => {
    const code = 'f(import("./a.js"));b()\nc()';
    // f at 0, b at 20 on line 0 (from columns 0 and 20 of the source); c at 0 on line 1.
    const map = JSON.stringify({ version: 3, sources: ['s.ts'], names: [], mappings: 'AAAA,oBAAoB;AACpB' });
    const { edits } = rewriteDynamicImports(code);
    const shifted = JSON.parse(shiftSourceMap(map, code, edits)) as { mappings: string; sources: string[] };
    const [line0, line1] = shifted.mappings.split(';');
    const segments = line0!.split(',').map(decodeVlq);
    expect(segments[0]).toEqual([0, 0, 0, 0]);
    expect(segments[1]).toEqual([20 + importHookExpression.length - 'import'.length, 0, 0, 20]);
    expect(line1).toBe('AACpB');
    expect(shifted.sources).toEqual(['s.ts']);
  });
});

describe('the CDN folder of a build', () => {
  let project: string;
  const widgets = () => path.join(project, 'dist/widgets');
  const loaderSource = `var e=JSON.parse(\`${moduleTablePlaceholder}\`);export{e as discover};`;
  const files: Record<string, string> = {
    'loader.js': loaderSource,
    'coop-a.js': 'import{t}from"./chunks/shared-1.js";const l=()=>import(`./chunks/lazy-2.js`);export{l,t};',
    'coop-b.js': 'import"./chunks/shared-1.js";',
    'chunks/shared-1.js': 'export const t=1;',
    'chunks/lazy-2.js':
      'import{t}from"./shared-1.js";export const w=new URL(`../assets/worker-3.mjs`,import.meta.url).href,m=()=>import(w);',
    // pdf.js's worker imports a decoder by a computed address.
    'assets/worker-3.mjs': 'export const ok=1,j=t=>import(t);',
  };
  let before: Map<string, Buffer>;
  let result: Awaited<ReturnType<typeof buildCdnFolder>>;

  const snapshot = async (folder: string) => {
    const contents = new Map<string, Buffer>();
    for (const file of await readdir(folder, { recursive: true })) {
      const absolute = path.join(folder, file);
      contents.set(file, await readFile(absolute).catch(() => Buffer.alloc(0)));
    }
    return contents;
  };

  beforeAll(async () => {
    project = await mkdtemp(path.join(os.tmpdir(), 'coop-cdn-project-'));
    await writeFile(
      path.join(project, 'package.json'),
      JSON.stringify({ name: '@coop-x/elements', version: '9.8.7' }),
    );
    await mkdir(path.join(widgets(), 'chunks'), { recursive: true });
    await mkdir(path.join(widgets(), 'assets'), { recursive: true });
    for (const [file, code] of Object.entries(files)) {
      await writeFile(path.join(widgets(), file), code);
      await writeFile(path.join(widgets(), `${file}.gz`), gzipSync(code));
      await writeFile(path.join(widgets(), `${file}.br`), 'stale');
    }
    // Segments at the start, at the dynamic import and at the export after it.
    const code = files['coop-a.js']!;
    const [at, after] = [code.indexOf('import(`'), code.indexOf('export{')];
    const mappings = [
      [0, 0, 0, 0],
      [at, 0, 0, at],
      [after - at, 0, 0, after - at],
    ]
      .map(encodeVlq)
      .join(',');
    await writeFile(
      path.join(widgets(), 'coop-a.js.map'),
      JSON.stringify({ version: 3, sources: ['a.ts'], names: [], mappings }),
    );
    before = await snapshot(widgets());
    // The folder's own loader stands in for the checked build of widgets/loader.ts (tested below).
    result = await buildCdnFolder(project, { buildLoader: async () => undefined });
  });
  afterAll(() => rm(project, { recursive: true, force: true }));

  const cdnFile = (file: string) => readFile(path.join(result.folder, file), 'utf8');

  it('is the versioned folder of the product, and leaves the npm bundle byte for byte as vite wrote it', async () => {
    expect(path.relative(project, result.folder)).toBe(path.join('dist/cdn/coop-x/9.8.7'));
    expect(await snapshot(widgets())).toEqual(before);
    expect(await readFile(path.join(widgets(), 'coop-a.js'), 'utf8')).toContain(
      'import(`./chunks/lazy-2.js`)',
    );
  });

  it('sends the dynamic imports of every module, assets included, through the loader hook', async () => {
    expect(await cdnFile('coop-a.js')).toBe(
      files['coop-a.js']!.replace('import(`', `${importHookExpression}(\``),
    );
    expect(await cdnFile('chunks/lazy-2.js')).toContain(`${importHookExpression}(w)`);
    expect(await cdnFile('assets/worker-3.mjs')).toContain(`${importHookExpression}(t)`);
    expect(await cdnFile('chunks/shared-1.js')).toBe(files['chunks/shared-1.js']);
  });

  it('writes the table of every module but the loader, hashed after the rewriting', async () => {
    const table = result.table;
    expect(table.map(([file]) => file)).toEqual([
      'assets/worker-3.mjs',
      'chunks/lazy-2.js',
      'chunks/shared-1.js',
      'coop-a.js',
      'coop-b.js',
    ]);
    for (const [file, integrity] of table) {
      expect(integrity, file).toBe(sha384(await readFile(path.join(result.folder, file))));
    }
    expect(table.map(([, , imports]) => imports)).toEqual([[], [2], [], [2], [2]]);
    const loader = await cdnFile('loader.js');
    expect(loader).not.toContain(moduleTablePlaceholder);
    const literal = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(loader)![1]!;
    expect(JSON.parse(JSON.parse(literal) as string)).toEqual(table);
  });

  it('pins the final bytes in integrity.json: the loader’s hash covers its table', async () => {
    const written = JSON.parse(await cdnFile('integrity.json')) as Record<string, string>;
    expect(written).toEqual(result.integrity);
    expect(Object.keys(written)).toEqual(['coop-a.js', 'coop-b.js', 'loader.js']);
    for (const [file, integrity] of Object.entries(written)) {
      expect(integrity, file).toBe(subresourceIntegrity(await readFile(path.join(result.folder, file))));
    }
  });

  it('refuses to pin a folder twice', async () => {
    await expect(pinModules(result.folder)).rejects.toThrow('has no module table placeholder');
  });

  it('rewrites the compressed copies and the source map of each changed file', async () => {
    for (const file of ['coop-a.js', 'chunks/lazy-2.js', 'assets/worker-3.mjs', 'loader.js']) {
      const code = await cdnFile(file);
      expect(gunzipSync(await readFile(path.join(result.folder, `${file}.gz`))).toString(), file).toBe(code);
      expect(
        brotliDecompressSync(await readFile(path.join(result.folder, `${file}.br`))).toString(),
        file,
      ).toBe(code);
    }
    // Unchanged files keep their copies as they were.
    expect(await readFile(path.join(result.folder, 'chunks/shared-1.js.br'), 'utf8')).toBe('stale');
    // The segment at the import keyword stays (the hook stands for it); the one after moves with the text.
    const code = files['coop-a.js']!;
    const [at, after] = [code.indexOf('import(`'), code.indexOf('export{')];
    const map = JSON.parse(await cdnFile('coop-a.js.map')) as { mappings: string };
    expect(map.mappings.split(',').map(decodeVlq)).toEqual([
      [0, 0, 0, 0],
      [at, 0, 0, at],
      [after - at + importHookExpression.length - 'import'.length, 0, 0, after - at],
    ]);
    const rewritten = await cdnFile('coop-a.js');
    expect(rewritten.indexOf('export{')).toBe(after + importHookExpression.length - 'import'.length);
  });
});

describe('the CDN folder’s loader', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'coop-checked-loader-'));
    for (const file of ['coop-a.js', 'coop-b-c.js', 'loader.js'])
      await writeFile(path.join(folder, file), '');
    await buildCheckedLoader(projectDirectory, folder);
  }, 60_000);
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('is widgets/loader.ts with its checked loading, for the folder’s tags, its table still to fill', async () => {
    const loader = await readFile(path.join(folder, 'loader.js'), 'utf8');
    expect(loader).toContain(moduleTablePlaceholder.slice(1, -1));
    expect(loader).toContain('modulepreload');
    expect(loader).toContain('coop-member-portal.import');
    expect(loader).toMatch(/new Set\(\[`coop-a`,`coop-b-c`\]\)/);
    expect(JSON.parse(await readFile(path.join(folder, 'loader.js.map'), 'utf8'))).toMatchObject({
      version: 3,
    });
  });
});
