import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as prettier from 'prettier';

/**
 * `npm run new-screen <area>`: writes a new area's complete, working skeleton, every piece on the
 * project's shared ones: its messages and error catalogue, one read and one change against the back
 * office with their schema, the simulator's service, the screen (AccountFrame, useQuery, LoadState,
 * useMutation, useDomainForm), its portal route, its element with its registry entry, a story, unit,
 * contract and browser tests, and the calls' section of docs/api.md. Then it regenerates what the
 * registry drives (`npm run artifacts`).
 *
 * The templates (build/new-screen/templates/) are the code they produce, written for an area whose
 * names are the tokens below; `files/` mirrors where each file goes, `insertions/` holds what goes into
 * the shared files, at their `npm run new-screen adds … above this line` markers.
 */

export const projectDirectory = fileURLToPath(new URL('../../', import.meta.url));
const templatesDirectory = fileURLToPath(new URL('./templates/', import.meta.url));

/** The names of an area, each as its token in the templates. */
export interface AreaNames {
  /** `__area__`: kebab-case, as typed ('scheduled-payments'): folders, paths, the tag. */
  readonly area: string;
  /** `__name__`: camelCase ('scheduledPayments'): values, the simulator's slice. */
  readonly name: string;
  /** `__Name__`: PascalCase ('ScheduledPayments'): components, types. */
  readonly Name: string;
  /** `__Title__`: the page title ('Scheduled Payments'). */
  readonly Title: string;
  /** `__Sentence__`: the title in sentence case ('Scheduled payments'): the stories' group. */
  readonly Sentence: string;
  /** `__anchor__`: the title as a docs/api.md heading's anchor ('scheduled-payments'). */
  readonly anchor: string;
  /** `__route__`: the portal screen the area shows as, the area unless `--route` names another. */
  readonly route: string;
}

const words = (area: string) => area.split('-');
const capitalized = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

/** The names of `area`, its page title given when the portal already has one. */
export function namesOf(area: string, title?: string, route: string = area): AreaNames {
  const [first = '', ...rest] = words(area);
  const Title = title ?? words(area).map(capitalized).join(' ');
  return {
    area,
    name: `${first}${rest.map(capitalized).join('')}`,
    Name: words(area).map(capitalized).join(''),
    Title,
    Sentence: `${Title.charAt(0)}${Title.slice(1).toLowerCase()}`,
    anchor: Title.toLowerCase()
      .replace(/[^a-z0-9 -]/g, '')
      .replace(/ /g, '-'),
    route,
  };
}

/** A template's text (or path) for the area: every token replaced by its name. */
export function fillIn(template: string, names: AreaNames): string {
  return template
    .replaceAll('__area__', names.area)
    .replaceAll('__name__', names.name)
    .replaceAll('__Name__', names.Name)
    .replaceAll('__Title__', names.Title)
    .replaceAll('__Sentence__', names.Sentence)
    .replaceAll('__anchor__', names.anchor)
    .replaceAll('__route__', names.route);
}

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory()
        ? filesUnder(path.join(directory, entry.name))
        : Promise.resolve([path.join(directory, entry.name)]),
    ),
  );
  return nested.flat().sort();
}

const readTemplate = (name: string) => readFile(path.join(templatesDirectory, name), 'utf8');

/** Where each shared file takes what the area adds: before its marker line. */
const markers = {
  registry: ['widgets/element-registry.ts', '  // npm run new-screen adds elements above this line'],
  portalScreens: ['src/domain/portal/routes.ts', '  // npm run new-screen adds screens above this line'],
  portalRoutes: ['src/domain/portal/routes.ts', '  // npm run new-screen adds routes above this line'],
  portalTitles: [
    'src/domain/portal/messages.ts',
    '        // npm run new-screen adds titles above this line',
  ],
  portalSpanishTitles: ['src/domain/portal/es.ts', '    // npm run new-screen adds titles above this line'],
  routeScreens: ['src/portal/route-screens.tsx', '  // npm run new-screen adds screens above this line'],
  services: ['demo-host/simulator/services.ts', '  // npm run new-screen adds services above this line'],
  // Its calls join the list the OpenAPI document is built from.
  operations: ['src/api/operations.ts', '  // npm run new-screen adds operations above this line'],
  routeTests: [
    'tests/unit/domain/portal/routes.test.ts',
    '  // npm run new-screen adds guarded routes above this line',
  ],
  // A new area is a signed-in one: its element joins that family of the accessibility report.
  conformanceFamily: [
    'build/accessibility/conformance.ts',
    '      // npm run new-screen adds elements above this line',
  ],
  apiSections: ['docs/api.md', '## The hosted payment page'],
  apiContents: ['docs/api.md', '- [The hosted payment page](#the-hosted-payment-page)'],
} as const;

/** A screen of the portal's route table that still shows the placeholder. */
interface PlaceholderRoute {
  /** The line of src/portal/route-screens.tsx that the screen's entry replaces. */
  readonly line: string;
  readonly title: string;
  readonly access: 'public' | 'guarded';
}

/** What the project already has: read from the shared files, to tell a new area from an existing one. */
export interface ProjectFacts {
  readonly exists: (file: string) => boolean;
  readonly texts: ReadonlyMap<string, string>;
}

export async function readProjectFacts(directory: string): Promise<ProjectFacts> {
  const shared = new Set(Object.values(markers).map(([file]) => file));
  const texts = new Map<string, string>();
  for (const file of shared) texts.set(file, await readFile(path.join(directory, file), 'utf8'));
  return { exists: (file) => existsSync(path.join(directory, file)), texts };
}

const text = (facts: ProjectFacts, file: string) => facts.texts.get(file) ?? '';

/**
 * The portal's screen named as the area, when it still shows the placeholder; 'built' when it shows its
 * own screen; null when the route table has no such screen.
 */
function placeholderRoute(facts: ProjectFacts, names: AreaNames): PlaceholderRoute | null | 'built' {
  const routes = text(facts, 'src/domain/portal/routes.ts');
  if (!routes.includes(`  | '${names.route}'\n`)) return null;
  const entry = new RegExp(
    `^  '?${names.route}'?: screen\\(placeholder\\(titles\\.(\\w+)\\), noProps\\),$`,
    'm',
  ).exec(text(facts, 'src/portal/route-screens.tsx'));
  if (!entry) return 'built';
  const titleKey = entry[1] ?? '';
  const title = new RegExp(`^        ${titleKey}: '([^']*)',$`, 'm').exec(
    text(facts, 'src/domain/portal/messages.ts'),
  );
  const route = new RegExp(`^  (public|guarded)Route\\([^)]*'${names.route}',`, 'm').exec(routes);
  return {
    line: entry[0],
    title: title?.[1] ?? names.Title,
    access: route?.[1] === 'public' ? 'public' : 'guarded',
  };
}

/** A skeleton: the files it writes, and the shared files as they will be. */
export interface ScreenPlan {
  readonly names: AreaNames;
  /** Set when the area is a route of the table still showing the placeholder: its entry replaces it. */
  readonly replacesPlaceholder: boolean;
  readonly created: ReadonlyMap<string, string>;
  readonly edited: ReadonlyMap<string, string>;
}

/** Before the line that starts with `marker`. */
function insertBefore(source: string, file: string, marker: string, addition: string): string {
  const at = `\n${source}`.indexOf(`\n${marker}`);
  if (at < 0) throw new Error(`${file} has no line "${marker.trim()}" to add the area before.`);
  return `${source.slice(0, at)}${addition}${source.slice(at)}`;
}

/** After the last top-level import of a module. */
function insertAfterImports(source: string, addition: string): string {
  const imports = [...source.matchAll(/^import [^;]+;\n/gm)];
  const last = imports.at(-1);
  if (!last) return `${addition}${source}`;
  const at = (last.index ?? 0) + last[0].length;
  return `${source.slice(0, at)}${addition}${source.slice(at)}`;
}

const areaPattern = /^[a-z]+(-[a-z]+)*$/;

/**
 * The skeleton of `area`, or why it cannot be written: a name that is not kebab-case words, or an area
 * the project already has (its files, its element, its simulator slice, a built screen of that name,
 * a title of that name). `route` names the portal screen it replaces when that is not named as the area
 * (`<coop-outage>` shows as the screen 'outage-status'); that screen must still show the placeholder.
 */
export async function planNewScreen(
  area: string,
  facts: ProjectFacts,
  { route = area }: { readonly route?: string } = {},
): Promise<{ plan: ScreenPlan } | { refused: string[] }> {
  const notNames = [...new Set([area, route])].filter((name) => !areaPattern.test(name));
  if (notNames.length > 0) {
    return {
      refused: notNames.map(
        (name) => `"${name}" is not an area name: lower-case words joined by hyphens, e.g. draft-payments.`,
      ),
    };
  }
  const placeholder = placeholderRoute(facts, namesOf(area, undefined, route));
  const names = namesOf(area, placeholder && placeholder !== 'built' ? placeholder.title : undefined, route);
  if (placeholder === null && route !== area) {
    return { refused: [`The portal has no screen '${route}' showing the placeholder.`] };
  }
  const refused: string[] = [];
  if (placeholder === 'built') refused.push(`The portal's screen '${route}' is already built.`);

  const folders = [`src/domain/${area}`, `src/features/${area}`, `demo-host/simulator/${area}`];
  const existingFolders = folders.filter((folder) => facts.exists(folder));
  refused.push(...existingFolders.map((folder) => `${folder}/ exists.`));
  const templates = await filesUnder(path.join(templatesDirectory, 'files'));
  const created = new Map<string, string>();
  for (const template of templates) {
    const relative = path
      .relative(path.join(templatesDirectory, 'files'), template)
      .replace(/\.template$/, '');
    const file = fillIn(relative.split(path.sep).join('/'), names);
    const inExistingFolder = existingFolders.some((folder) => file.startsWith(`${folder}/`));
    if (facts.exists(file) && !inExistingFolder) refused.push(`${file} exists.`);
    created.set(file, fillIn(await readFile(template, 'utf8'), names));
  }
  if (text(facts, 'widgets/element-registry.ts').includes(`tag: 'coop-${area}',`)) {
    refused.push(`The element registry has <coop-${area}>.`);
  }
  if (new RegExp(`\\b${names.name}Service\\b`).test(text(facts, 'demo-host/simulator/services.ts'))) {
    refused.push(`The simulator has a service ${names.name}Service.`);
  }
  if (
    !placeholder &&
    new RegExp(`^        ${names.name}: `, 'm').test(text(facts, 'src/domain/portal/messages.ts'))
  ) {
    refused.push(`The portal has a title ${names.name}; build the screen that shows it instead.`);
  }
  if (!placeholder && text(facts, 'src/domain/portal/routes.ts').includes(`Route('${area}',`)) {
    refused.push(`The portal has a route '${area}' of another screen.`);
  }
  if (['seededOn', 'versions'].includes(names.name)) {
    refused.push(`${names.name} names a part of the simulator's state.`);
  }
  if (refused.length > 0 || placeholder === 'built') return { refused };

  const edited = new Map(facts.texts);
  const add = async (
    [file, marker]: readonly [string, string],
    template: string,
    where: 'marker' | 'imports' = 'marker',
  ) => {
    const addition = fillIn(await readTemplate(`insertions/${template}`), names);
    const source = edited.get(file) ?? '';
    edited.set(
      file,
      where === 'imports'
        ? insertAfterImports(source, addition)
        : insertBefore(source, file, marker, addition),
    );
  };
  await add(markers.registry, 'element-registry.ts.template');
  if (placeholder) {
    const entry = fillIn(
      await readTemplate(
        placeholder.access === 'public'
          ? 'insertions/route-screen-public.tsx.template'
          : 'insertions/route-screen.tsx.template',
      ),
      names,
    );
    const screens = edited.get('src/portal/route-screens.tsx') ?? '';
    edited.set('src/portal/route-screens.tsx', screens.replace(`${placeholder.line}\n`, entry));
  } else {
    await add(markers.portalScreens, 'portal-screen.ts.template');
    await add(markers.portalRoutes, 'portal-route.ts.template');
    await add(markers.portalTitles, 'portal-title.ts.template');
    await add(markers.portalSpanishTitles, 'portal-spanish-title.ts.template');
    await add(markers.routeScreens, 'route-screen.tsx.template');
    await add(markers.routeTests, 'routes-test.ts.template');
  }
  await add(markers.services, 'simulator-service-import.ts.template', 'imports');
  await add(markers.services, 'simulator-service.ts.template');
  await add(markers.operations, 'api-operations-import.ts.template', 'imports');
  await add(markers.operations, 'api-operations.ts.template');
  await add(markers.conformanceFamily, 'conformance-family.ts.template');
  await add(markers.apiSections, 'api-service.md.template');
  await add(markers.apiContents, 'api-contents.md.template');
  for (const [file, source] of edited) if (source === facts.texts.get(file)) edited.delete(file);
  return { plan: { names, replacesPlaceholder: placeholder !== null, created, edited } };
}

/** In the project's code style, as `npm run lint` checks it. */
async function formatted(file: string, source: string, directory: string): Promise<string> {
  const options = await prettier.resolveConfig(path.join(directory, file));
  return prettier.format(source, { ...options, filepath: path.join(directory, file) });
}

/** Writes the plan, then what the registry drives. Answers the files written and edited. */
export async function writeScreen(plan: ScreenPlan, directory: string): Promise<string[]> {
  const written: string[] = [];
  for (const [file, source] of [...plan.created, ...plan.edited]) {
    const target = path.join(directory, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, await formatted(file, source, directory));
    written.push(file);
  }
  // What the registry and the conformance table drive: the element artifacts and the accessibility report.
  for (const generator of [
    ['build/element-artifacts.ts'],
    ['build/accessibility/conformance-report.ts', '--write'],
  ]) {
    execFileSync(path.join(directory, 'node_modules/.bin/tsx'), generator, {
      cwd: directory,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  return written;
}

function nextSteps(plan: ScreenPlan): string {
  const { area, Title } = plan.names;
  const route = plan.replacesPlaceholder
    ? `Its portal route now shows the screen instead of the placeholder: tests that expected the placeholder there change with it.`
    : `It has a new guarded route '${area}' titled '${Title}': add it to tests/unit/domain/portal/routes.test.ts (the table counts its paths) and to the menu where the spec puts it.`;
  return [
    `Next, make it the area the spec describes (docs/adding-a-screen.md walks through it):`,
    `  1. The words and rules: src/domain/${area}/ from the spec, quoted in tests/unit/domain/${area}/; the spec's error catalogue (§8) in errors.ts.`,
    `  2. The calls: the spec's paths and fields in src/api/${area}.ts and src/api/schemas/${area}.ts, the simulator's seed (described in docs/demo-data.md), docs/api.md's "${Title} service". Money or a payment setup: useMutation's money mode (send the key through the call's \`change\`).`,
    `  3. The screen: src/features/${area}/ on the shared pieces (DataTable, Chart, dialogs, the PDF viewer, RouteLink state).`,
    `  4. ${route}`,
    `  5. A demo page in demo-host/pages/ and its address as the registry entry's \`demo\` (then \`npm run artifacts\`); an end-to-end test in tests/e2e/${area}.spec.ts.`,
    `  Check: npm run lint && npx tsc --noEmit -p . && npx vitest run tests/unit/domain/${area} tests/unit/simulator/${area}-contract.test.ts && npx web-test-runner tests/browser/${area}/${area}.test.ts`,
  ].join('\n');
}

/** `<area> [--route <screen>]` (or `--route=<screen>`), or null when the arguments are not that. */
export function parseArguments(args: readonly string[]): { area: string; route?: string } | null {
  const positional: string[] = [];
  let route: string | undefined;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (arg === '--route') {
      route = args[index + 1];
      index += 1;
      if (route === undefined) return null;
    } else if (arg.startsWith('--route=')) route = arg.slice('--route='.length);
    else if (arg.startsWith('-')) return null;
    else positional.push(arg);
  }
  const [area] = positional;
  if (!area || positional.length > 1) return null;
  return route === undefined ? { area } : { area, route };
}

async function main(): Promise<void> {
  const parsed = parseArguments(process.argv.slice(2));
  if (!parsed) {
    console.error(
      'Usage: npm run new-screen <area> [-- --route <screen>]   (kebab-case, e.g. npm run new-screen draft-payments;\n' +
        '  --route names the placeholder screen it replaces when that is named otherwise: npm run new-screen outage -- --route outage-status)',
    );
    process.exit(2);
  }
  const { area } = parsed;
  const outcome = await planNewScreen(area, await readProjectFacts(projectDirectory), parsed);
  if ('refused' in outcome) {
    console.error(`Not writing ${area}:\n${outcome.refused.map((reason) => `  - ${reason}`).join('\n')}`);
    process.exit(1);
  }
  const { plan } = outcome;
  await writeScreen(plan, projectDirectory);
  console.log(
    [
      `Wrote the ${plan.names.Title} skeleton (<coop-${area}>):`,
      ...[...plan.created.keys()].map((file) => `  + ${file}`),
      ...[...plan.edited.keys()].map((file) => `  ~ ${file}`),
      `  and regenerated what the element registry drives (npm run artifacts).`,
      '',
      nextSteps(plan),
    ].join('\n'),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
