import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Names, in the chunk of each of `modules` (modules the bundle imports dynamically), every chunk of its
 * static import graph as a direct import. A browser learns of a module's imports only once the module
 * has arrived, so a graph five chunks deep costs five round trips before any of it runs; with every
 * chunk named by the first, all of them are requested as soon as it arrives: two round trips.
 *
 * The imports go after the chunk's own, whose graph holds them already, so the order in which the
 * modules run is unchanged. (Rollup's `output.hoistTransitiveImports` does this for entry chunks;
 * Rolldown does not have it, nor does it for a dynamically imported chunk.)
 */
export function hoistImportsPlugin(modules: readonly string[]): Plugin {
  return {
    name: 'coop-hoist-imports',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.facadeModuleId || !modules.includes(chunk.facadeModuleId)) {
          continue;
        }
        const graph = new Set<string>();
        const pending = [...chunk.imports];
        while (pending.length > 0) {
          const file = pending.pop()!;
          if (file === chunk.fileName || graph.has(file)) continue;
          graph.add(file);
          const imported = bundle[file];
          if (imported?.type === 'chunk') pending.push(...imported.imports);
        }
        const hoisted = [...graph].filter((file) => !chunk.imports.includes(file)).sort();
        if (hoisted.length === 0) continue;
        const directory = path.posix.dirname(chunk.fileName);
        const specifier = (file: string) => {
          const relative = path.posix.relative(directory, file);
          return relative.startsWith('.') ? relative : `./${relative}`;
        };
        // On a line of its own after the code: the source map's lines and columns stay as they are.
        chunk.code += `\n${hoisted.map((file) => `import${JSON.stringify(specifier(file))};`).join('')}\n`;
        chunk.imports.push(...hoisted);
      }
    },
  };
}
