import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  conformanceProblems,
  formattedReport,
  namesATest,
  projectDirectory,
  readProductFacts,
  reportFile,
  testPathsIn,
  type SourceReader,
} from '../../../build/accessibility/conformance-report.ts';
import {
  elementFamilies,
  evaluationMethods,
  successCriteria,
  type Assessment,
  type FamilyId,
  type SuccessCriterion,
} from '../../../build/accessibility/conformance.ts';
import { elementRegistry } from '../../../widgets/element-registry.ts';

/** WCAG 2.2's success criteria of Level A, in its order (without 4.1.1, which 2.2 removed). */
const wcag22LevelA = [
  '1.1.1',
  '1.2.1',
  '1.2.2',
  '1.2.3',
  '1.3.1',
  '1.3.2',
  '1.3.3',
  '1.4.1',
  '1.4.2',
  '2.1.1',
  '2.1.2',
  '2.1.4',
  '2.2.1',
  '2.2.2',
  '2.3.1',
  '2.4.1',
  '2.4.2',
  '2.4.3',
  '2.4.4',
  '2.5.1',
  '2.5.2',
  '2.5.3',
  '2.5.4',
  '3.1.1',
  '3.2.1',
  '3.2.2',
  '3.2.6',
  '3.3.1',
  '3.3.2',
  '3.3.7',
  '4.1.2',
];

/** WCAG 2.2's success criteria of Level AA, in its order. */
const wcag22LevelAA = [
  '1.2.4',
  '1.2.5',
  '1.3.4',
  '1.3.5',
  '1.4.3',
  '1.4.4',
  '1.4.5',
  '1.4.10',
  '1.4.11',
  '1.4.12',
  '1.4.13',
  '2.4.5',
  '2.4.6',
  '2.4.7',
  '2.4.11',
  '2.5.7',
  '2.5.8',
  '3.1.2',
  '3.2.3',
  '3.2.4',
  '3.3.3',
  '3.3.4',
  '3.3.8',
  '4.1.3',
];

const numbersOf = (criteria: readonly SuccessCriterion[]) => criteria.map((criterion) => criterion.number);

describe('the conformance table', () => {
  it('has the 55 criteria of WCAG 2.2 Levels A and AA at their levels, in WCAG’s order, and 4.1.1 as obsolete', () => {
    expect(wcag22LevelA.length + wcag22LevelAA.length).toBe(55);
    const current = successCriteria.filter((criterion) => !criterion.obsolete);
    expect(numbersOf(current.filter((criterion) => criterion.level === 'A'))).toEqual(wcag22LevelA);
    expect(numbersOf(current.filter((criterion) => criterion.level === 'AA'))).toEqual(wcag22LevelAA);
    // The VPAT's WCAG edition still reports 4.1.1 Parsing, in its place, for WCAG 2.0 and 2.1.
    expect(numbersOf(successCriteria.filter((criterion) => criterion.obsolete))).toEqual(['4.1.1']);
    expect(numbersOf(successCriteria)).toEqual([
      ...wcag22LevelA.slice(0, -1),
      '4.1.1',
      ...wcag22LevelA.slice(-1),
      ...wcag22LevelAA,
    ]);
  });

  it('assesses every criterion for every family, and no other', () => {
    const families = elementFamilies.map((family) => family.id).sort();
    for (const criterion of successCriteria) {
      expect(Object.keys(criterion.families).sort(), criterion.number).toEqual(families);
    }
  });

  it('puts every element of the registry that renders in exactly one family, <coop-config> in none', () => {
    const familyTags = elementFamilies.flatMap((family) => family.tags as readonly string[]);
    expect(new Set(familyTags).size).toBe(familyTags.length);
    expect([...familyTags].sort()).toEqual(
      elementRegistry
        .filter((entry) => !entry.configurationOnly)
        .map((entry) => entry.tag)
        .sort(),
    );
  });

  it('backs every claim with tests that exist: each Supports names one, each named test is in its file', async () => {
    expect(await conformanceProblems(successCriteria, evaluationMethods)).toEqual([]);
  });
});

describe('the check of the evidence', () => {
  const sampleTests = [
    "describe('Forgot Password', () => {",
    "  it('asks for the username', () => {});",
    '  for (const width of [375, 1280]) {',
    '    it(`fits at ${width} px`, () => {});',
    '  }',
    '});',
    "test.describe('Reflow', () => {",
    "  test('every route reads without scrolling sideways', async () => {",
    "    await test.step('signs in', async () => {});",
    '  });',
    '});',
    "it.each(['light', 'dark'])('is legible in the %s scheme', () => {});",
    "// it('a title in a comment only')",
    "const title = 'a title in a string only';",
  ].join('\n');
  const tests = testPathsIn('sample.test.ts', sampleTests);

  it('reads every it(…) and test(…) with its describes, its title as written', () => {
    expect(tests).toEqual([
      ['Forgot Password', 'asks for the username'],
      ['Forgot Password', 'fits at ${width} px'],
      ['Reflow', 'every route reads without scrolling sideways'],
      ['is legible in the %s scheme'],
    ]);
  });

  it('finds a test by its own title, or by it with as many of its describes as given', () => {
    expect(namesATest('asks for the username', tests)).toBe(true);
    expect(namesATest('Forgot Password › asks for the username', tests)).toBe(true);
    expect(namesATest('fits at ${width} px', tests)).toBe(true);
    expect(namesATest('Forgot Password', tests)).toBe(false);
    expect(namesATest('Reflow › asks for the username', tests)).toBe(false);
    expect(namesATest('signs in', tests)).toBe(false);
    expect(namesATest('a title in a comment only', tests)).toBe(false);
    expect(namesATest('a title in a string only', tests)).toBe(false);
    expect(namesATest('asks for the user', tests)).toBe(false);
  });

  const sampleFile = 'tests/browser/sample.test.ts';
  const read: SourceReader = async (file) => (file === sampleFile ? sampleTests : null);
  const criterionWith = (quickPay: Assessment): SuccessCriterion => {
    const notApplicable: Assessment = { conformance: 'Not Applicable', evidence: [] };
    const families = Object.fromEntries(
      elementFamilies.map((family) => [family.id, notApplicable]),
    ) as Record<FamilyId, Assessment>;
    return {
      number: '2.1.1',
      name: 'Keyboard',
      level: 'A',
      since: '2.0',
      families: { ...families, quickPay },
    };
  };

  it('accepts a Supports whose tests are in their files', async () => {
    const criterion = criterionWith({
      conformance: 'Supports',
      evidence: [{ file: sampleFile, test: 'Forgot Password › asks for the username' }],
    });
    expect(await conformanceProblems([criterion], [], read)).toEqual([]);
  });

  it('refuses a Supports that names no test', async () => {
    const criterion = criterionWith({ conformance: 'Supports', evidence: [] });
    expect(await conformanceProblems([criterion], [], read)).toEqual([
      "2.1.1 Keyboard, Quick Pay: 'Supports' names no test that proves it",
    ]);
  });

  it('refuses a test file that does not exist, and a title its file has in no it(…) or test(…)', async () => {
    const criterion = criterionWith({
      conformance: 'Partially Supports',
      evidence: [
        { file: 'tests/browser/missing.test.ts', test: 'asks for the username' },
        { file: sampleFile, test: 'a title in a comment only' },
      ],
    });
    expect(await conformanceProblems([criterion], [], read)).toEqual([
      '2.1.1 Keyboard, Quick Pay: tests/browser/missing.test.ts does not exist',
      `2.1.1 Keyboard, Quick Pay: ${sampleFile} has no test “a title in a comment only”`,
    ]);
  });

  it('holds the evaluation methods’ tests to their files too', async () => {
    const method = {
      name: 'Keyboard tests',
      description: '',
      evidence: [{ file: sampleFile, test: 'no such test' }],
    };
    expect(await conformanceProblems([], [method], read)).toEqual([
      `Evaluation method “Keyboard tests”: ${sampleFile} has no test “no such test”`,
    ]);
  });
});

describe(reportFile, () => {
  it('is what the table generates (`npm run docs:accessibility` writes it)', async () => {
    const committed = await readFile(path.join(projectDirectory, reportFile), 'utf8');
    expect(committed).toBe(await formattedReport(await readProductFacts()));
  });
});
