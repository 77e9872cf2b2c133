import ts from 'typescript';
import { schemeColors } from '../src/ui/theme-colors.ts';

/**
 * Facts read from the source with the TypeScript compiler, so nothing generated from them can drift:
 * the events' detail types and descriptions (src/ui/element/events.ts) and the theme's custom properties
 * with their defaults (src/ui/theme.css.ts).
 */

export interface EventFact {
  readonly name: string;
  readonly description: string;
  /** The detail's type as self-contained TypeScript text: aliases expanded, e.g. `{ amount: number }`. */
  readonly detailType: string;
}

export interface CssPropertyFact {
  readonly name: string;
  readonly default: string;
}

const primitiveFlags =
  ts.TypeFlags.String |
  ts.TypeFlags.Number |
  ts.TypeFlags.Boolean |
  ts.TypeFlags.BooleanLiteral |
  ts.TypeFlags.BigInt |
  ts.TypeFlags.Null |
  ts.TypeFlags.Undefined |
  ts.TypeFlags.Void |
  ts.TypeFlags.Never |
  ts.TypeFlags.Any |
  ts.TypeFlags.Unknown;

function typeText(checker: ts.TypeChecker, type: ts.Type, depth = 0): string {
  if (depth > 6) return checker.typeToString(type);
  if (type.isUnion()) {
    const members = type.types.map((member) => typeText(checker, member, depth + 1));
    // `boolean` is the union `false | true` to the checker.
    const withBoolean =
      members.includes('false') && members.includes('true')
        ? ['boolean', ...members.filter((member) => member !== 'false' && member !== 'true')]
        : members;
    return withBoolean.join(' | ');
  }
  if (type.isLiteral() || type.flags & primitiveFlags) {
    return checker.typeToString(type);
  }
  if (checker.isArrayType(type)) {
    const [element] = checker.getTypeArguments(type as ts.TypeReference);
    return element ? `${typeText(checker, element, depth + 1)}[]` : 'unknown[]';
  }
  const properties = checker.getPropertiesOfType(type);
  if (properties.length === 0) return 'Record<string, never>';
  const fields = properties.map((property) => {
    const declaration = property.valueDeclaration ?? property.declarations?.[0];
    const propertyType = declaration
      ? checker.getTypeOfSymbolAtLocation(property, declaration)
      : checker.getDeclaredTypeOfSymbol(property);
    const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
    return `${property.name}${optional}: ${typeText(checker, propertyType, depth + 1)}`;
  });
  return `{ ${fields.join('; ')} }`;
}

/** Every member of `CoopEventDetails`, with its JSDoc and its detail type. */
export function readEventFacts(eventsFile: string): EventFact[] {
  const program = ts.createProgram([eventsFile], {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(eventsFile);
  if (!source) throw new Error(`Cannot read ${eventsFile}`);
  let details: ts.InterfaceDeclaration | undefined;
  source.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === 'CoopEventDetails') details = node;
  });
  if (!details) throw new Error(`No CoopEventDetails interface in ${eventsFile}`);
  const type = checker.getTypeAtLocation(details);
  return checker.getPropertiesOfType(type).map((property) => ({
    name: property.name,
    description: ts
      .displayPartsToString(property.getDocumentationComment(checker))
      .replace(/\s+/g, ' ')
      .trim(),
    detailType: typeText(checker, checker.getTypeOfSymbolAtLocation(property, details!)),
  }));
}

function callArgument(source: ts.SourceFile, callee: string, index: number): ts.ObjectLiteralExpression {
  let found: ts.ObjectLiteralExpression | undefined;
  const visit = (node: ts.Node): void => {
    if (
      !found &&
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === callee
    ) {
      const argument = node.arguments[index];
      if (argument && ts.isObjectLiteralExpression(argument)) found = argument;
    }
    node.forEachChild(visit);
  };
  visit(source);
  if (!found) throw new Error(`No ${callee}(…) with an object literal at argument ${index}`);
  return found;
}

/** The object literal a top-level `const` of the file is declared with. */
function variableObject(source: ts.SourceFile, name: string): ts.ObjectLiteralExpression {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (
        ts.isIdentifier(declaration.name) &&
        declaration.name.text === name &&
        declaration.initializer &&
        ts.isObjectLiteralExpression(declaration.initializer)
      ) {
        return declaration.initializer;
      }
    }
  }
  throw new Error(`No const ${name} = { … } in ${source.fileName}`);
}

/** Leaves of an object literal of string literals, by their key path ('color.primary'). */
function stringLeaves(object: ts.ObjectLiteralExpression, prefix = ''): Map<string, string> {
  const leaves = new Map<string, string>();
  for (const property of object.properties) {
    if (!ts.isPropertyAssignment(property)) continue;
    const key = ts.isIdentifier(property.name) || ts.isStringLiteral(property.name) ? property.name.text : '';
    const path = prefix ? `${prefix}.${key}` : key;
    const value = property.initializer;
    if (ts.isObjectLiteralExpression(value)) {
      for (const [leafPath, text] of stringLeaves(value, path)) leaves.set(leafPath, text);
    } else if (ts.isStringLiteralLike(value)) {
      leaves.set(path, value.text);
    }
  }
  return leaves;
}

/** The theme's `--coop-*` properties with their defaults, in the contract's order. */
export function readCssPropertyFacts(themeFile: string, sourceText: string): CssPropertyFact[] {
  const source = ts.createSourceFile(themeFile, sourceText, ts.ScriptTarget.ES2022, true);
  const names = stringLeaves(callArgument(source, 'createGlobalThemeContract', 0));
  const defaults = stringLeaves(variableObject(source, 'defaults'));
  // The colours are the light scheme's, kept in theme-colors.ts beside the dark ones.
  for (const [key, value] of Object.entries(schemeColors.light)) defaults.set(`color.${key}`, value);
  return [...names].map(([path, name]) => {
    const value = defaults.get(path);
    if (value === undefined) throw new Error(`The theme has no default for ${path} (--${name})`);
    return { name: `--${name}`, default: value };
  });
}
