import { knownTimeZone, todayIn } from '../dates.ts';

/**
 * The cooperative's day, from its site settings: today on its calendar and its time zone, in which
 * the screens show date-times. A site naming no zone (or one the browser does not know) gets the
 * browser's.
 */
export function cooperativeDay(
  siteSettings: { readonly timeZone?: string | null },
  now: Date = new Date(),
): { readonly today: string; readonly timeZone?: string } {
  const timeZone = knownTimeZone(siteSettings.timeZone);
  return timeZone ? { today: todayIn(timeZone, now), timeZone } : { today: todayIn(undefined, now) };
}
