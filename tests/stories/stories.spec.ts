import { readFileSync } from 'node:fs';
import { expect, test as base } from '@playwright/test';
import { elementRegistry } from '../../widgets/element-registry.ts';
import { schemeColors } from '../../src/ui/theme-colors.ts';
import { expectNoAxeViolations } from '../e2e/support/axe.ts';
import {
  builtStorybookEntries,
  inspectCanvas,
  overflowingContent,
  type StorybookEntry,
  StorybookPreview,
  switchStoryPage,
  unexpectedConsoleErrors,
} from './support/storybook.ts';

/**
 * Every story and docs page of the built Storybook, opened as a designer opens it from the sidebar:
 * it must finish (its play function included), show something (inside the elements' shadow roots
 * too), log no console error it does not declare, and pass axe. New stories are picked up from
 * storybook-static/index.json with no change here.
 */

/** A story that has not finished by then never will: its play function waits on something absent. */
const finishTimeoutMs = 20_000;

const test = base.extend<object, { preview: StorybookPreview }>({
  // One preview page per worker, shared by the stories it runs (a failed test starts a fresh one).
  preview: [
    async ({ browser }, use, workerInfo) => {
      const baseURL = String(workerInfo.project.use.baseURL);
      const context = await browser.newContext({ baseURL });
      const preview = await StorybookPreview.open(await context.newPage(), baseURL);
      await use(preview);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

// Each story stands alone (its own simulator in the preview), so workers may share the groups out.
test.describe.configure({ mode: 'parallel' });

const entries = builtStorybookEntries(process.env.STORYBOOK_DIR);
/** The first story of each group (its title). */
const firstOfGroup = new Set([
  ...new Map(
    entries
      .filter((e) => e.type === 'story')
      .reverse()
      .map((e) => [e.title, e.id]),
  ).values(),
]);
/** Every element of ours must be defined and show something; `<coop-config>` shows nothing by design. */
const elementTags = elementRegistry
  .filter((element) => !element.configurationOnly)
  .map((element) => element.tag);

// A group (a title of the sidebar) runs whole on one worker, its stories in order and then its docs
// page; the groups are shared out among the workers. A worker loads the preview once and selects each
// next entry in place, as the sidebar does.
for (const title of new Set(entries.map((entry) => entry.title))) {
  test.describe(title, () => {
    test.describe.configure({ mode: 'default' });
    const group = entries.filter((entry) => entry.title === title);
    for (const entry of group.filter((candidate) => candidate.type === 'story')) {
      test(`story ${entry.name} (${entry.id})`, ({ preview }) => checkStory(preview, entry));
    }
    for (const entry of group.filter((candidate) => candidate.type === 'docs')) {
      test(`docs (${entry.id})`, ({ preview }) => checkDocs(preview, entry));
    }
  });
}

/** A story: it finishes, shows something, logs nothing undeclared, passes axe (and in Spanish, dark). */
async function checkStory(preview: StorybookPreview, entry: StorybookEntry): Promise<void> {
  const outcome = await preview.show(entry, finishTimeoutMs);

  expect(outcome.errors, 'errors the story or its play function threw').toEqual([]);
  expect(outcome.status, 'how the story finished (undefined: it never did)').toBe('success');
  const canvas = await preview.page.evaluate(inspectCanvas, { root: '#storybook-root', elementTags });
  expect(canvas.blankElements, 'elements that show nothing').toEqual([]);
  expect(canvas.visibleContent, 'visible text, controls and images in the canvas').toBeGreaterThan(0);
  expect(
    unexpectedConsoleErrors(outcome.consoleErrors, outcome.expected, outcome.otherEntriesFailures),
    'undeclared console errors',
  ).toEqual([]);
  await expectNoAxeViolations(preview.page, entry.id, '#storybook-root');

  // The same end state in Spanish and the dark scheme, on a phone: switched in place, as a page
  // does, so what the play function did stays on screen. Every story's first of its group in every
  // run (each element and screen); every story with STORIES_SPANISH_DARK=all.
  if (!firstOfGroup.has(entry.id) && process.env.STORIES_SPANISH_DARK !== 'all') return;
  const viewport = preview.page.viewportSize();
  await preview.page.setViewportSize({ width: 375, height: viewport?.height ?? 720 });
  try {
    await switchStoryPage(preview.page, {
      language: 'es',
      scheme: 'dark',
      surface: schemeColors.dark.surface,
    });
    expect(
      await preview.page.evaluate(overflowingContent, '#storybook-root'),
      'what does not fit 375 px in Spanish',
    ).toEqual([]);
    await expectNoAxeViolations(preview.page, `${entry.id} (es, dark)`, '#storybook-root');
    expect(
      unexpectedConsoleErrors(
        preview.consoleErrorsSinceShown(),
        outcome.expected,
        outcome.otherEntriesFailures,
      ),
      'undeclared console errors after the switch',
    ).toEqual([]);
  } finally {
    await switchStoryPage(preview.page, {
      language: 'en',
      scheme: 'light',
      surface: schemeColors.light.surface,
    });
    if (viewport) await preview.page.setViewportSize(viewport);
  }
}

/** A docs page: it renders, shows text and logs nothing undeclared. */
async function checkDocs(preview: StorybookPreview, entry: StorybookEntry): Promise<void> {
  const outcome = await preview.show(entry, finishTimeoutMs);

  expect(outcome.errors, 'errors the docs page threw').toEqual([]);
  expect(outcome.status, 'whether the docs page rendered').toBe('rendered');
  const docs = await preview.page.evaluate(inspectCanvas, { root: '#storybook-docs', elementTags });
  expect(docs.visibleContent, 'visible text in the docs page').toBeGreaterThan(0);
  expect(
    unexpectedConsoleErrors(outcome.consoleErrors, outcome.expected, outcome.otherEntriesFailures),
    'undeclared console errors',
  ).toEqual([]);
}

test('the built Storybook has a docs page for every group and a story for every element', () => {
  const storyFiles = new Set(entries.map((entry) => entry.importPath));
  const docsFiles = new Set(
    entries.filter((entry) => entry.type === 'docs').map((entry) => entry.importPath),
  );
  expect(
    [...storyFiles].filter((file) => !docsFiles.has(file)),
    'story files without a docs page',
  ).toEqual([]);
  const storySources = [...storyFiles].map((file) => readFileSync(file, 'utf8'));
  const withoutStory = elementRegistry
    .filter((element) => !element.configurationOnly)
    .map((element) => element.tag)
    .filter((tag) => !storySources.some((source) => source.includes(`<${tag}`)));
  expect(withoutStory, 'elements no story renders').toEqual([]);
});
