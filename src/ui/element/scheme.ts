import { darkSchemeState } from '../theme-colors.ts';

/** What a page asks for with `scheme` (on `<coop-config>` or an element): a scheme, or the page's. */
export type SchemeSetting = 'light' | 'dark' | 'auto';
export type Scheme = 'light' | 'dark';

/** The setting an attribute value names; anything else (absent, mistyped) is 'auto'. */
export function schemeSettingOf(value: string | null | undefined): SchemeSetting {
  const setting = value?.trim().toLowerCase();
  return setting === 'light' || setting === 'dark' ? setting : 'auto';
}

/**
 * The scheme an element shows. 'light' and 'dark' are obeyed. 'auto' follows the page: a page that
 * declares only a light scheme (or none, as most CMS themes) gets light, whatever the member's system
 * prefers, so a light page never holds a dark element; a page that offers dark follows
 * `prefers-color-scheme` (`color-scheme: light dark`), or is dark (`color-scheme: dark`).
 */
export function resolveScheme(setting: SchemeSetting, pageColorScheme: string, prefersDark: boolean): Scheme {
  if (setting !== 'auto') return setting;
  const offered = pageColorScheme.toLowerCase().split(/\s+/);
  if (!offered.includes('dark')) return 'light';
  return !offered.includes('light') || prefersDark ? 'dark' : 'light';
}

interface Followed {
  readonly host: HTMLElement;
  readonly states: CustomStateSet;
}

const followed = new Set<Followed>();
const listeners = new Set<() => void>();
let darkQuery: MediaQueryList | undefined;

/** The color-scheme the page declares where `host` sits: its computed style, else the meta tag. */
function pageColorScheme(host: HTMLElement): string {
  const computed = host.isConnected ? getComputedStyle(host.parentElement ?? host).colorScheme : '';
  if (computed && computed !== 'normal') return computed;
  return document.querySelector('meta[name="color-scheme"]')?.getAttribute('content') ?? '';
}

function settingFor(host: HTMLElement): SchemeSetting {
  return schemeSettingOf(
    host.getAttribute('scheme') ?? document.querySelector('coop-config')?.getAttribute('scheme'),
  );
}

/** The scheme `host` shows now. */
export function schemeOf(host: HTMLElement): Scheme {
  return resolveScheme(settingFor(host), pageColorScheme(host), darkQuery?.matches ?? false);
}

function apply({ host, states }: Followed): boolean {
  const dark = schemeOf(host) === 'dark';
  if (states.has(darkSchemeState) === dark) return false;
  if (dark) states.add(darkSchemeState);
  else states.delete(darkSchemeState);
  return true;
}

function applyAll(): void {
  let changed = false;
  for (const element of followed) changed = apply(element) || changed;
  if (changed) for (const listener of [...listeners]) listener();
}

function startWatching(): void {
  if (darkQuery) return;
  darkQuery = matchMedia('(prefers-color-scheme: dark)');
  darkQuery.addEventListener('change', applyAll);
  new MutationObserver(applyAll).observe(document.documentElement, {
    subtree: true,
    attributes: true,
    attributeFilter: ['scheme', 'content'],
  });
  // A page's own dark mode is a class or style on <html> or <body>; deeper changes are not watched,
  // so a busy page's animations cost nothing here. (An observer observing a node again replaces its
  // options for that node, hence a second observer.)
  const pageTheme = new MutationObserver(applyAll);
  for (const root of [document.documentElement, document.body]) {
    if (root)
      pageTheme.observe(root, { attributes: true, attributeFilter: ['style', 'class', 'data-theme'] });
  }
}

/**
 * Shows `host` in its scheme (the `coop-dark` custom state, which theme.css.ts turns into the dark
 * tokens), now and whenever `scheme`, the page's color-scheme or the system preference changes. Call
 * when the element is connected; the returned function stops it.
 */
export function followScheme(host: HTMLElement, states: CustomStateSet): () => void {
  startWatching();
  const element = { host, states };
  followed.add(element);
  apply(element);
  return () => followed.delete(element);
}

/** Calls `listener` after elements changed scheme (a canvas redraws in the new colours). */
export function subscribeToScheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
