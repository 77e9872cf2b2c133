import { readFileSync } from 'node:fs';
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { projectDirectory } from '../../build/element-artifacts.ts';
import { createSimulator } from '../../demo-host/simulator/simulator.ts';
import { demoCheckArguments } from '../unit/contract/demo-check-arguments.ts';
import { elementRegistry } from '../../widgets/element-registry.ts';
import { fixturesDirectory, mistakeLines, typeCheckHost } from '../types/type-check-host.ts';

const run = promisify(execFile);

interface PackageJson {
  name: string;
  exports: Record<string, string | { types?: string; default?: string }>;
  dependencies?: Record<string, string>;
  [field: string]: unknown;
}

let scratch: string;
let hostProject: string;
let packedFiles: string[];
/** The manifest as published (dist/npm/package.json), not the project's. */
let manifest: PackageJson;

const packageDirectory = path.join(projectDirectory, 'dist/npm');
/** The host's own React 19, packed from this project's node_modules: the install needs no registry. */
const hostReact = ['react', 'react-dom', 'scheduler'];

// `npm pack` of the published folder, installed into an empty project as docs/cdn.md tells a
// cooperative's web team to: a plain `npm install`, its scripts on, beside the host's own React 19.
beforeAll(async () => {
  await stat(path.join(packageDirectory, 'package.json')).catch(() => {
    throw new Error('No package to pack: run `npm run build` first.');
  });
  manifest = JSON.parse(await readFile(path.join(packageDirectory, 'package.json'), 'utf8')) as PackageJson;
  scratch = await mkdtemp(path.join(os.tmpdir(), 'coop-package-'));
  const { stdout } = await run('npm', ['pack', packageDirectory, '--json', '--pack-destination', scratch], {
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
  const { stdout: reactPacks } = await run(
    'npm',
    ['pack', ...hostReact.map((name) => path.join(projectDirectory, 'node_modules', name)), '--json'],
    { cwd: scratch },
  );
  const reactTarballs = (JSON.parse(reactPacks) as Array<{ filename: string }>).map((pack) =>
    path.join(scratch, pack.filename),
  );
  await run(
    'npm',
    [
      'install',
      path.join(scratch, packed!.filename),
      ...reactTarballs,
      '--offline',
      '--no-audit',
      '--no-fund',
    ],
    { cwd: hostProject },
  );
}, 120_000);

afterAll(() => (scratch ? rm(scratch, { recursive: true, force: true }) : undefined));

const exportTargets = () =>
  Object.values(manifest.exports).flatMap((target) =>
    typeof target === 'string'
      ? [target]
      : [target.types, target.default].filter((value) => value !== undefined),
  );

describe('the npm package', () => {
  it('exports every element, the loader, configure(), the manifest and the back office’s OpenAPI document', () => {
    const entries = Object.keys(manifest.exports);
    for (const { tag } of elementRegistry) expect(entries).toContain(`./${tag}.js`);
    expect(entries).toEqual(
      expect.arrayContaining(['.', './react', './loader.js', './custom-elements.json', './openapi.json']),
    );
  });

  it('ships the build only: every export target, no sources, no source maps, no precompressed copies', () => {
    for (const target of exportTargets()) expect(packedFiles).toContain(target.replace(/^\.\//, ''));
    expect(packedFiles).toEqual(
      expect.arrayContaining(['package.json', 'README.md', 'custom-elements.json']),
    );
    expect(packedFiles.filter((file) => /^(src|widgets|tests|demo-host|build)\//.test(file))).toEqual([]);
    expect(packedFiles.filter((file) => /\.(map|br|gz)$/.test(file))).toEqual([]);
    // Storybook's mock worker is not the cooperative's.
    expect(packedFiles.filter((file) => file.includes('mockServiceWorker'))).toEqual([]);
    // Every file has a name any host serves: hosts and CDNs commonly hide names that start with a dot
    // or an underscore (a build once named a chunk after an internal module, `_coop-shadow-styles_…`).
    expect(packedFiles.filter((file) => !/^[A-Za-z0-9][\w.-]*(\/[A-Za-z0-9][\w.-]*)*$/.test(file))).toEqual(
      [],
    );
    // No script names a source map the package does not carry.
    const scripts = packedFiles.filter((file) => file.endsWith('.js'));
    const pointingAtMaps = scripts.filter((file) =>
      readFileSync(path.join(packageDirectory, file), 'utf8').includes('sourceMappingURL='),
    );
    expect(pointingAtMaps).toEqual([]);
    // The package's loader imports as it is: the checked loading is the CDN folder's (docs/cdn.md).
    expect(readFileSync(path.join(packageDirectory, 'dist/widgets/loader.js'), 'utf8')).not.toContain(
      'modulepreload',
    );
    // The PDF viewer's worker is an asset file beside the chunks (it cannot be inlined under a strict CSP).
    expect(packedFiles.some((file) => /^dist\/widgets\/assets\/pdf\.worker[^/]*\.m?js$/.test(file))).toBe(
      true,
    );
  });

  it('pulls in no dependencies: React and the rest are inside the bundle', () => {
    expect(manifest.dependencies ?? {}).toEqual({});
    // The React wrapper alone uses the host's React, if the host has one.
    expect(manifest.peerDependencies).toEqual({ react: '>=19' });
    expect(manifest.peerDependenciesMeta).toEqual({ react: { optional: true } });
  });

  it('publishes what a consumer needs only: no scripts, development dependencies or overrides', () => {
    expect(Object.keys(manifest).sort()).toEqual(
      [
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
        'sideEffects',
        'peerDependencies',
        'peerDependenciesMeta',
      ].sort(),
    );
    expect(manifest.sideEffects).toEqual(['./dist/widgets/*.js', './dist/widgets/chunks/*.js']);
    // The project's own manifest cannot be published by mistake.
    const project = JSON.parse(readFileSync(path.join(projectDirectory, 'package.json'), 'utf8')) as {
      private?: boolean;
    };
    expect(project.private).toBe(true);
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

  it('runs coop-contract-check from the installed package against a back office over HTTP', async () => {
    const simulator = createSimulator();
    const server = serve({ fetch: simulator.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const apiBase = `http://127.0.0.1:${port}/api`;
    const junit = path.join(scratch, 'contract-check.xml');
    try {
      const { stdout } = await run(
        'npx',
        ['--no-install', 'coop-contract-check', ...demoCheckArguments(apiBase), '--junit', junit],
        { cwd: hostProject },
      );
      // Read-only by default: the change and the payment are the two skipped checks.
      expect(stdout).toMatch(/\n\d+ passed, 0 failed, 2 skipped \(/);
      expect(stdout).toContain('  pass  getAccountDetails  GET /v3/members/1001/accounts/details → 200');
      expect(stdout).toContain(
        '  pass  getAccountDetails: a page of one (limit=1) counts every account  GET /v3/members/1001/accounts/details?limit=1 → 200',
      );
      expect(await readFile(junit, 'utf8')).toMatch(
        /<testsuites name="coop-contract-check [^"]+" tests="\d+" failures="0" skipped="2"/,
      );
      // A wrong password: the member's calls cannot run, and the command says so with its exit status.
      const refused = await run(
        'npx',
        [
          '--no-install',
          'coop-contract-check',
          ...demoCheckArguments(apiBase),
          '--member',
          'jordan.rivera:wrong',
        ],
        { cwd: hostProject },
      ).then(
        () => undefined,
        (error: { code: number; stdout: string }) => error,
      );
      expect(refused?.code).toBe(1);
      expect(refused?.stdout).toContain('  FAIL  login  POST /v3/auth/login → 400');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }, 60_000);

  it('type-checks a TypeScript + React 19 page using every element against the installed package', async () => {
    const page = await readFile(path.join(fixturesDirectory, 'host-app.tsx'), 'utf8');
    expect(elementRegistry.map(({ tag }) => tag).filter((tag) => !page.includes(`<${tag}`))).toEqual([]);
    await copyFile(path.join(fixturesDirectory, 'host-app.tsx'), path.join(hostProject, 'host-app.tsx'));
    expect(typeCheckHost(path.join(hostProject, 'host-app.tsx'), { projectRoot: hostProject })).toEqual([]);
  }, 60_000);

  it('refuses each mistake of a page on its own line (tag, attribute, event, detail, property), and nothing else', async () => {
    const file = 'host-mistakes.tsx';
    await copyFile(path.join(fixturesDirectory, file), path.join(hostProject, file));
    const marked = mistakeLines(path.join(hostProject, file));
    const diagnostics = typeCheckHost(path.join(hostProject, file), { projectRoot: hostProject });
    const refused = new Set(diagnostics.map((diagnostic) => diagnostic.line));
    expect(
      marked.filter((line) => !refused.has(line)),
      'mistakes that type-check',
    ).toEqual([]);
    expect(
      diagnostics.filter((diagnostic) => diagnostic.file !== file || !marked.includes(diagnostic.line)),
      'diagnostics elsewhere',
    ).toEqual([]);
  }, 60_000);

  it('builds a Vite + React 19 host that imports the elements, their assets going with them', async () => {
    await copyFile(path.join(fixturesDirectory, 'host-app.tsx'), path.join(hostProject, 'host-app.tsx'));
    await writeFile(
      path.join(hostProject, 'index.html'),
      '<!doctype html><html lang="en"><title>Member page</title><div id="root"></div><script type="module" src="/main.tsx"></script></html>\n',
    );
    await writeFile(
      path.join(hostProject, 'main.tsx'),
      "import { createRoot } from 'react-dom/client';\nimport { MemberPage } from './host-app.tsx';\n\ncreateRoot(document.getElementById('root')!).render(<MemberPage />);\n",
    );
    await writeFile(
      path.join(hostProject, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { jsx: 'react-jsx', module: 'esnext', moduleResolution: 'bundler' },
      }),
    );
    // This project's Vite, run in the host project: what it resolves comes from the host's node_modules.
    await run(
      process.execPath,
      [path.join(projectDirectory, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
      {
        cwd: hostProject,
      },
    );
    const assets = await readdir(path.join(hostProject, 'dist/assets'));
    const scripts = await Promise.all(
      assets
        .filter((file) => file.endsWith('.js'))
        .map((file) => readFile(path.join(hostProject, 'dist/assets', file), 'utf8')),
    );
    const bundle = scripts.join('\n');
    // The elements' definitions are in the host's bundle (a string check: the bundle is megabytes).
    const definedTags = ['coop-portal', 'coop-quick-pay-button'].filter((tag) =>
      new RegExp(`[\`'"]${tag}[\`'"]`).test(bundle),
    );
    expect(definedTags).toEqual(['coop-portal', 'coop-quick-pay-button']);
    // The PDF viewer's worker is a file the bundler emits beside the chunks.
    expect(assets.some((file) => /^pdf\.worker.*\.m?js$/.test(file))).toBe(true);
  }, 120_000);
});
