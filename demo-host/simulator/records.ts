import type { SiteRecord } from './state.ts';

/** `record[key]` for the record's own keys only: a key like `constructor` names nothing. */
export function own<T>(record: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** The cooperative's name as its messages sign it. */
export function coopNameOf(site: SiteRecord): string {
  return site.siteSettings.coopName ?? site.payments.utilityName;
}
