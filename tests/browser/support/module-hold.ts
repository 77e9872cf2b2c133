import { executeServerCommand } from '@web/test-runner-commands';

/**
 * Holds back a module of the product in this test's page: its requests wait until `release` (the code
 * "still on its way"). `path` is the module's path as the dev server serves it, e.g.
 * '/src/features/home/HomeScreen.tsx'.
 */
export async function holdModule(path: string): Promise<{ release(): Promise<number> }> {
  await executeServerCommand('hold-module', { path });
  return { release: () => executeServerCommand<number, { path: string }>('release-module', { path }) };
}
