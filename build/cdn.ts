import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The CDN build: `dist/cdn/<product>/<version>/`, the widget bundle as a CDN serves it (entries, hashed
 * chunks and assets with their Brotli and gzip copies, source maps), plus `integrity.json` with the
 * Subresource Integrity hash of every entry file and of the loader. An entry's hash covers that file;
 * the chunks it imports carry a content hash in their names, so a changed chunk is a different URL.
 *
 *   npx tsx build/cdn.ts    (after `npm run build`; prints the script tags)
 */

export interface Integrity {
  /** File name → `sha384-…`. */
  readonly [file: string]: string;
}

export function subresourceIntegrity(bytes: Uint8Array): string {
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

export async function buildCdnFolder(
  projectDirectory: string,
): Promise<{ folder: string; integrity: Integrity }> {
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
  const integrity = await integrityOf(folder);
  await writeFile(path.join(folder, 'integrity.json'), `${JSON.stringify(integrity, null, 2)}\n`);
  return { folder, integrity };
}

async function main(): Promise<void> {
  const projectDirectory = fileURLToPath(new URL('../', import.meta.url));
  const { folder, integrity } = await buildCdnFolder(projectDirectory);
  const base = `https://cdn.example.coop/${path.relative(path.join(projectDirectory, 'dist/cdn'), folder)}`;
  console.log(`CDN folder: ${path.relative(projectDirectory, folder)}\n`);
  for (const file of Object.keys(integrity)) console.log(scriptTag(base, file, integrity));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
