import { readRawConfig, subscribeToPageConfig } from '../../state/page-config.ts';
import { schemeStates } from '../theme-colors.ts';

/** What a page asks for with `scheme` (on `<coop-config>` or an element): a scheme, or the page's. */
export type SchemeSetting = 'light' | 'dark' | 'auto';

/** The setting an attribute value names; anything else (absent, mistyped) is 'auto'. */
export function schemeSettingOf(value: string | null | undefined): SchemeSetting {
  const setting = value?.trim().toLowerCase();
  return setting === 'light' || setting === 'dark' ? setting : 'auto';
}

interface Followed {
  readonly host: HTMLElement;
  readonly states: CustomStateSet;
}

const followed = new Set<Followed>();
let watching = false;

function apply({ host, states }: Followed): void {
  const setting = schemeSettingOf(readRawConfig(host).scheme);
  for (const scheme of ['light', 'dark'] as const) {
    if (setting === scheme) states.add(schemeStates[scheme]);
    else states.delete(schemeStates[scheme]);
  }
}

function applyAll(): void {
  for (const element of followed) apply(element);
}

/**
 * Shows `host` in the scheme its configuration sets. 'auto' needs nothing here: the colours are
 * `light-dark()` pairs (theme.css.ts), and an element inherits the page's `color-scheme`, so it is light
 * on a page that offers no dark scheme (most CMS themes), follows the member's system on one that offers
 * both, and is dark on a dark one, as the page changes. 'light' and 'dark' set the element's own
 * `color-scheme`, through a custom state, whenever `scheme` or the page's configuration changes. Call
 * when the element is connected; the returned function stops it.
 */
export function followScheme(host: HTMLElement, states: CustomStateSet): () => void {
  if (!watching) {
    watching = true;
    new MutationObserver(applyAll).observe(document.documentElement, {
      subtree: true,
      attributes: true,
      attributeFilter: ['scheme'],
    });
    subscribeToPageConfig(applyAll);
  }
  const element = { host, states };
  followed.add(element);
  apply(element);
  return () => followed.delete(element);
}
