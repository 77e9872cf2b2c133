import { readFileSync } from 'node:fs';
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectDirectory } from '../../build/element-artifacts.ts';
import { elementRegistry } from '../../widgets/element-registry.ts';
import { fixturesDirectory, typeCheckHost } from '../types/type-check-host.ts';

const run = promisify(execFile);

interface PackageJson {
  name: string;
  exports: Record<string, string | { types?: string; default?: string }>;
  dependencies?: Record<string, string>;
  files: string[];
}

let scratch: string;
let hostProject: string;
let packedFiles: string[];
let manifest: PackageJson;

// `npm pack` of the build, installed into an empty project as a cooperative's web team would.
beforeAll(async () => {
  await stat(path.join(projectDirectory, 'dist/types/index.d.ts')).catch(() => {
    throw new Error('No build to pack: run `npm run build` first.');
  });
  manifest = JSON.parse(await readFile(path.join(projectDirectory, 'package.json'), 'utf8')) as PackageJson;
  scratch = await mkdtemp(path.join(os.tmpdir(), 'coop-package-'));
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', scratch], {
    cwd: projectDirectory,
    maxBuffer: 16 * 1024 * 1024,
  });
  const [packed] = JSON.parse(stdout) as Array<{ filename: string; files: Array<{ path: string }> }>;
  packedFiles = packed!.files.map((file) => file.path);

  hostProject = path.join(scratch, 'host');
  await mkdir(hostProject);
  await writeFile(
    path.join(hostProject, 'package.json'),
    JSON.stringify({ name: 'cooperative-site', private: true, type: 'module' }),
  );
  await run(
    'npm',
    [
      'install',
      path.join(scratch, packed!.filename),
      '--offline',
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
    ],
    { cwd: hostProject },
  );
}, 90_000);

afterAll(() => (scratch ? rm(scratch, { recursive: true, force: true }) : undefined));

const exportTargets = () =>
  Object.values(manifest.exports).flatMap((target) =>
    typeof target === 'string'
      ? [target]
      : [target.types, target.default].filter((value) => value !== undefined),
  );

describe('the npm package', () => {
  it('exports every element, the loader, configure() and the manifest', () => {
    const entries = Object.keys(manifest.exports);
    for (const { tag } of elementRegistry) expect(entries).toContain(`./${tag}.js`);
    expect(entries).toEqual(
      expect.arrayContaining(['.', './react', './loader.js', './custom-elements.json']),
    );
  });

  it('ships the build only: every export target, no sources, no source maps, no precompressed copies', () => {
    for (const target of exportTargets()) expect(packedFiles).toContain(target.replace(/^\.\//, ''));
    expect(packedFiles.filter((file) => /^(src|widgets|tests|demo-host|build)\//.test(file))).toEqual([]);
    expect(packedFiles.filter((file) => /\.(map|br|gz)$/.test(file))).toEqual([]);
    // Storybook's mock worker is not the cooperative's.
    expect(packedFiles.filter((file) => file.includes('mockServiceWorker'))).toEqual([]);
    // No script names a source map the package does not carry.
    const scripts = packedFiles.filter((file) => file.endsWith('.js'));
    const pointingAtMaps = scripts.filter((file) =>
      readFileSync(path.join(projectDirectory, file), 'utf8').includes('sourceMappingURL='),
    );
    expect(pointingAtMaps).toEqual([]);
    // The PDF viewer's worker is an asset file beside the chunks (it cannot be inlined under a strict CSP).
    expect(packedFiles.some((file) => /^dist\/widgets\/assets\/pdf\.worker[^/]*\.m?js$/.test(file))).toBe(
      true,
    );
  });

  it('pulls in no dependencies: React and the rest are inside the bundle', () => {
    expect(manifest.dependencies ?? {}).toEqual({});
  });

  it('resolves every export from a project that installed the tarball', async () => {
    const specifiers = Object.entries(manifest.exports)
      .filter(([, target]) => typeof target === 'string' || target.default !== undefined)
      .map(([entry]) => (entry === '.' ? manifest.name : `${manifest.name}/${entry.replace(/^\.\//, '')}`));
    const { stdout } = await run(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `for (const s of ${JSON.stringify(specifiers)}) console.log(import.meta.resolve(s));`,
      ],
      { cwd: hostProject },
    );
    const resolved = stdout.trim().split('\n');
    expect(resolved).toHaveLength(specifiers.length);
    for (const url of resolved) await stat(new URL(url));
  });

  it('type-checks a TypeScript + React 19 page against the installed package, and refuses a wrong attribute', async () => {
    for (const fixture of ['host-app.tsx', 'wrong-attribute.tsx']) {
      await copyFile(path.join(fixturesDirectory, fixture), path.join(hostProject, fixture));
    }
    expect(typeCheckHost(path.join(hostProject, 'host-app.tsx'), { projectRoot: hostProject })).toEqual([]);
    expect(
      typeCheckHost(path.join(hostProject, 'wrong-attribute.tsx'), { projectRoot: hostProject }),
    ).toEqual([
      expect.objectContaining({
        code: 2322,
        message: expect.stringContaining("Property 'lable' does not exist"),
      }),
    ]);
  }, 60_000);
});
