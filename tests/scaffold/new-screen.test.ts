import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

/**
 * `npm run new-screen` on a throwaway copy of the working tree: the skeleton it writes must pass, as
 * written, what a change to the project must pass: the whole project's types, lint and formatting of
 * every file it wrote or changed, the generated files, the whole unit suite (its own unit and contract
 * tests with every other, which read the shared files it changed) and its browser test. Run by
 * `npm run test:scaffold` (Node's test runner through tsx).
 */

const projectDirectory = fileURLToPath(new URL('../../', import.meta.url));
// A name that begins with an existing area's ('meter-reading'): what matches one by prefix matches both.
const area = 'meter-reading-history';
/** Its own port, so it never meets a browser test run of the checkout itself. */
const browserTestPort = '8813';

interface Run {
  readonly code: number | null;
  readonly output: string;
}

function run(command: string, args: readonly string[], cwd: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** Fails with the command's last lines of output unless it exited with 0. */
async function expectToPass(what: string, command: string, args: readonly string[], cwd: string) {
  const { code, output } = await run(command, args, cwd);
  if (code !== 0) {
    const tail = output.trim().split('\n').slice(-60).join('\n');
    throw new Error(`${what} failed (exit ${code}) in ${cwd}:\n${tail}`);
  }
}

/** The working tree as git sees it: tracked files still there, and untracked ones it does not ignore. */
async function workingTreeFiles(): Promise<string[]> {
  const { code, output } = await run(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    projectDirectory,
  );
  if (code !== 0) throw new Error(`git ls-files failed: ${output}`);
  return [...new Set(output.split('\0').filter((file) => file !== ''))].filter((file) =>
    existsSync(path.join(projectDirectory, file)),
  );
}

/**
 * node_modules entry by entry, so the copy shares the installed packages but keeps its own caches
 * (Vite's, which a browser test run rewrites).
 */
async function linkPackages(copy: string): Promise<void> {
  const modules = path.join(projectDirectory, 'node_modules');
  await mkdir(path.join(copy, 'node_modules'));
  for (const entry of await readdir(modules)) {
    if (entry === '.vite' || entry === '.cache') continue;
    await symlink(path.join(modules, entry), path.join(copy, 'node_modules', entry));
  }
}

async function fingerprints(directory: string, files: readonly string[]): Promise<Map<string, string>> {
  const prints = new Map<string, string>();
  for (const file of files) {
    prints.set(
      file,
      createHash('sha1')
        .update(await readFile(path.join(directory, file)))
        .digest('hex'),
    );
  }
  return prints;
}

async function filesUnder(directory: string, relative = ''): Promise<string[]> {
  const entries = await readdir(path.join(directory, relative), { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    const file = relative === '' ? entry.name : `${relative}/${entry.name}`;
    if (entry.name === 'node_modules' || entry.name === '.git') continue;
    if (entry.isDirectory()) files.push(...(await filesUnder(directory, file)));
    else files.push(file);
  }
  return files;
}

// The checks only read the copy, each writing its own cache: run together, they keep both cores busy
// (the type check and ESLint each use one) instead of taking turns.
describe(`npm run new-screen ${area}, on a copy of the working tree`, { concurrency: true }, () => {
  let copy = '';
  /** What the scaffold wrote: new files and changed ones. */
  let written: string[] = [];
  const bin = (name: string) => path.join(copy, 'node_modules/.bin', name);
  /** The written files of a kind; never none, which would make a runner take every file it knows. */
  const writtenMatching = (pattern: RegExp) => {
    const files = written.filter((file) => pattern.test(file));
    if (files.length === 0) throw new Error(`No written file matches ${pattern}`);
    return files;
  };

  before(async () => {
    copy = await mkdtemp(path.join(os.tmpdir(), 'coop-new-screen-'));
    for (const file of await workingTreeFiles()) {
      await mkdir(path.dirname(path.join(copy, file)), { recursive: true });
      await copyFile(path.join(projectDirectory, file), path.join(copy, file));
    }
    await linkPackages(copy);
    const before = await fingerprints(copy, await filesUnder(copy));
    await expectToPass('npm run new-screen', 'npm', ['run', 'new-screen', area], copy);
    const now = await fingerprints(copy, await filesUnder(copy));
    written = [...now].filter(([file, print]) => before.get(file) !== print).map(([file]) => file);
  });

  after(() => (copy ? rm(copy, { recursive: true, force: true }) : undefined));

  it('writes the area’s files and adds it to the shared ones', () => {
    const expected = [
      `src/domain/${area}/messages.ts`,
      `src/api/${area}.ts`,
      `demo-host/simulator/${area}/${area}-service.ts`,
      'src/features/meter-reading-history/MeterReadingHistoryScreen.tsx',
      `widgets/coop-${area}.ts`,
      `widgets/generated/coop-${area}.ts`,
      `tests/browser/${area}/${area}.test.ts`,
      'src/portal/route-screens.tsx',
      'demo-host/simulator/services.ts',
      'tests/unit/domain/portal/routes.test.ts',
      'package.json',
      'docs/api.md',
      'build/accessibility/conformance.ts',
      'docs/accessibility.md',
    ];
    const missing = expected.filter((file) => !written.includes(file));
    if (missing.length > 0)
      throw new Error(`Not written: ${missing.join(', ')} (written: ${written.join(', ')})`);
  });

  // A whole check: the element it adds joins the global tag map (HTMLElementTagNameMap), so every file is
  // checked again; the project's own tsc record would spare nothing.
  it('type-checks the whole project', () =>
    expectToPass('npm run typecheck', 'npm', ['run', 'typecheck'], copy));

  it('passes ESLint and Prettier on what it wrote', async () => {
    await expectToPass('eslint', bin('eslint'), writtenMatching(/\.(ts|tsx)$/), copy);
    await expectToPass('prettier', bin('prettier'), ['--check', ...written], copy);
  });

  it('leaves the files generated from the element registry up to date', () =>
    expectToPass('npm run artifacts -- --check', 'npm', ['run', 'artifacts', '--', '--check'], copy));

  it('passes the whole unit suite, its own unit and contract tests with it', async () => {
    // Its own first: a written test file must exist, or the runner would take every file it knows.
    writtenMatching(/^tests\/unit\/.*\.test\.ts$/);
    await expectToPass('vitest', bin('vitest'), ['run', 'tests/unit'], copy);
  });

  it('passes its browser test', () =>
    expectToPass(
      'web-test-runner',
      bin('web-test-runner'),
      [...writtenMatching(/^tests\/browser\/.*\.test\.tsx?$/), '--port', browserTestPort],
      copy,
    ));
});
