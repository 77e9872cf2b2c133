import { isWithinOneDay, secondsPerDay } from './chart-time.ts';
import { chartMessages } from './primitive-messages/chart.ts';
import { numberFormat } from './numbers.ts';

/**
 * The keyboard cursor of a chart: which point a key moves it to and what is announced there. The keys
 * follow the WAI-ARIA slider pattern, the one widely known for moving along one axis: Right goes to a
 * later point and Left to an earlier one, Page Up a larger step later and Page Down earlier, Home and
 * End the first and last point.
 */

/**
 * The point a key moves the cursor to from `current` (null: no point chosen yet, so a key that moves
 * forward lands on the first point and one that moves back on the last), or null when the key does
 * not move the cursor or there are no points. Moves stop at the ends.
 */
export function nextPointIndex(
  current: number | null,
  key: string,
  pointCount: number,
  pageStep: number,
): number | null {
  if (pointCount <= 0) return null;
  const last = pointCount - 1;
  const step = Math.max(1, Math.floor(pageStep));
  const clamp = (index: number) => Math.min(Math.max(index, 0), last);
  const from = current === null ? null : clamp(current);
  switch (key) {
    case 'ArrowRight':
      return from === null ? 0 : clamp(from + 1);
    case 'ArrowLeft':
      return from === null ? last : clamp(from - 1);
    case 'PageUp':
      return from === null ? 0 : clamp(from + step);
    case 'PageDown':
      return from === null ? last : clamp(from - step);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

/**
 * How many points Page Up and Page Down move by, from the reading interval in seconds (null for
 * categories): a day of readings for data within a day (96 for 15-minute data), a week for daily
 * data, a quarter for monthly data and for bills.
 */
export function pageStepFor(interval: number | null): number {
  if (interval !== null && isWithinOneDay(interval)) return Math.max(1, Math.round(secondsPerDay / interval));
  if (interval !== null && interval < 7 * secondsPerDay) return 7;
  return 3;
}

const wholeNumber = numberFormat({ maximumFractionDigits: 0 });

/** One series at the cursor: its name and its value as shown, null where it has none. */
export interface PointSeriesValue {
  readonly label: string;
  readonly value: string | null;
}

export interface PointAnnouncementInput {
  /** The x value of the point as shown, e.g. '11/15/2025'. */
  readonly at: string;
  /** The point's index, from 0. */
  readonly index: number;
  readonly pointCount: number;
  readonly series: readonly PointSeriesValue[];
}

/** What the live region says when the cursor reaches a point, e.g. '11/15/2025: Usage 980 kWh. Point 2 of 12.' */
export function pointAnnouncement({ at, index, pointCount, series }: PointAnnouncementInput): string {
  return chartMessages.point(
    at,
    series.map(({ label, value }) =>
      value === null ? chartMessages.pointNoValue(label) : chartMessages.pointValue(label, value),
    ),
    wholeNumber.format(index + 1),
    wholeNumber.format(pointCount),
  );
}
