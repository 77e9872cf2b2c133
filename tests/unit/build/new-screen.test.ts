import { beforeAll, describe, expect, it } from 'vitest';
import {
  fillIn,
  namesOf,
  parseArguments,
  planNewScreen,
  projectDirectory,
  readProjectFacts,
  type ProjectFacts,
  type ScreenPlan,
} from '../../../build/new-screen/new-screen.ts';

// The scaffold's choices, on the project's shared files as they are: which areas it refuses, where it
// puts a new one, and how it takes over a route still showing the placeholder. The CI test
// (tests/scaffold/new-screen.test.ts) runs what it writes.

let project: ProjectFacts;
beforeAll(async () => {
  project = await readProjectFacts(projectDirectory);
});

/** The project as it is, but for the files `present` (relative paths) that exist besides. */
const withFiles = (...present: string[]): ProjectFacts => ({
  texts: project.texts,
  exists: (file) => present.includes(file),
});

/**
 * The project as it is, with one more screen still showing the placeholder: `route`, titled `title`,
 * public or guarded. The project's own placeholders get built one by one; the tests keep theirs.
 */
function withPlaceholderScreen(
  route: string,
  title: string,
  access: 'public' | 'guarded' = 'guarded',
): ProjectFacts {
  const titleKey = namesOf(route).name;
  const texts = new Map(project.texts);
  const append = (file: string, lines: string) => texts.set(file, `${texts.get(file) ?? ''}${lines}`);
  append(
    'src/domain/portal/routes.ts',
    `  | '${route}'\n  ${access}Route('pages/${route}', '${route}', titles.${titleKey}),\n`,
  );
  append('src/domain/portal/messages.ts', `        ${titleKey}: '${title}',\n`);
  append('src/portal/route-screens.tsx', `  '${route}': screen(placeholder(titles.${titleKey}), noProps),\n`);
  return { texts, exists: () => false };
}

async function planOf(area: string, facts: ProjectFacts = withFiles()): Promise<ScreenPlan> {
  const outcome = await planNewScreen(area, facts);
  if ('refused' in outcome) throw new Error(outcome.refused.join('\n'));
  return outcome.plan;
}

async function refusalsOf(area: string, facts: ProjectFacts = withFiles()): Promise<string[]> {
  const outcome = await planNewScreen(area, facts);
  return 'refused' in outcome ? outcome.refused : [];
}

/** The lines `plan` inserts into a shared file, in order (it only inserts into the file for a new area). */
function addedLines(plan: ScreenPlan, file: string): string[] {
  const before = (project.texts.get(file) ?? '').split('\n');
  const after = (plan.edited.get(file) ?? '').split('\n');
  const added: string[] = [];
  let kept = 0;
  for (const line of after) {
    if (line === before[kept]) kept += 1;
    else added.push(line);
  }
  return added;
}

describe('an area’s names', () => {
  it('come from its kebab-case name, its title from the portal when it has one', () => {
    expect(namesOf('scheduled-payments')).toEqual({
      area: 'scheduled-payments',
      name: 'scheduledPayments',
      Name: 'ScheduledPayments',
      Title: 'Scheduled Payments',
      Sentence: 'Scheduled payments',
      anchor: 'scheduled-payments',
      route: 'scheduled-payments',
    });
    expect(namesOf('levelized-billing', 'Average Billing')).toMatchObject({
      Name: 'LevelizedBilling',
      Title: 'Average Billing',
      anchor: 'average-billing',
    });
  });

  it('fill in every token of a template', () => {
    expect(
      fillIn(
        "__name__Messages __Name__Screen '__area__' __Title__ __Sentence__ #__anchor__ '__route__'",
        namesOf('my-area', undefined, 'my-route'),
      ),
    ).toBe("myAreaMessages MyAreaScreen 'my-area' My Area My area #my-area 'my-route'");
  });
});

describe('what the scaffold refuses', () => {
  it.each([
    [
      'Draft_Payments',
      '"Draft_Payments" is not an area name: lower-case words joined by hyphens, e.g. draft-payments.',
    ],
    [
      'draft-payments-2',
      '"draft-payments-2" is not an area name: lower-case words joined by hyphens, e.g. draft-payments.',
    ],
    ['auto-payments', 'The portal has a title autoPayments; build the screen that shows it instead.'],
    ['maint', "The portal has a route 'maint' of another screen."],
    ['versions', "versions names a part of the simulator's state."],
  ])('%s', async (area, reason) => {
    expect(await refusalsOf(area)).toEqual([reason]);
  });

  it('a screen of the portal that is built, its files and its element', async () => {
    expect(await refusalsOf('account-overview', withFiles('src/api/account-overview.ts'))).toEqual([
      "The portal's screen 'account-overview' is already built.",
      'src/api/account-overview.ts exists.',
      'The element registry has <coop-account-overview>.',
    ]);
  });

  it('an area whose folder exists, naming the folder rather than each file in it', async () => {
    expect(
      await refusalsOf(
        'sample-area',
        withFiles('src/domain/sample-area', 'src/domain/sample-area/messages.ts'),
      ),
    ).toEqual(['src/domain/sample-area/ exists.']);
  });
});

describe('a new area', () => {
  it('gets a guarded route with its title, a screen entry, its element and its simulator service', async () => {
    const plan = await planOf('sample-area');
    expect(plan.replacesPlaceholder).toBe(false);
    expect(addedLines(plan, 'src/domain/portal/routes.ts')).toEqual([
      "  | 'sample-area'",
      "  guardedRoute('sample-area', 'sample-area', titles.sampleArea),",
    ]);
    expect(addedLines(plan, 'src/domain/portal/messages.ts')).toEqual([
      '        /** Not in the spec. */',
      "        sampleArea: 'Sample Area',",
    ]);
    expect(addedLines(plan, 'src/domain/portal/es.ts')).toEqual(["    sampleArea: 'Sample Area',"]);
    expect(addedLines(plan, 'src/portal/route-screens.tsx')).toEqual([
      "  'sample-area': screen(",
      "    () => import('../features/sample-area/SampleAreaScreen.tsx').then((m) => m.SampleAreaScreen),",
      '    noProps,',
      '  ),',
    ]);
    expect(addedLines(plan, 'demo-host/simulator/services.ts')).toEqual([
      "import { sampleAreaService } from './sample-area/sample-area-service.ts';",
      "import { sampleAreaMounts } from './sample-area/sample-area-routes.ts';",
      '  withRoutes(sampleAreaService, sampleAreaMounts),',
    ]);
    expect(addedLines(plan, 'widgets/element-registry.ts')).toContain("    tag: 'coop-sample-area',");
    expect(addedLines(plan, 'docs/api.md')).toContain('## Sample Area service');
  });

  it('writes its files where the project keeps each kind', async () => {
    expect([...(await planOf('sample-area')).created.keys()]).toEqual([
      'demo-host/simulator/sample-area/sample-area-routes.ts',
      'demo-host/simulator/sample-area/sample-area-service.ts',
      'src/api/sample-area.ts',
      'src/api/schemas/sample-area.ts',
      'src/domain/sample-area/errors.ts',
      'src/domain/sample-area/es.ts',
      'src/domain/sample-area/messages.ts',
      'src/features/sample-area/SampleAreaScreen.css.ts',
      'src/features/sample-area/SampleAreaScreen.tsx',
      'stories/sample-area/SampleArea.stories.tsx',
      'tests/browser/sample-area/sample-area.test.ts',
      'tests/unit/domain/sample-area/errors.test.ts',
      'tests/unit/simulator/sample-area-contract.test.ts',
      'widgets/coop-sample-area.ts',
    ]);
  });

  it('refuses to guess when a shared file has lost its marker', async () => {
    const texts = new Map(project.texts);
    texts.set(
      'demo-host/simulator/services.ts',
      (texts.get('demo-host/simulator/services.ts') ?? '').replace(
        '  // npm run new-screen adds services above this line\n',
        '',
      ),
    );
    await expect(planNewScreen('sample-area', { texts, exists: () => false })).rejects.toThrow(
      'demo-host/simulator/services.ts has no line "// npm run new-screen adds services above this line" to add the area before.',
    );
  });
});

describe('an area the route table has, still showing the placeholder', () => {
  it('replaces the placeholder’s entry and takes the route’s title', async () => {
    const facts = withPlaceholderScreen('sample-payments', 'Sample Payments');
    const plan = await planOf('sample-payments', facts);
    expect(plan.replacesPlaceholder).toBe(true);
    expect(plan.names.Title).toBe('Sample Payments');
    expect(plan.edited.has('src/domain/portal/routes.ts')).toBe(false);
    expect(plan.edited.has('src/domain/portal/messages.ts')).toBe(false);
    const screens = plan.edited.get('src/portal/route-screens.tsx') ?? '';
    expect(screens).not.toContain("'sample-payments': screen(placeholder(titles.samplePayments), noProps),");
    expect(screens).toContain(
      "  'sample-payments': screen(\n    () => import('../features/sample-payments/SamplePaymentsScreen.tsx').then((m) => m.SamplePaymentsScreen),",
    );
    expect(plan.created.get('src/domain/sample-payments/messages.ts')).toContain("title: 'Sample Payments',");
  });

  it('shows a visitor of a public route the Sign In form in the member screen’s place', async () => {
    const facts = withPlaceholderScreen('sample-credits', 'Sample Capital Credits', 'public');
    const plan = await planOf('sample-credits', facts);
    expect(plan.names.Title).toBe('Sample Capital Credits');
    expect(plan.edited.get('src/portal/route-screens.tsx')).toContain(
      "  'sample-credits': forMembersOnly(\n    screen(",
    );
  });
});

describe('an area shown as a placeholder screen named otherwise (--route)', () => {
  it('replaces that screen’s entry, takes its title, and keeps the area’s own names', async () => {
    const facts = withPlaceholderScreen('levelled-sample', 'Average Sample');
    const outcome = await planNewScreen('average-sample', facts, { route: 'levelled-sample' });
    if ('refused' in outcome) throw new Error(outcome.refused.join('\n'));
    const { plan } = outcome;
    expect(plan.replacesPlaceholder).toBe(true);
    expect(plan.names).toMatchObject({
      area: 'average-sample',
      Name: 'AverageSample',
      Title: 'Average Sample',
      route: 'levelled-sample',
    });
    const screens = plan.edited.get('src/portal/route-screens.tsx') ?? '';
    expect(screens).not.toContain("'levelled-sample': screen(placeholder(titles.levelledSample), noProps),");
    expect(screens).toContain(
      "  'levelled-sample': screen(\n    () => import('../features/average-sample/AverageSampleScreen.tsx').then((m) => m.AverageSampleScreen),",
    );
    expect(plan.created.has('widgets/coop-average-sample.ts')).toBe(true);
    expect(plan.edited.has('src/domain/portal/routes.ts')).toBe(false);
  });

  it('refuses a screen that is built, or that the portal does not have', async () => {
    const refusals = async (route: string) => {
      const outcome = await planNewScreen('average-sample', withFiles(), { route });
      return 'refused' in outcome ? outcome.refused : [];
    };
    expect(await refusals('account-overview')).toEqual([
      "The portal's screen 'account-overview' is already built.",
    ]);
    expect(await refusals('outage-status')).toEqual([
      "The portal's screen 'outage-status' is already built.",
    ]);
    expect(await refusals('levelized-billing')).toEqual([
      "The portal's screen 'levelized-billing' is already built.",
    ]);
    expect(await refusals('no-such-screen')).toEqual([
      "The portal has no screen 'no-such-screen' showing the placeholder.",
    ]);
    expect(await refusals('Outage_Status')).toEqual([
      '"Outage_Status" is not an area name: lower-case words joined by hyphens, e.g. draft-payments.',
    ]);
  });

  it('reads `<area> --route <screen>` and `--route=<screen>`, and nothing else', () => {
    expect(parseArguments(['outage', '--route', 'outage-status'])).toEqual({
      area: 'outage',
      route: 'outage-status',
    });
    expect(parseArguments(['--route=outage-status', 'outage'])).toEqual({
      area: 'outage',
      route: 'outage-status',
    });
    expect(parseArguments(['outage'])).toEqual({ area: 'outage' });
    expect(parseArguments([])).toBeNull();
    expect(parseArguments(['outage', 'usage'])).toBeNull();
    expect(parseArguments(['outage', '--route'])).toBeNull();
    expect(parseArguments(['outage', '--force'])).toBeNull();
  });
});
