import axe from 'axe-core';
import { activeLanguage, switchLanguage } from '../../../src/domain/language.ts';
import { schemeColors } from '../../../src/ui/theme-colors.ts';
import { unresolvedIdReferences } from './id-references.ts';
import { nextFrames } from './keyboard.ts';
import { showsDarkScheme } from './scheme.ts';

/** The WCAG 2.0, 2.1 and 2.2 success criteria at levels A and AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

function describeViolations(violations: axe.Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map(
          (node) =>
            `    at ${JSON.stringify(node.target)}: ${node.failureSummary?.replace(/\n/g, ' ') ?? ''}`,
        )
        .join('\n');
      return `- ${violation.id} (${violation.impact ?? 'unknown impact'}): ${violation.help}\n${nodes}`;
    })
    .join('\n');
}

async function expectNoViolationsNow(context: axe.ElementContext): Promise<void> {
  const results = await axe.run(context, {
    runOnly: { type: 'tag', values: wcagTags },
    resultTypes: ['violations'],
  });
  if (results.violations.length > 0) {
    throw new Error(
      `Expected no accessibility violations, found ${results.violations.length}:\n${describeViolations(results.violations)}`,
    );
  }
}

/** The coop elements (and test hosts) that `context` is, holds, or sits in (a dialog in a shadow root). */
function hostsIn(context: axe.ElementContext): HTMLElement[] {
  const scope = context instanceof Element || context instanceof Document ? context : document;
  const inside = [...scope.querySelectorAll<HTMLElement>('*')].filter(
    (element) => element.localName.startsWith('coop-') && element.shadowRoot,
  );
  const around: HTMLElement[] = [];
  for (let node: Node | null = scope; node;) {
    if (node instanceof HTMLElement && node.localName.startsWith('coop-') && node.shadowRoot)
      around.push(node);
    const root: Node = node.getRootNode();
    node =
      node instanceof ShadowRoot ? node.host : root instanceof ShadowRoot && root !== node ? root.host : null;
  }
  return [...new Set([...around, ...inside])];
}

/** Waits until every element's content has re-rendered in `language` (its root's `lang`). */
async function renderedIn(hosts: readonly HTMLElement[], language: string): Promise<void> {
  const deadline = performance.now() + 3000;
  const done = () =>
    hosts.every((host) => {
      const base = host.shadowRoot?.querySelector('[part="base"]');
      return !base || base.getAttribute('lang') === language;
    });
  while (!done()) {
    if (performance.now() > deadline) throw new Error(`The elements did not re-render in ${language}`);
    await nextFrames(1);
  }
}

/**
 * Runs `check` with the page in Spanish and every element in the dark scheme, then puts both back
 * (what the member typed and the screen stay: a switch re-renders, it does not remount).
 */
async function inSpanishAndDark(context: axe.ElementContext, check: () => Promise<void>): Promise<void> {
  const hosts = hostsIn(context);
  // A page of no coop element (the simulated hosted payment page) has no language or scheme of ours.
  if (hosts.length === 0) return;
  const schemes = hosts.map((host) => host.getAttribute('scheme'));
  const language = activeLanguage();
  // As a page in its dark scheme: the Quick Pay button, a control on the page, sits on its background.
  const pageStyle = document.body.getAttribute('style');
  document.body.style.background = schemeColors.dark.surface;
  document.body.style.color = schemeColors.dark.text;
  for (const host of hosts) host.setAttribute('scheme', 'dark');
  try {
    await switchLanguage('es');
    await renderedIn(hosts, 'es');
    await nextFrames();
    const light = hosts.filter((host) => host.matches(':defined') && !showsDarkScheme(host));
    if (light.length > 0)
      throw new Error(`Not in the dark scheme: ${light.map((host) => host.localName).join(', ')}`);
    await check();
  } finally {
    if (pageStyle === null) document.body.removeAttribute('style');
    else document.body.setAttribute('style', pageStyle);
    hosts.forEach((host, index) => {
      const scheme = schemes[index];
      if (scheme === null || scheme === undefined) host.removeAttribute('scheme');
      else host.setAttribute('scheme', scheme);
    });
    await switchLanguage(language);
    await renderedIn(hosts, language);
    await nextFrames();
  }
}

/**
 * Runs axe-core on the document (it looks inside open shadow roots) or on the given context, and
 * fails with a readable list if any WCAG A/AA rule is violated: as the test left it (English, light),
 * then again in Spanish and the dark scheme. First, every id reference (`aria-labelledby`, a label's
 * `for`…) must resolve in its own root, which axe does not check across shadow roots.
 */
export async function expectNoAxeViolations(context: axe.ElementContext = document): Promise<void> {
  const unresolved = unresolvedIdReferences(context);
  if (unresolved.length > 0) {
    throw new Error(`Expected every id reference to resolve in its own root:\n- ${unresolved.join('\n- ')}`);
  }
  await expectNoViolationsNow(context);
  await inSpanishAndDark(context, () => expectNoViolationsNow(context));
}
