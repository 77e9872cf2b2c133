import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const projectDirectory = fileURLToPath(new URL('../../', import.meta.url));
/** The host files of tests/types/fixtures: a page using the elements as a cooperative would. */
export const fixturesDirectory = path.join(projectDirectory, 'tests/types/fixtures');

export interface HostDiagnostic {
  readonly file: string;
  /** 1-based; 0 for a diagnostic of no file. */
  readonly line: number;
  readonly code: number;
  readonly message: string;
}

/**
 * Type-checks `file` as a cooperative's TypeScript + React 19 project would: strict, `react-jsx`.
 * The package resolves either from a dist folder as the generator writes it (`distDirectory`, with
 * `types/` and `react/`, before packaging) or from a project that installed it (`projectRoot`,
 * through the package's `exports`). React's types come from this repository's node_modules.
 */
export function typeCheckHost(
  file: string,
  where: { readonly distDirectory: string } | { readonly projectRoot: string },
): HostDiagnostic[] {
  const reactTypes = path.join(projectDirectory, 'node_modules/@types/react');
  const packagePaths: Record<string, string[]> =
    'distDirectory' in where
      ? {
          '@coop-member-portal/elements': [path.join(where.distDirectory, 'types/index.d.ts')],
          '@coop-member-portal/elements/react': [path.join(where.distDirectory, 'react/index.d.ts')],
          '@coop-member-portal/elements/*': [path.join(where.distDirectory, 'types/*')],
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
    baseUrl: 'distDirectory' in where ? projectDirectory : where.projectRoot,
    paths: {
      ...packagePaths,
      react: [path.join(reactTypes, 'index.d.ts')],
      'react/jsx-runtime': [path.join(reactTypes, 'jsx-runtime.d.ts')],
    },
  };
  const program = ts.createProgram({ rootNames: [file], options, host: hostSharingLibraries(options) });
  // The host's own files and the package's, checked; TypeScript's libraries and React's types are used,
  // not checked again each time (their own errors are not the host's).
  const checked = program.getSourceFiles().filter((source) => !isLibrary(source.fileName));
  return [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...checked.flatMap((source) => [
      ...program.getSyntacticDiagnostics(source),
      ...program.getSemanticDiagnostics(source),
    ]),
  ]
    .filter((diagnostic) => !(diagnostic.file && isLibrary(diagnostic.file.fileName)))
    .map((diagnostic) => ({
      file: diagnostic.file ? path.basename(diagnostic.file.fileName) : '',
      line:
        diagnostic.file && diagnostic.start !== undefined
          ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line + 1
          : 0,
      code: diagnostic.code,
      message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
    }));
}

/** TypeScript's own libraries and the types React brings (its own and csstype's). */
function isLibrary(fileName: string): boolean {
  return /\/node_modules\/(typescript\/lib|@types|csstype)\//.test(fileName);
}

/** Libraries parsed once for every check of the run: they are the same files each time. */
const parsedLibraries = new Map<string, ts.SourceFile>();

function hostSharingLibraries(options: ts.CompilerOptions): ts.CompilerHost {
  return parsingOnce(ts.createCompilerHost(options), parsedLibraries, isLibrary);
}

/**
 * Makes `host` read the files `keep` accepts from `parsed` once they have been parsed, so that each
 * program of a run (all with the same options) does not parse them again.
 */
export function parsingOnce(
  host: ts.CompilerHost,
  parsed: Map<string, ts.SourceFile>,
  keep: (fileName: string) => boolean = () => true,
): ts.CompilerHost {
  const parse = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    if (!keep(fileName)) return parse(fileName, languageVersion, onError, shouldCreate);
    let source = parsed.get(fileName);
    if (!source) {
      source = parse(fileName, languageVersion, onError, shouldCreate);
      if (source) parsed.set(fileName, source);
    }
    return source;
  };
  return host;
}

/**
 * The 1-based lines of `file` that carry a `// mistake: <what>` comment: a fixture of mistakes marks
 * each line that must not type-check, so a test can hold every marked line to at least one
 * diagnostic and every other line to none.
 */
export function mistakeLines(file: string): number[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, index) => (/\/\/ mistake: \S/.test(line) ? [index + 1] : []));
}
