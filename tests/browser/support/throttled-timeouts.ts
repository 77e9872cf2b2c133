/**
 * Loaded by the test page before any test file. With the CPU throttled (`COOP_CPU_SLOWDOWN=4 npm run
 * test:browser`, the runner's flake check) every test gets that many times its own time-out, whether it is
 * the suite's default or one a file sets for its longer flows: a throttled run then looks for tests that
 * race the screen, not for tests that are merely slower.
 */

export const slowdown = Number(
  document.querySelector('meta[name="coop-cpu-slowdown"]')?.getAttribute('content') ?? '1',
);

interface TimedTest {
  timeout(): number;
  timeout(ms: number): void;
}

const { mocha } = window as unknown as {
  mocha: { suite: { beforeEach(hook: (this: { currentTest?: TimedTest }) => void): void } };
};

if (slowdown > 1) {
  mocha.suite.beforeEach(function scaleTimeout() {
    const test = this.currentTest;
    if (test) test.timeout(test.timeout() * slowdown);
  });
}
