/** `record[key]` for the record's own keys only: a key like `constructor` names nothing. */
export function own<T>(record: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/**
 * A site's entry in a per-site slice. Every slice is seeded with every site, so a missing one is a
 * hand-edited state: an error (500), not a site the back office does not serve.
 */
export function siteEntry<Entry>(sites: Record<string, Entry>, applicationId: string, slice: string): Entry {
  if (!Object.hasOwn(sites, applicationId)) {
    throw new Error(`The ${slice} slice of the simulator's state has no site ${applicationId}.`);
  }
  return sites[applicationId] as Entry;
}
