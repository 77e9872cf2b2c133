import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { hoistImportsPlugin } from '../../../build/hoist-imports-plugin.ts';

type OutputChunk = Rolldown.OutputChunk;

function chunk(fileName: string, imports: string[], facadeModuleId: string | null = null): OutputChunk {
  return { type: 'chunk', fileName, imports, facadeModuleId, code: `/*${fileName}*/` } as OutputChunk;
}

/** Runs the plugin's generateBundle on `chunks`, as the bundler does once they are rendered. */
function hoist(modules: string[], chunks: OutputChunk[]): Record<string, OutputChunk> {
  const bundle = Object.fromEntries(chunks.map((item) => [item.fileName, item]));
  const { generateBundle } = hoistImportsPlugin(modules);
  const hook = typeof generateBundle === 'function' ? generateBundle : generateBundle?.handler;
  (hook as (options: unknown, bundle: Rolldown.OutputBundle) => void)(
    {},
    bundle as unknown as Rolldown.OutputBundle,
  );
  return bundle;
}

describe('hoistImportsPlugin', () => {
  it('names every chunk of the static graph in the chunk of a listed module, after its own imports', () => {
    const bundle = hoist(
      ['/src/launcher.tsx'],
      [
        chunk('chunks/launcher-a.js', ['chunks/flow-b.js', 'chunks/react-c.js'], '/src/launcher.tsx'),
        chunk('chunks/flow-b.js', ['chunks/field-d.js', 'chunks/react-c.js']),
        chunk('chunks/field-d.js', ['chunks/text-e.js', 'coop-config.js']),
        chunk('chunks/text-e.js', ['chunks/launcher-a.js']),
        chunk('chunks/react-c.js', []),
        chunk('coop-config.js', []),
        chunk('chunks/later-f.js', ['chunks/field-d.js']),
      ],
    );
    const launcher = bundle['chunks/launcher-a.js']!;
    expect(launcher.code).toBe(
      '/*chunks/launcher-a.js*/\nimport"./field-d.js";import"./text-e.js";import"../coop-config.js";\n',
    );
    expect(launcher.imports).toEqual([
      'chunks/flow-b.js',
      'chunks/react-c.js',
      'chunks/field-d.js',
      'chunks/text-e.js',
      'coop-config.js',
    ]);
    // A chunk not listed, even one dynamically imported elsewhere, is left as it was.
    expect(bundle['chunks/later-f.js']!.code).toBe('/*chunks/later-f.js*/');
    expect(bundle['chunks/flow-b.js']!.imports).toEqual(['chunks/field-d.js', 'chunks/react-c.js']);
  });

  it('leaves a listed chunk whose graph is one level deep as it is', () => {
    const bundle = hoist(
      ['/src/launcher.tsx'],
      [chunk('launcher.js', ['react.js'], '/src/launcher.tsx'), chunk('react.js', [])],
    );
    expect(bundle['launcher.js']!.code).toBe('/*launcher.js*/');
  });
});
