/**
 * Navigation state: what a screen hands the next one without putting it in the address (spec 02: the
 * overview's Usage Tracker link opens the Monthly tab, the Paperless link My Profile's Paperless tab).
 * Inside `<coop-portal>` it rides on the history entry, so Back and Forward bring it back; a standalone
 * element that sends the member to the portal page hands it over through session storage, which the
 * portal takes once on arrival at that exact address.
 */
import type { NavigationState } from '../domain/portal/links.ts';

export type { NavigationState };

const historyKey = 'coopNavigationState';
const handOffKey = 'coop.navigationHandOff';
/** A hand-over older than this was not for this arrival (the member went elsewhere first). */
const handOffLifetimeMs = 60_000;

// Read from history or storage, which any script of the page may have written: a plain object only.
function isNavigationState(value: unknown): value is NavigationState {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/** The history state to push or replace for an entry carrying `state`, keeping what others put there. */
export function historyStateWith(current: unknown, state: NavigationState | undefined): unknown {
  const base = typeof current === 'object' && current !== null ? { ...(current as object) } : {};
  if (state === undefined) {
    delete (base as Record<string, unknown>)[historyKey];
    return base;
  }
  return { ...base, [historyKey]: state };
}

/** The navigation state of a history entry; empty when it carries none. */
export function navigationStateOf(historyState: unknown): NavigationState {
  const state = (historyState as Record<string, unknown> | null | undefined)?.[historyKey];
  return isNavigationState(state) ? state : {};
}

/** Leaves `state` for the page at `url`, which the portal there takes on arrival. */
export function handOffNavigationState(
  storage: Storage,
  url: string,
  state: NavigationState,
  now = Date.now(),
) {
  try {
    storage.setItem(handOffKey, JSON.stringify({ url, state, at: now }));
  } catch {
    // Storage full or refused: the next screen opens as it would from a plain link.
  }
}

/** The state left for `url`, taken once (and removed): undefined when there is none, or it is stale. */
export function takeHandedOffNavigationState(
  storage: Storage,
  url: string,
  now = Date.now(),
): NavigationState | undefined {
  let text: string | null;
  try {
    text = storage.getItem(handOffKey);
    if (text !== null) storage.removeItem(handOffKey);
  } catch {
    return undefined;
  }
  if (text === null) return undefined;
  try {
    const handOff = JSON.parse(text) as { url?: unknown; state?: unknown; at?: unknown };
    const fresh =
      typeof handOff.at === 'number' && now - handOff.at >= 0 && now - handOff.at < handOffLifetimeMs;
    return fresh && handOff.url === url && isNavigationState(handOff.state) ? handOff.state : undefined;
  } catch {
    return undefined;
  }
}
