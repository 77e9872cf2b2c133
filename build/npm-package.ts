import { execFile } from 'node:child_process';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { projectDirectory } from './element-artifacts.ts';

/**
 * The npm package as it is published: `dist/npm/`, the files package.json's `files` names and a
 * manifest with what a consumer needs (name, version, exports, types, the editor fields, side effects,
 * the optional React peer of the wrapper). The project's own manifest is private: its scripts
 * (`postinstall` included), devDependencies and overrides are the project's, not the consumer's, and a
 * consumer's `npm install` would run them. Its dependencies (the libraries the elements run in the
 * browser, listed so that `npm audit --omit=dev` covers them) are inside the built scripts already, so
 * a consumer installs none.
 *
 *   npx tsx build/npm-package.ts    (`npm run build` runs it)
 *   npm publish dist/npm            (or `npm pack dist/npm`)
 */

/** The project's package.json, as far as the published manifest reads it. */
export interface ProjectManifest {
  readonly name: string;
  readonly version: string;
  readonly description?: string;
  readonly license?: string;
  readonly type?: string;
  readonly exports: Record<string, unknown>;
  readonly types?: string;
  readonly customElements?: string;
  readonly 'web-types'?: string;
  readonly sideEffects?: readonly string[];
  readonly [field: string]: unknown;
}

/** The fields a consumer's tools read, in the order npm writes them. */
const publishedFields = [
  'name',
  'version',
  'description',
  'license',
  'type',
  'exports',
  'types',
  'customElements',
  'web-types',
  'bin',
] as const;

/** Where the published files live: `dist/`, plus the manifest and README at the package's root. */
const isShipped = (file: string) => file.startsWith('./dist/');

export function publishedManifest(project: ProjectManifest): Record<string, unknown> {
  const manifest: Record<string, unknown> = {};
  for (const field of publishedFields) {
    if (project[field] !== undefined) manifest[field] = project[field];
  }
  // The project lists its widget sources too (Storybook imports them); the package has only dist/.
  manifest.sideEffects = (project.sideEffects ?? []).filter(isShipped);
  // `./react`'s components call the host's React; the elements themselves carry their own.
  manifest.peerDependencies = { react: '>=19' };
  manifest.peerDependenciesMeta = { react: { optional: true } };
  return manifest;
}

const run = promisify(execFile);

/** The files `npm pack` takes from the project by its `files` field (package.json aside). */
export async function packedFiles(directory: string): Promise<string[]> {
  const { stdout } = await run('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: directory,
    maxBuffer: 16 * 1024 * 1024,
  });
  const [packed] = JSON.parse(stdout) as Array<{ files: Array<{ path: string }> }>;
  return packed!.files.map((file) => file.path).filter((file) => file !== 'package.json');
}

export async function writeNpmPackage(directory: string): Promise<string> {
  const target = path.join(directory, 'dist/npm');
  const project = JSON.parse(await readFile(path.join(directory, 'package.json'), 'utf8')) as ProjectManifest;
  await rm(target, { recursive: true, force: true });
  for (const file of await packedFiles(directory)) {
    await mkdir(path.dirname(path.join(target, file)), { recursive: true });
    await cp(path.join(directory, file), path.join(target, file));
  }
  await writeFile(
    path.join(target, 'package.json'),
    `${JSON.stringify(publishedManifest(project), null, 2)}\n`,
  );
  return target;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const target = await writeNpmPackage(projectDirectory);
  console.log(
    `npm package: ${path.relative(projectDirectory, target)} (npm publish ${path.relative(projectDirectory, target)})`,
  );
}
