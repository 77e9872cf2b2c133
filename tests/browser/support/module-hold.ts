import { executeServerCommand } from '@web/test-runner-commands';

export interface HeldModule {
  /** Waits until the page has asked for the module (the request is parked). */
  requested(timeoutMs?: number): Promise<void>;
  /** Lets the parked requests through; returns how many there were. */
  release(): Promise<number>;
}

/**
 * Holds back a module of the product in this test's page: its requests wait until `release` (the code
 * "still on its way"). `path` is the module's path as the dev server serves it, e.g.
 * '/src/features/home/HomeScreen.tsx'.
 */
export async function holdModule(path: string): Promise<HeldModule> {
  await executeServerCommand('hold-module', { path });
  return {
    async requested(timeoutMs = 8000) {
      const started = performance.now();
      while ((await executeServerCommand<number, { path: string }>('held-requests', { path })) === 0) {
        if (performance.now() - started > timeoutMs)
          throw new Error(`Timed out waiting for a request of ${path}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    release: () => executeServerCommand<number, { path: string }>('release-module', { path }),
  };
}
