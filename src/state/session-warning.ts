import { atom, type createStore } from 'jotai';

type Store = ReturnType<typeof createStore>;

/** The elements that could show the session warning, first mounted first. */
const claimsAtom = atom<readonly object[]>([]);

/**
 * The one element of the page that shows the warning before the session ends: the first mounted one
 * that shows member content. A page with several of them shows one dialog, not one each.
 */
export const sessionWarningOwnerAtom = atom((get) => get(claimsAtom)[0] ?? null);

/**
 * Puts `claim` in line to show the session warning; returns the function that takes it out, so that the
 * next element in line takes over when the owner leaves the page.
 */
export function claimSessionWarning(store: Store, claim: object): () => void {
  store.set(claimsAtom, [...store.get(claimsAtom), claim]);
  return () => store.set(claimsAtom, (claims) => claims.filter((candidate) => candidate !== claim));
}
