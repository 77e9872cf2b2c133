import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** 1 KB = 1,024 bytes throughout the bench. */
export const KB = 1024;

export interface FileSize {
  /** Path inside the widget bundle, e.g. `coop-quick-pay-button.js` or `chunks/QuickPayFlow-CJ_EEQeH.js`. */
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface EntrySize extends FileSize {
  /** Gzip bytes of the entry plus every chunk it imports statically (what loading it costs up front). */
  gzipWithStaticImports: number;
  staticImports: string[];
}

export interface BundleSizes {
  entries: EntrySize[];
  /** `loader.js`, the one-script loader (absent from a bundle built without it). */
  loader: FileSize | undefined;
  /** Every chunk, largest (gzip) first. */
  chunks: FileSize[];
}

/** Gzip at level 9 of the bytes themselves: response headers and server compression are not trusted. */
export function gzipSize(bytes: Uint8Array): number {
  return gzipSync(bytes, { level: 9 }).length;
}

export function formatKb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}

/** Sizes of each `coop-*.js` entry (alone and with its static imports) and of every chunk. */
export async function measureBundle(widgetsDirectory: string): Promise<BundleSizes> {
  const cache = new Map<string, Promise<{ size: FileSize; imports: string[] }>>();
  const load = (file: string) => {
    let loaded = cache.get(file);
    if (!loaded) {
      loaded = readFile(path.join(widgetsDirectory, file)).then((bytes) => ({
        size: { file, bytes: bytes.length, gzipBytes: gzipSize(bytes) },
        imports: staticImportsOf(bytes.toString('utf8'), file),
      }));
      cache.set(file, loaded);
    }
    return loaded;
  };

  const entryFiles = (await readdir(widgetsDirectory))
    .filter((file) => /^coop-[a-z-]+\.js$/.test(file))
    .sort();
  const entries: EntrySize[] = [];
  for (const file of entryFiles) {
    const { size } = await load(file);
    const closure = new Set<string>();
    const pending = [file];
    while (pending.length > 0) {
      const next = pending.pop()!;
      if (closure.has(next)) continue;
      closure.add(next);
      pending.push(...(await load(next)).imports);
    }
    let gzipWithStaticImports = 0;
    for (const member of closure) gzipWithStaticImports += (await load(member)).size.gzipBytes;
    closure.delete(file);
    entries.push({ ...size, gzipWithStaticImports, staticImports: [...closure].sort() });
  }

  const chunkFiles = (await readdir(path.join(widgetsDirectory, 'chunks')).catch(() => [] as string[]))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `chunks/${file}`);
  const chunks = await Promise.all(chunkFiles.map(async (file) => (await load(file)).size));
  chunks.sort((a, b) => b.gzipBytes - a.gzipBytes);
  const loader = (await readdir(widgetsDirectory)).includes('loader.js')
    ? (await load('loader.js')).size
    : undefined;
  return { entries, loader, chunks };
}

/**
 * The relative modules a built ES module imports statically (`import … from "./x.js"`, `import "./x.js"`,
 * `export … from "./x.js"`), as paths inside the bundle. Dynamic `import("./x.js")` is left out: that code
 * loads later, on demand. The bundle is the minified output of one bundler, so a pattern is enough here.
 */
function staticImportsOf(source: string, file: string): string[] {
  const pattern = /\b(?:import|export)\s*(?:[^"'();]*?\bfrom\s*)?(["'])(\.{1,2}\/[^"']+)\1/g;
  const imports = new Set<string>();
  for (const match of source.matchAll(pattern)) {
    const specifier = match[2];
    if (specifier) imports.add(path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)));
  }
  return [...imports];
}

/**
 * In how many round trips a browser importing `file` has every chunk of its static imports: it learns
 * of a chunk only once a chunk that imports it has arrived, so a chunk arrives one level below the
 * nearest chunk that names it (1: `file` imports nothing).
 */
export async function staticImportLevels(widgetsDirectory: string, file: string): Promise<number> {
  const seen = new Set([file]);
  let level = [file];
  let levels = 0;
  while (level.length > 0) {
    levels += 1;
    const next: string[] = [];
    for (const chunk of level) {
      const source = await readFile(path.join(widgetsDirectory, chunk), 'utf8');
      for (const imported of staticImportsOf(source, chunk)) {
        if (seen.has(imported)) continue;
        seen.add(imported);
        next.push(imported);
      }
    }
    level = next;
  }
  return levels;
}
