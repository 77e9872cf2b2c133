/**
 * `npm test`: every check of the project, run as a small dependency graph on the machine's two cores.
 * Steps that need a build wait for it; each step's output is printed whole when it ends, and a table of
 * wall times at the end says where the minutes went. The first failure stops what has not started; the
 * exit code is non-zero.
 *
 * The steps that drive a browser or a clock (the browser, end-to-end and story tests, the unit suite's
 * time-outs) hold the cores between them, one at a time. The checks that only read files and have no
 * time-out (the type check, ESLint, Prettier) run beside them at the lowest priority: they take only what
 * a browser step leaves idle (the end-to-end step keeps 1.65 of the two cores busy), instead of a turn of
 * their own.
 */
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

interface Step {
  readonly name: string;
  readonly command: string;
  /** The steps that must pass first. */
  readonly after?: readonly string[];
  /** Cores it keeps busy: the graph never starts more than the machine has. */
  readonly cores: 1 | 2;
  /**
   * It reads files and has no time-out to miss: it runs from the start at the lowest priority (`nice`),
   * beside whatever holds the cores, on the time they leave idle.
   */
  readonly onIdleCores?: boolean;
}

const steps: readonly Step[] = [
  { name: 'typecheck', command: 'npm run typecheck', cores: 2, onIdleCores: true },
  { name: 'lint', command: 'npm run lint:code', cores: 1, onIdleCores: true },
  // Formatting and the generated files.
  { name: 'format', command: 'npm run lint:format', cores: 1, onIdleCores: true },
  { name: 'build', command: 'npm run build', cores: 2 },
  { name: 'package', command: 'npm run test:package', after: ['build'], cores: 1 },
  // The size budgets of docs/performance.md on the build (bytes, not timings): beside the package's test.
  { name: 'sizes', command: 'npm run test:sizes', after: ['build'], cores: 1, onIdleCores: true },
  { name: 'storybook', command: 'npm run build-storybook', after: ['build'], cores: 1 },
  // The longest step, and the one that leaves most of a core idle: early, so the checks on idle cores
  // finish beside it.
  { name: 'end-to-end and stories', command: 'npm run test:e2e', after: ['build', 'storybook'], cores: 2 },
  { name: 'unit', command: 'npm run test:unit', cores: 2 },
  { name: 'scaffold', command: 'npm run test:scaffold', cores: 2 },
  { name: 'browser', command: 'npm run test:browser', cores: 2 },
];

const machineCores = 2;

interface Outcome {
  readonly name: string;
  /** When it started, in seconds from the start of the run. */
  readonly startedAt: number;
  readonly seconds: number;
  readonly code: number | null;
}

function run(step: Step, runStarted: number): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const command = step.onIdleCores ? `nice -n 19 ${step.command}` : step.command;
    const child = spawn(command, { shell: true, env: { ...process.env, FORCE_COLOR: '0' } });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      process.stdout.write(
        `\n── ${step.name} (${step.command}): ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds.toFixed(0)} s\n`,
      );
      process.stdout.write(Buffer.concat(output));
      resolve({ name: step.name, startedAt: (started - runStarted) / 1000, seconds, code });
    });
  });
}

async function main(): Promise<number> {
  const started = performance.now();
  const waiting = [...steps];
  const running = new Map<string, { step: Step; done: Promise<Outcome> }>();
  const passed = new Set<string>();
  const outcomes: Outcome[] = [];
  let failed = false;

  const busyCores = () =>
    [...running.values()]
      .filter(({ step }) => !step.onIdleCores)
      .reduce((sum, { step }) => sum + step.cores, 0);
  while (waiting.length > 0 || running.size > 0) {
    if (!failed) {
      for (const step of [...waiting]) {
        const ready = (step.after ?? []).every((name) => passed.has(name));
        // A two-core step may start alone; otherwise the cores in use plus its own fit the machine. The
        // checks on idle cores start at once, whatever else runs.
        const fits =
          step.onIdleCores === true || busyCores() === 0 || busyCores() + step.cores <= machineCores;
        if (!ready || !fits) continue;
        waiting.splice(waiting.indexOf(step), 1);
        running.set(step.name, { step, done: run(step, started) });
      }
    }
    if (running.size === 0) break;
    const outcome = await Promise.race([...running.values()].map(({ done }) => done));
    running.delete(outcome.name);
    outcomes.push(outcome);
    if (outcome.code === 0) passed.add(outcome.name);
    else failed = true;
  }

  const total = (performance.now() - started) / 1000;
  // Where each step sat in the run, so the path that set the wall time can be read off the table.
  const rows = outcomes.map(
    ({ name, startedAt, seconds, code }) =>
      `  ${name.padEnd(24)} ${seconds.toFixed(0).padStart(5)} s  from ${startedAt.toFixed(0).padStart(5)} s  ${code === 0 ? 'passed' : 'FAILED'}`,
  );
  const skipped = waiting.map(({ name }) => `  ${name.padEnd(24)}     -               not run`);
  process.stdout.write(`\nnpm test: ${total.toFixed(0)} s wall\n${[...rows, ...skipped].join('\n')}\n`);
  return failed || waiting.length > 0 ? 1 : 0;
}

process.exitCode = await main();
