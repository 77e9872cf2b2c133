import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { simulatorServices } from '../../../demo-host/simulator/services.ts';

// Each service of the simulator owns its slice of the state: only its own files touch it, and the
// others ask it through its exported functions. A service's module declares the slice, its seed and
// those functions; its routes import it, never the other way round, so no service and its routes form
// an import cycle. Read from the sources, so that a new service is held to both from its first line.

const demoHostDirectory = path.resolve(import.meta.dirname, '../../../demo-host');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

const files = sourceFiles(demoHostDirectory);
const sources = new Map(
  files.map((file) => [
    file,
    ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true),
  ]),
);
const relative = (file: string) => path.relative(demoHostDirectory, file);

/** The slice a service module declares: `SimulatorService<'accounts', …>`. */
function declaredSlice(source: ts.SourceFile): string | undefined {
  return /SimulatorService<\s*'(\w+)'/.exec(source.text)?.[1];
}

/** Each service's module and folder, by the slice it owns. */
const services = new Map(
  files.flatMap((file) => {
    const slice = file.endsWith('-service.ts') ? declaredSlice(sources.get(file)!) : undefined;
    return slice ? [[slice, { module: file, folder: path.dirname(file) }] as const] : [];
  }),
);
const sliceNames = new Set(services.keys());

/** The slice whose folder holds the file; undefined for the files every service shares. */
function ownerOf(file: string): string | undefined {
  return [...services].find(([, service]) => path.dirname(file) === service.folder)?.[0];
}

/** `state`, `store.state`, `savedState`: an expression the state (or a whole saved state) is in. */
function isState(expression: ts.Expression): boolean {
  const name = ts.isIdentifier(expression)
    ? expression.text
    : ts.isPropertyAccessExpression(expression)
      ? expression.name.text
      : undefined;
  return name !== undefined && /^state$|State$/.test(name);
}

interface SliceRead {
  file: string;
  line: number;
  slice: string;
}

/** Every place the file names a slice of the state: `state.accounts`, `state['accounts']`, `{ accounts } = store.state`. */
function sliceReads(file: string): SliceRead[] {
  const source = sources.get(file)!;
  const reads: SliceRead[] = [];
  const add = (node: ts.Node, slice: string) => {
    if (!sliceNames.has(slice)) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    reads.push({ file: relative(file), line, slice });
  };
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node) && isState(node.expression)) add(node, node.name.text);
    if (
      ts.isElementAccessExpression(node) &&
      isState(node.expression) &&
      ts.isStringLiteralLike(node.argumentExpression)
    ) {
      add(node, node.argumentExpression.text);
    }
    if (
      ts.isVariableDeclaration(node) &&
      ts.isObjectBindingPattern(node.name) &&
      node.initializer &&
      isState(node.initializer)
    ) {
      for (const element of node.name.elements) {
        const key = element.propertyName ?? element.name;
        if (ts.isIdentifier(key) || ts.isStringLiteralLike(key)) add(element, key.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return reads;
}

/** The modules a file imports, with whether the import is for types only. */
function importsOf(file: string): { target: string; typeOnly: boolean }[] {
  const source = sources.get(file)!;
  return source.statements.flatMap((statement) => {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) return [];
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) return [];
    const clause = ts.isImportDeclaration(statement) ? statement.importClause : undefined;
    const named = clause?.namedBindings;
    const typeOnly = ts.isImportDeclaration(statement)
      ? clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            named !== undefined &&
            ts.isNamedImports(named) &&
            named.elements.length > 0 &&
            named.elements.every((element) => element.isTypeOnly)))
      : statement.isTypeOnly;
    return [{ target: path.resolve(path.dirname(file), specifier.text), typeOnly }];
  });
}

/** The modules the file loads when it runs: its imports, theirs and so on (type imports load nothing). */
function loadedBy(file: string): Set<string> {
  const loaded = new Set<string>();
  const pending = [file];
  while (pending.length > 0) {
    for (const { target, typeOnly } of importsOf(pending.pop()!)) {
      if (typeOnly || loaded.has(target) || !sources.has(target)) continue;
      loaded.add(target);
      pending.push(target);
    }
  }
  return loaded;
}

const isRoutesModule = (file: string) => file.endsWith('-routes.ts');

describe('the simulator’s services and their slices', () => {
  it('finds the module of every service the registry lists', () => {
    expect([...sliceNames].sort()).toStrictEqual(simulatorServices.map((service) => service.name).sort());
  });

  it('reads a slice only in the folder of the service that owns it', () => {
    const foreign = files.flatMap((file) => sliceReads(file).filter((read) => read.slice !== ownerOf(file)));
    expect(
      foreign.map(({ file, line, slice }) => `${file}:${line} reads the ${slice} slice`),
      'another service’s slice is read through that service’s exported functions',
    ).toStrictEqual([]);
  });

  it('never has a service import its own routes', () => {
    const routesImported = [...services.values()].flatMap(({ module, folder }) => {
      const direct = importsOf(module).map((entry) => entry.target);
      return [...new Set([...direct, ...loadedBy(module)])]
        .filter((target) => isRoutesModule(target) && path.dirname(target) === folder)
        .map((target) => `${relative(module)} imports ${relative(target)}`);
    });
    expect(
      routesImported,
      'the routes import the service; the registry (services.ts) pairs them',
    ).toStrictEqual([]);
  });

  it('has no import cycle between a service and the modules it loads', () => {
    const cycles = [...services.values()].flatMap(({ module }) =>
      [...loadedBy(module)]
        .filter((target) => target !== module && loadedBy(target).has(module))
        .map((target) => `${relative(module)} ⇄ ${relative(target)}`),
    );
    expect(cycles).toStrictEqual([]);
  });
});
