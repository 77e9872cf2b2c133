import { createHash } from 'node:crypto';
import { access, cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { build, parseAst } from 'vite';

/**
 * The CDN build: `dist/cdn/<product>/<version>/`, the widget bundle as a CDN serves it (entries, hashed
 * chunks and assets with their Brotli and gzip copies, source maps), plus `integrity.json` with the
 * Subresource Integrity hash of every entry file and of the loader.
 *
 * The copy is made verifiable end to end (the npm package, dist/widgets, is left as vite wrote it):
 * 1. Every dynamic `import(…)` of every JS module of the folder goes through the loader's verified
 *    import when the loader is on the page (a function under `Symbol.for(importHookKey)`), and stays a
 *    plain `import()` otherwise (an entry loaded by its own script tag, the pdf.js worker in a Worker).
 * 2. `loader.js` gets the table of every JS module of the folder (after step 1, so of the bytes served):
 *    its path, its SRI hash and its static imports. The loader fetches a module and its static import
 *    graph as `<link rel="modulepreload" integrity>` before importing it, so the loader's own hash,
 *    computed last, pins every module it can load.
 * Source maps and the Brotli/gzip copies of the rewritten files follow the new bytes.
 *
 *   npx tsx build/cdn.ts    (after `npm run build`; prints the script tags)
 */

export interface Integrity {
  /** File name → `sha384-…`. */
  readonly [file: string]: string;
}

/** The string the loader's source holds where the CDN copy gets its table (widgets/loader.ts). */
export const moduleTablePlaceholder = '"coop-member-portal:module-table"';

/** `Symbol.for(importHookKey)`: where the loader puts its verified import (widgets/loader.ts). */
export const importHookKey = 'coop-member-portal.import';

/**
 * What replaces the `import` keyword of a dynamic import: `import(x)` becomes `(hook)(x)`, the loader's
 * verified import of `x` relative to this module, or the module's own `import(x)` without the loader.
 */
export const importHookExpression = `((s)=>globalThis[Symbol.for(${JSON.stringify(importHookKey)})]?.(s,import.meta.url)??import(s))`;

/** A module of the table: its path in the folder, its SRI hash, the table indices of its static imports. */
export type ModuleTableRow = readonly [file: string, integrity: string, staticImports: readonly number[]];
export type ModuleTable = readonly ModuleTableRow[];

export function subresourceIntegrity(bytes: Uint8Array | string): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** The entry files of a widget bundle: every `coop-*.js` and `loader.js`. */
export async function entryFiles(widgetsDirectory: string): Promise<string[]> {
  return (await readdir(widgetsDirectory)).filter((file) => /^(coop-[a-z-]+|loader)\.js$/.test(file)).sort();
}

export async function integrityOf(widgetsDirectory: string): Promise<Integrity> {
  const integrity: Record<string, string> = {};
  for (const file of await entryFiles(widgetsDirectory)) {
    integrity[file] = subresourceIntegrity(await readFile(path.join(widgetsDirectory, file)));
  }
  return integrity;
}

/** The script tag of an entry on the CDN, pinned by its integrity hash. */
export function scriptTag(baseUrl: string, file: string, integrity: Integrity): string {
  const hash = integrity[file];
  if (!hash) throw new Error(`No integrity hash for ${file}`);
  return `<script type="module" src="${baseUrl}/${file}" integrity="${hash}" crossorigin="anonymous"></script>`;
}

// ---------------------------------------------------------------------------------------------------
// Reading the modules: the parser rolldown itself uses (through vite), so strings, template literals,
// comments and regular expressions that merely contain `import(` or `from"…"` are not taken for imports
// (pdf.js has `await import("${e}")` inside a template literal).

interface AstNode {
  readonly type: string;
  readonly start: number;
  readonly end: number;
  readonly [key: string]: unknown;
}

function isNode(value: unknown): value is AstNode {
  return (
    typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'
  );
}

function walk(node: unknown, visit: (node: AstNode) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (!isNode(node)) return;
  visit(node);
  for (const [key, child] of Object.entries(node)) {
    if (key !== 'type' && typeof child === 'object') walk(child, visit);
  }
}

/** The value of a string literal or of a template literal without substitutions; undefined otherwise. */
function constantString(node: unknown): string | undefined {
  if (!isNode(node)) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0) {
    const [quasi] = node.quasis as { value: { cooked: string | null } }[];
    return quasi?.value.cooked ?? undefined;
  }
  return undefined;
}

export interface DynamicImport {
  /** Where the `import` keyword starts. */
  readonly start: number;
  /** The specifier when it is written out (a string or a template literal without substitutions). */
  readonly specifier: string | undefined;
}

export interface ParsedModule {
  /** The specifiers of `import … from`, `import "…"`, `export … from`, in source order. */
  readonly staticImports: readonly string[];
  readonly dynamicImports: readonly DynamicImport[];
}

export function parseModule(code: string, file = 'module'): ParsedModule {
  const program = parseAst(code) as unknown as { body: AstNode[] };
  const staticImports: string[] = [];
  for (const statement of program.body) {
    if (!/^(ImportDeclaration|ExportNamedDeclaration|ExportAllDeclaration)$/.test(statement.type)) continue;
    if (!statement.source) continue;
    const specifier = constantString(statement.source);
    if (specifier === undefined) throw new Error(`${file}: an import without a string specifier`);
    staticImports.push(specifier);
  }
  const dynamicImports: DynamicImport[] = [];
  walk(program, (node) => {
    if (node.type !== 'ImportExpression') return;
    if (node.options)
      throw new Error(`${file}: import() with options is not rewritten (offset ${node.start})`);
    if (code.slice(node.start, node.start + 6) !== 'import') {
      throw new Error(`${file}: no import keyword at offset ${node.start}`);
    }
    dynamicImports.push({ start: node.start, specifier: constantString(node.source) });
  });
  dynamicImports.sort((a, b) => a.start - b.start);
  return { staticImports, dynamicImports };
}

/** A replacement of `removed` UTF-16 units at `start` (offsets of the original text). */
export interface Edit {
  readonly start: number;
  readonly removed: number;
  readonly text: string;
}

export function applyEdits(code: string, edits: readonly Edit[]): string {
  let result = '';
  let position = 0;
  for (const edit of [...edits].sort((a, b) => a.start - b.start)) {
    result += code.slice(position, edit.start) + edit.text;
    position = edit.start + edit.removed;
  }
  return result + code.slice(position);
}

/** Where an edit at `start` lands in the edited text. */
function editedOffset(edits: readonly Edit[], start: number): number {
  let offset = start;
  for (const edit of edits) if (edit.start < start) offset += edit.text.length - edit.removed;
  return offset;
}

/**
 * Sends every dynamic import of a module through the loader's hook (`importHookExpression`). Checked
 * by parsing the result: each hook must be the callee of its own call (a line break before `import`
 * could otherwise make the parenthesis continue the previous expression).
 */
export function rewriteDynamicImports(
  code: string,
  file = 'module',
): { code: string; edits: Edit[]; dynamicImports: readonly DynamicImport[] } {
  const { dynamicImports } = parseModule(code, file);
  const edits = dynamicImports.map(({ start }) => ({
    start,
    removed: 'import'.length,
    text: importHookExpression,
  }));
  if (edits.length === 0) return { code, edits, dynamicImports };
  const rewritten = applyEdits(code, edits);
  const callStarts = new Set<number>();
  walk(parseAst(rewritten), (node) => {
    if (node.type === 'CallExpression') callStarts.add(node.start);
  });
  for (const edit of edits) {
    if (!callStarts.has(editedOffset(edits, edit.start))) {
      throw new Error(`${file}: the dynamic import at offset ${edit.start} cannot be rewritten safely`);
    }
  }
  return { code: rewritten, edits, dynamicImports };
}

/** The path in the folder of a module's static import (relative specifiers only: the folder is self-contained). */
export function resolveInFolder(importer: string, specifier: string): string {
  if (!/^\.\.?\//.test(specifier)) {
    throw new Error(`${importer} imports ${specifier}: only modules of the folder can be pinned`);
  }
  const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(importer), specifier));
  if (resolved.startsWith('../')) throw new Error(`${importer} imports ${specifier}, outside the folder`);
  return resolved;
}

/**
 * The table of `modules` (path in the folder → final bytes): sorted by path, each with the hash of those
 * bytes and its static imports, every one of which must be a module of the table.
 */
export function moduleTable(modules: ReadonlyMap<string, string>): ModuleTable {
  const files = [...modules.keys()].sort();
  const index = new Map(files.map((file, position) => [file, position]));
  return files.map((file): ModuleTableRow => {
    const code = modules.get(file)!;
    const indices = parseModule(code, file).staticImports.map((specifier) => {
      const position = index.get(resolveInFolder(file, specifier));
      if (position === undefined) throw new Error(`${file} imports ${specifier}, which is not in the folder`);
      return position;
    });
    return [file, subresourceIntegrity(code), [...new Set(indices)]];
  });
}

/** The loader with `table` in place of its placeholder; refused if the loader imports anything statically. */
export function loaderWithTable(loader: string, table: ModuleTable): { code: string; edits: Edit[] } {
  const program = parseAst(loader);
  const placeholders: AstNode[] = [];
  walk(program, (node) => {
    if (node.type === 'ImportDeclaration' || (node.type.startsWith('Export') && node.source)) {
      throw new Error('loader.js imports a module statically: its hash would not pin that module');
    }
    if (constantString(node) === moduleTablePlaceholder) placeholders.push(node);
  });
  if (placeholders.length !== 1) {
    throw new Error(`loader.js holds the module table placeholder ${placeholders.length} times, not once`);
  }
  const [placeholder] = placeholders as [AstNode];
  // A JavaScript string of the table's JSON, which the loader parses.
  const edits = [
    {
      start: placeholder.start,
      removed: placeholder.end - placeholder.start,
      text: JSON.stringify(JSON.stringify(table)),
    },
  ];
  return { code: applyEdits(loader, edits), edits };
}

// ---------------------------------------------------------------------------------------------------
// Source maps: the edits change columns on their own line only (none adds or removes a line break).

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

export function decodeVlq(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const character of segment) {
    const digit = base64.indexOf(character);
    if (digit < 0) throw new Error(`Not a source map segment: ${segment}`);
    value += (digit & 31) * 2 ** shift;
    shift += 5;
    if ((digit & 32) === 0) {
      values.push(value % 2 === 1 ? -(value - 1) / 2 : value / 2);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

export function encodeVlq(values: readonly number[]): string {
  let segment = '';
  for (const value of values) {
    let rest = value < 0 ? -value * 2 + 1 : value * 2;
    do {
      let digit = rest & 31;
      rest = Math.floor(rest / 32);
      if (rest > 0) digit |= 32;
      segment += base64[digit];
    } while (rest > 0);
  }
  return segment;
}

/** The line (0-based) and column (UTF-16 units) of each offset of `code`. */
function lineAndColumn(code: string, offset: number): { line: number; column: number } {
  const before = code.slice(0, offset);
  const line = before.split('\n').length - 1;
  return { line, column: offset - (before.lastIndexOf('\n') + 1) };
}

/** The source map of `code` after `edits`: generated columns after an edit on its line move with it. */
export function shiftSourceMap(mapJson: string, code: string, edits: readonly Edit[]): string {
  if (
    edits.some(
      (edit) => code.slice(edit.start, edit.start + edit.removed).includes('\n') || edit.text.includes('\n'),
    )
  ) {
    throw new Error('An edit across lines cannot be mapped');
  }
  const map = JSON.parse(mapJson) as { mappings: string };
  const byLine = new Map<number, { column: number; removed: number; delta: number }[]>();
  for (const edit of edits) {
    const { line, column } = lineAndColumn(code, edit.start);
    const onLine = byLine.get(line) ?? [];
    onLine.push({ column, removed: edit.removed, delta: edit.text.length - edit.removed });
    byLine.set(line, onLine);
  }
  map.mappings = map.mappings
    .split(';')
    .map((segments, line) => {
      const lineEdits = byLine.get(line);
      if (!lineEdits || segments === '') return segments;
      let column = 0;
      let shiftedPrevious = 0;
      return segments
        .split(',')
        .map((segment) => {
          const [relative = 0, ...rest] = decodeVlq(segment);
          column += relative;
          let shifted = column;
          for (const edit of lineEdits) {
            if (column >= edit.column + edit.removed) shifted += edit.delta;
            else if (column > edit.column) shifted += edit.column - column;
          }
          const encoded = encodeVlq([shifted - shiftedPrevious, ...rest]);
          shiftedPrevious = shifted;
          return encoded;
        })
        .join(',');
    })
    .join(';');
  return JSON.stringify(map);
}

// ---------------------------------------------------------------------------------------------------

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/** Writes a file's new bytes, its source map moved by `edits`, and fresh Brotli and gzip copies if it had them. */
async function rewriteFile(folder: string, file: string, original: string, code: string, edits: Edit[]) {
  const absolute = path.join(folder, file);
  await writeFile(absolute, code);
  if (await exists(`${absolute}.map`)) {
    await writeFile(
      `${absolute}.map`,
      shiftSourceMap(await readFile(`${absolute}.map`, 'utf8'), original, edits),
    );
  }
  const content = Buffer.from(code);
  if (await exists(`${absolute}.br`)) {
    const params = {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    };
    await writeFile(`${absolute}.br`, await brotli(content, { params }));
  }
  if (await exists(`${absolute}.gz`))
    await writeFile(`${absolute}.gz`, await gzipAsync(content, { level: 9 }));
}

/** Every JS module of the folder but the loader, as paths with `/`. */
async function moduleFiles(folder: string): Promise<string[]> {
  const files = await readdir(folder, { recursive: true });
  return files
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /\.m?js$/.test(file) && file !== 'loader.js')
    .sort();
}

/**
 * Makes the CDN folder verifiable from the loader's hash: rewrites the dynamic imports of every module,
 * then writes the table of the rewritten modules into `loader.js`. Returns the table.
 */
export async function pinModules(folder: string): Promise<ModuleTable> {
  const loader = await readFile(path.join(folder, 'loader.js'), 'utf8');
  if (!loader.includes(moduleTablePlaceholder.slice(1, -1))) {
    throw new Error(`${folder}/loader.js has no module table placeholder (pinned already?)`);
  }
  const files = await moduleFiles(folder);
  const modules = new Map<string, string>();
  for (const file of files) {
    const original = await readFile(path.join(folder, file), 'utf8');
    const { code, edits, dynamicImports } = rewriteDynamicImports(original, file);
    // A written-out dynamic import must reach a module the table pins (others resolve at run time).
    for (const { specifier } of dynamicImports) {
      if (specifier !== undefined && !files.includes(resolveInFolder(file, specifier))) {
        throw new Error(`${file} imports ${specifier} dynamically, which is not in the folder`);
      }
    }
    if (edits.length > 0) await rewriteFile(folder, file, original, code, edits);
    modules.set(file, code);
  }
  const table = moduleTable(modules);
  const { code, edits } = loaderWithTable(loader, table);
  await rewriteFile(folder, 'loader.js', loader, code, edits);
  return table;
}

/**
 * The CDN folder's `loader.js` (and its source map): widgets/loader.ts built on its own with its checked
 * loading on, for the element tags of the folder; the package's loader is built without it.
 */
export async function buildCheckedLoader(projectDirectory: string, folder: string): Promise<void> {
  const tags = (await entryFiles(folder))
    .filter((file) => file.startsWith('coop-'))
    .map((file) => file.replace(/\.js$/, ''));
  const outDir = path.join(projectDirectory, 'dist/.checked-loader');
  await build({
    configFile: false,
    logLevel: 'warn',
    define: {
      __COOP_ELEMENT_TAGS__: JSON.stringify(tags),
      __COOP_CHECKED_LOADING__: 'true',
    },
    build: {
      outDir,
      emptyOutDir: true,
      minify: true,
      target: 'es2022',
      sourcemap: 'hidden',
      lib: { entry: { loader: path.join(projectDirectory, 'widgets/loader.ts') }, formats: ['es'] },
      rolldownOptions: {
        output: {
          minify: true,
          comments: { legal: true, annotation: false, jsdoc: false },
          entryFileNames: '[name].js',
        },
      },
    },
  });
  for (const file of ['loader.js', 'loader.js.map'])
    await cp(path.join(outDir, file), path.join(folder, file));
  await rm(outDir, { recursive: true, force: true });
}

export async function buildCdnFolder(
  projectDirectory: string,
  { buildLoader = buildCheckedLoader }: { readonly buildLoader?: typeof buildCheckedLoader } = {},
): Promise<{ folder: string; integrity: Integrity; table: ModuleTable }> {
  const { name, version } = JSON.parse(
    await readFile(path.join(projectDirectory, 'package.json'), 'utf8'),
  ) as {
    name: string;
    version: string;
  };
  const widgetsDirectory = path.join(projectDirectory, 'dist/widgets');
  // '@coop-member-portal/elements' → coop-member-portal/<version>: the product's name, then the version.
  const product = name.replace(/^@([^/]+)\/.*$/, '$1');
  const folder = path.join(projectDirectory, 'dist/cdn', product, version);
  await rm(folder, { recursive: true, force: true });
  await mkdir(path.dirname(folder), { recursive: true });
  await cp(widgetsDirectory, folder, { recursive: true });
  await buildLoader(projectDirectory, folder);
  const table = await pinModules(folder);
  // Last: the entries' and the loader's final bytes (the loader's hash covers the table).
  const integrity = await integrityOf(folder);
  await writeFile(path.join(folder, 'integrity.json'), `${JSON.stringify(integrity, null, 2)}\n`);
  return { folder, integrity, table };
}

async function main(): Promise<void> {
  const projectDirectory = fileURLToPath(new URL('../', import.meta.url));
  const { folder, integrity, table } = await buildCdnFolder(projectDirectory);
  const base = `https://cdn.example.coop/${path.relative(path.join(projectDirectory, 'dist/cdn'), folder)}`;
  console.log(
    `CDN folder: ${path.relative(projectDirectory, folder)} (loader.js pins ${table.length} modules)\n`,
  );
  for (const file of Object.keys(integrity)) console.log(scriptTag(base, file, integrity));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
