import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const projectDirectory = fileURLToPath(new URL('../../', import.meta.url));
/** The host files of tests/types/fixtures: a page using the elements as a cooperative would. */
export const fixturesDirectory = path.join(projectDirectory, 'tests/types/fixtures');

export interface HostDiagnostic {
  readonly file: string;
  readonly code: number;
  readonly message: string;
}

/**
 * Type-checks `file` as a cooperative's TypeScript + React 19 project would: strict, `react-jsx`.
 * The package resolves either from a types folder (`typesDirectory`, before packaging) or from a project
 * that installed it (`projectRoot`, through the package's `exports`). React's types come from this
 * repository's node_modules.
 */
export function typeCheckHost(
  file: string,
  where: { readonly typesDirectory: string } | { readonly projectRoot: string },
): HostDiagnostic[] {
  const reactTypes = path.join(projectDirectory, 'node_modules/@types/react');
  const packagePaths: Record<string, string[]> =
    'typesDirectory' in where
      ? {
          '@coop-member-portal/elements': [path.join(where.typesDirectory, 'index.d.ts')],
          '@coop-member-portal/elements/react': [path.join(where.typesDirectory, 'react.d.ts')],
          '@coop-member-portal/elements/*': [path.join(where.typesDirectory, '*')],
        }
      : {};
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    types: [],
    skipLibCheck: false,
    baseUrl: 'typesDirectory' in where ? projectDirectory : where.projectRoot,
    paths: {
      ...packagePaths,
      react: [path.join(reactTypes, 'index.d.ts')],
      'react/jsx-runtime': [path.join(reactTypes, 'jsx-runtime.d.ts')],
    },
  };
  const program = ts.createProgram([file], options);
  return ts
    .getPreEmitDiagnostics(program)
    .filter((diagnostic) => !diagnostic.file?.fileName.includes('/@types/'))
    .map((diagnostic) => ({
      file: diagnostic.file ? path.basename(diagnostic.file.fileName) : '',
      code: diagnostic.code,
      message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
    }));
}
