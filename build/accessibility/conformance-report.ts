import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import ts from 'typescript';
import {
  conformanceLevels,
  elementFamilies,
  evaluatedOn,
  evaluationMethods,
  successCriteria,
  type Assessment,
  type ConformanceLevel,
  type ElementFamily,
  type EvaluationMethod,
  type Evidence,
  type SuccessCriterion,
} from './conformance.ts';

/**
 * Generates docs/accessibility.md, a conformance report in the shape of a VPAT 2.5 (WCAG edition), from
 * the conformance table (build/accessibility/conformance.ts), and refuses a table whose claims its tests
 * do not back: a 'Supports' without evidence, or evidence naming a test file or title that is not there.
 *
 *   npm run docs:accessibility                                  write the report (after a change to the table)
 *   npx tsx build/accessibility/conformance-report.ts --check  fail when the committed report is stale
 */

export const projectDirectory = fileURLToPath(new URL('../../', import.meta.url));
export const reportFile = 'docs/accessibility.md';
const tableFile = 'build/accessibility/conformance.ts';

/** Separates the titles of a test's enclosing describes and its own, as test runners print them. */
export const titleSeparator = ' › ';

/** A test in a test file: the titles of its describes, outermost first, then its own. */
export type TestPath = readonly string[];

const describeNames = new Set(['describe', 'suite']);
const testNames = new Set(['it', 'test']);
/** Modifiers a runner chains onto its functions: `it.only`, `test.describe.serial`, `it.each(…)`. */
const modifiers = new Set([
  'only',
  'skip',
  'todo',
  'each',
  'fails',
  'concurrent',
  'sequential',
  'serial',
  'parallel',
  'fixme',
  'describe',
]);

/** `describe`, `test` or neither, for the callee of a call (`test.describe.serial`, `it.each(rows)`). */
function calleeKind(callee: ts.Expression): 'describe' | 'test' | null {
  // it.each(rows)('title', …): the callee is itself a call.
  const inner = ts.isCallExpression(callee) ? callee.expression : callee;
  const chain: string[] = [];
  let node: ts.Expression = inner;
  while (ts.isPropertyAccessExpression(node)) {
    chain.unshift(node.name.text);
    node = node.expression;
  }
  if (!ts.isIdentifier(node) || chain.some((name) => !modifiers.has(name))) return null;
  if (ts.isCallExpression(callee) && !chain.includes('each')) return null;
  if (describeNames.has(node.text) || chain.includes('describe')) return 'describe';
  return testNames.has(node.text) ? 'test' : null;
}

/** A title as written: a string's text, or a template's source between its backticks (`at ${width} px`). */
function titleText(argument: ts.Expression | undefined, source: ts.SourceFile): string | null {
  if (!argument) return null;
  if (ts.isStringLiteral(argument) || ts.isNoSubstitutionTemplateLiteral(argument)) return argument.text;
  if (ts.isTemplateExpression(argument)) return argument.getText(source).slice(1, -1);
  return null;
}

/** Every test of a test file (vitest, mocha, @web/test-runner or Playwright), with its describes. */
export function testPathsIn(fileName: string, text: string): TestPath[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const tests: TestPath[] = [];
  const visit = (node: ts.Node, describes: readonly string[]): void => {
    if (ts.isCallExpression(node)) {
      const kind = calleeKind(node.expression);
      const title = kind ? titleText(node.arguments[0], source) : null;
      if (kind === 'describe' && title !== null) {
        for (const argument of node.arguments.slice(1)) visit(argument, [...describes, title]);
        return;
      }
      if (kind === 'test' && title !== null) tests.push([...describes, title]);
    }
    ts.forEachChild(node, (child) => visit(child, describes));
  };
  visit(source, []);
  return tests;
}

/**
 * Whether `test` names one of `tests`: its own title, or its describes' and its own joined by ' › ',
 * as many of the outer ones as it takes to tell it apart (`Forgot Password › asks for the username…`).
 */
export function namesATest(test: string, tests: readonly TestPath[]): boolean {
  const wanted = test.split(titleSeparator);
  return tests.some(
    (path) =>
      path.length >= wanted.length &&
      wanted.every((title, index) => path[path.length - wanted.length + index] === title),
  );
}

/** Reads a project file, or null when there is none. */
export type SourceReader = (file: string) => Promise<string | null>;

export const readProjectFile: SourceReader = (file) =>
  readFile(path.join(projectDirectory, file), 'utf8').catch(() => null);

/** Each claim of the table its tests do not back, as a sentence naming the criterion and family. */
export async function conformanceProblems(
  criteria: readonly SuccessCriterion[],
  methods: readonly EvaluationMethod[],
  read: SourceReader = readProjectFile,
): Promise<string[]> {
  const problems: string[] = [];
  const testsOf = new Map<string, TestPath[] | null>();
  const check = async (evidence: Evidence, where: string) => {
    if (!testsOf.has(evidence.file)) {
      const text = await read(evidence.file);
      testsOf.set(evidence.file, text === null ? null : testPathsIn(evidence.file, text));
    }
    const tests = testsOf.get(evidence.file);
    if (!tests) problems.push(`${where}: ${evidence.file} does not exist`);
    else if (!namesATest(evidence.test, tests))
      problems.push(`${where}: ${evidence.file} has no test “${evidence.test}”`);
  };
  for (const criterion of criteria) {
    for (const family of elementFamilies) {
      const assessment = criterion.families[family.id];
      const where = `${criterion.number} ${criterion.name}, ${family.name}`;
      if (assessment.conformance === 'Supports' && assessment.evidence.length === 0) {
        problems.push(`${where}: 'Supports' names no test that proves it`);
      }
      for (const evidence of assessment.evidence) await check(evidence, where);
    }
  }
  for (const method of methods) {
    for (const evidence of method.evidence) await check(evidence, `Evaluation method “${method.name}”`);
  }
  return problems;
}

export interface ProductFacts {
  readonly name: string;
  readonly version: string;
  readonly description: string;
}

export async function readProductFacts(read: SourceReader = readProjectFile): Promise<ProductFacts> {
  const packageJson = await read('package.json');
  if (packageJson === null) throw new Error('No package.json');
  const { name, version, description } = JSON.parse(packageJson) as ProductFacts;
  return { name, version, description };
}

/** Text as HTML: the report's tables are HTML, whose cells hold paragraphs and lists. */
function html(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The anchor of a criterion in the WCAG 2.2 recommendation: its name in lower case, words joined by hyphens. */
function wcagAnchor(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .trim()
    .replace(/\s+/g, '-');
}

const versionsOf: Record<SuccessCriterion['since'], string> = {
  '2.0': '2.0, 2.1 and 2.2',
  '2.1': '2.1 and 2.2',
  '2.2': '2.2 only',
};

function criterionCell(criterion: SuccessCriterion): string {
  const href = `https://www.w3.org/TR/WCAG22/#${wcagAnchor(criterion.name)}`;
  const obsolete = criterion.obsolete ? ', obsolete and removed in 2.2' : '';
  return `<a href="${href}">${criterion.number} ${html(criterion.name)}</a> (Level ${criterion.level}, WCAG ${versionsOf[criterion.since]}${obsolete})`;
}

/** Families that share a value, in the table's order: `[[value, [family, …]], …]`. */
function groupFamilies<T>(valueOf: (assessment: Assessment) => T, criterion: SuccessCriterion) {
  const groups = new Map<T, ElementFamily[]>();
  for (const family of elementFamilies) {
    const value = valueOf(criterion.families[family.id]);
    groups.set(value, [...(groups.get(value) ?? []), family]);
  }
  return [...groups];
}

const familyNames = (families: readonly ElementFamily[]) =>
  families.map((family) => html(family.name)).join(', ');

function conformanceCell(criterion: SuccessCriterion): string {
  const groups = groupFamilies((assessment) => assessment.conformance, criterion).sort(
    ([a], [b]) => conformanceLevels.indexOf(a) - conformanceLevels.indexOf(b),
  );
  if (groups.length === 1) return groups[0]![0];
  return groups
    .map(([level, families]) => `<strong>${level}</strong>: ${familyNames(families)}`)
    .join('<br>');
}

/** The tests of every family, once each, by file in the order first named. */
function evidenceList(criterion: SuccessCriterion): string {
  const byFile = new Map<string, Set<string>>();
  for (const family of elementFamilies) {
    for (const { file, test } of criterion.families[family.id].evidence) {
      byFile.set(file, (byFile.get(file) ?? new Set()).add(test));
    }
  }
  const items = [...byFile].map(
    ([file, tests]) =>
      `<li><code>${html(file)}</code>: ${[...tests].map((test) => `“${html(test)}”`).join('; ')}</li>`,
  );
  return items.length > 0 ? `<p>Tests:</p><ul>${items.join('')}</ul>` : '';
}

function remarksCell(criterion: SuccessCriterion): string {
  const paragraphs: string[] = [];
  if (criterion.obsolete) paragraphs.push(html(criterion.obsolete));
  if (criterion.remarks) paragraphs.push(html(criterion.remarks));
  for (const [remarks, families] of groupFamilies((assessment) => assessment.remarks, criterion)) {
    if (!remarks) continue;
    paragraphs.push(
      families.length === elementFamilies.length
        ? html(remarks)
        : `<em>${familyNames(families)}</em>: ${html(remarks)}`,
    );
  }
  if (criterion.cooperativeContent) {
    paragraphs.push(`<em>The cooperative’s own content</em>: ${html(criterion.cooperativeContent)}`);
  }
  return paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('') + evidenceList(criterion);
}

/**
 * An HTML table: a Markdown table of cells this long is padded by Prettier to its widest row, and its
 * cells can hold neither paragraphs nor lists. No blank line inside, which would end the HTML block.
 */
function htmlTable(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  return [
    '<table>',
    `<thead><tr>${headers.map((header) => `<th>${header}</th>`).join('')}</tr></thead>`,
    '<tbody>',
    ...rows.map((row) => ['<tr>', ...row.map((value) => `<td>${value}</td>`), '</tr>'].join('\n')),
    '</tbody>',
    '</table>',
  ].join('\n');
}

function criteriaTable(criteria: readonly SuccessCriterion[]): string {
  return htmlTable(
    ['Criteria', 'Conformance Level', 'Remarks and Explanations'],
    criteria.map((criterion) => [
      criterionCell(criterion),
      conformanceCell(criterion),
      remarksCell(criterion),
    ]),
  );
}

/** 1.4.5 before 1.4.10: WCAG's order, part by part. */
function byWcagNumber(a: string, b: string): number {
  const [left, right] = [a, b].map((number) => number.split('.').map(Number)) as [number[], number[]];
  const differing = left.findIndex((part, index) => part !== right[index]);
  return differing === -1 ? 0 : left[differing]! - right[differing]!;
}

/** How many (criterion, family) pairs have each conformance level. */
export function conformanceCounts(criteria: readonly SuccessCriterion[]): Record<ConformanceLevel, number> {
  const counts = Object.fromEntries(conformanceLevels.map((level) => [level, 0])) as Record<
    ConformanceLevel,
    number
  >;
  for (const criterion of criteria) {
    for (const family of elementFamilies) counts[criterion.families[family.id].conformance] += 1;
  }
  return counts;
}

const terms: Record<ConformanceLevel | 'Not Evaluated', string> = {
  Supports:
    'The functionality of the product has at least one method that meets the criterion without known defects or meets with equivalent facilitation.',
  'Partially Supports': 'Some functionality of the product does not meet the criterion.',
  'Does Not Support': 'The majority of product functionality does not meet the criterion.',
  'Not Applicable': 'The criterion is not relevant to the product.',
  'Not Evaluated':
    'The product has not been evaluated against the criterion. This can only be used in WCAG Level AAA criteria.',
};

/** The report, as Markdown before formatting. */
export function conformanceReport(
  product: ProductFacts,
  criteria: readonly SuccessCriterion[] = successCriteria,
): string {
  const levelA = criteria.filter((criterion) => criterion.level === 'A');
  const levelAA = criteria.filter((criterion) => criterion.level === 'AA');
  const counts = conformanceCounts(criteria);
  const dependent = criteria
    .filter((criterion) => criterion.cooperativeContent)
    .sort((a, b) => byWcagNumber(a.number, b.number));
  return [
    `<!-- Generated from ${tableFile} by \`npm run docs:accessibility\`: edit the table, not this file. -->`,
    '',
    '# Accessibility Conformance Report',
    '',
    'WCAG edition, in the shape of the VPAT® 2.5 (Voluntary Product Accessibility Template) of the Information Technology Industry Council.',
    '',
    `**Name of Product/Version:** \`${product.name}\` ${product.version}`,
    '',
    `**Report Date:** ${evaluatedOn}`,
    '',
    `**Product Description:** ${product.description} Every element renders in its own shadow root, inside a page of the cooperative's own website; the elements are listed in the [README](../README.md).`,
    '',
    `**Notes:** This report is generated from a typed table, \`${tableFile}\`, that names for each success criterion and each family of elements its conformance, the reasons and the tests that prove it. A unit test (\`tests/unit/build/accessibility-conformance.test.ts\`) fails when a claim of support names no test, when a named test does not exist, and when this file is not what the table generates. The elements run inside the cooperative's pages and show content the cooperative writes or uploads: [what depends on that content](#what-depends-on-the-cooperatives-own-content) is listed at the end. Of its ${criteria.length * elementFamilies.length} assessments (${criteria.length} criteria, ${elementFamilies.length} families), ${conformanceLevels.map((level) => `${counts[level]} are ${level}`).join(', ')}.`,
    '',
    '**Evaluation Methods Used:**',
    '',
    ...evaluationMethods.map(
      (method) =>
        `- **${html(method.name)}.** ${html(method.description)}${
          method.evidence.length > 0
            ? ` Tests: ${method.evidence.map((evidence) => `\`${evidence.file}\` “${html(evidence.test)}”`).join('; ')}.`
            : ''
        }`,
    ),
    '',
    '## Element families',
    '',
    'Conformance is given per family where the families differ. `<coop-config>` renders nothing and is in none.',
    '',
    htmlTable(
      ['Family', 'Elements', 'What it is'],
      elementFamilies.map((family) => [
        html(family.name),
        family.tags.map((tag) => `<code>&lt;${tag}&gt;</code>`).join(', '),
        html(family.summary),
      ]),
    ),
    '',
    '## Applicable Standards/Guidelines',
    '',
    'This report covers the degree of conformance for the following accessibility standard/guidelines:',
    '',
    '| Standard/Guideline | Included In Report |',
    '| --- | --- |',
    '| [Web Content Accessibility Guidelines 2.0](https://www.w3.org/TR/2008/REC-WCAG20-20081211/) | Level A (Yes)<br>Level AA (Yes)<br>Level AAA (No) |',
    '| [Web Content Accessibility Guidelines 2.1](https://www.w3.org/TR/WCAG21/) | Level A (Yes)<br>Level AA (Yes)<br>Level AAA (No) |',
    '| [Web Content Accessibility Guidelines 2.2](https://www.w3.org/TR/WCAG22/) | Level A (Yes)<br>Level AA (Yes)<br>Level AAA (No) |',
    '',
    '## Terms',
    '',
    'The terms used in the Conformance Level information are defined as follows:',
    '',
    ...Object.entries(terms).map(([term, definition]) => `- **${term}**: ${definition}`),
    '',
    'In this report a criterion that no automated test proves is never **Supports**: it is **Partially Supports**, and its remarks say what manual review found and what no test holds yet.',
    '',
    '## WCAG 2.x Report',
    '',
    '### Table 1: Success Criteria, Level A',
    '',
    criteriaTable(levelA),
    '',
    '### Table 2: Success Criteria, Level AA',
    '',
    criteriaTable(levelAA),
    '',
    '### Table 3: Success Criteria, Level AAA',
    '',
    'Not evaluated.',
    '',
    "## What depends on the cooperative's own content",
    '',
    'The elements show what the cooperative writes, uploads and sets: web content HTML, PDFs, its logo and images with their text alternatives, its menu, links and colours, and the messages of its back office. Those criteria hold on a page only when that content meets them too:',
    '',
    ...dependent.map(
      (criterion) =>
        `- **${criterion.number} ${criterion.name}**: ${html(criterion.cooperativeContent ?? '')}`,
    ),
    '',
  ].join('\n');
}

/** The report as committed: formatted by the project's Prettier settings, which `npm run lint` checks. */
export async function formattedReport(product: ProductFacts): Promise<string> {
  const filepath = path.join(projectDirectory, reportFile);
  const options = await prettier.resolveConfig(filepath);
  return prettier.format(conformanceReport(product), { ...options, filepath });
}

async function main(): Promise<void> {
  const problems = await conformanceProblems(successCriteria, evaluationMethods);
  if (problems.length > 0) {
    console.error(`${tableFile}:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
    process.exit(1);
  }
  const report = await formattedReport(await readProductFacts());
  const target = path.join(projectDirectory, reportFile);
  if (process.argv.includes('--check')) {
    if ((await readProjectFile(reportFile)) !== report) {
      console.error(`${reportFile} is out of date with ${tableFile}. Run \`npm run docs:accessibility\`.`);
      process.exit(1);
    }
    console.log(`${reportFile} is up to date.`);
    return;
  }
  if (!process.argv.includes('--write')) {
    process.stdout.write(report);
    return;
  }
  await writeFile(target, report);
  console.log(`Wrote ${reportFile}.`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
