import { catalogue } from '../language.ts';
/**
 * Words of the chart (billed usage, daily and interval usage): its table toggle and pages, the table's
 * empty cell, the keyboard cursor's hint and announcements, and the parts of the summary that names
 * the chart to screen readers (see chart-summary.ts and chart-navigation.ts).
 */
export const chartMessages = catalogue(
  () =>
    ({
      showTable: 'Show the numbers as a table',
      hideTable: 'Hide the table',
      /** A table cell with no value (a gap in the data). */
      noValue: 'No value',
      /** Read by screen readers as the kind of the focusable plot, in place of 'application'. */
      plotRoleDescription: 'interactive chart',
      /** How the plot's keyboard cursor works; read when the plot takes focus. */
      plotKeyboardHint:
        'Use the Left and Right arrow keys to read the values point by point, Page Up and Page Down to move further, Home and End to go to the first and last point.',
      /** One series' value at the cursor, e.g. 'Usage 980 kWh'. */
      pointValue: (series: string, value: string) => `${series} ${value}`,
      /**
       * A value with the kind of its bar, where the chart paints kinds (estimate, keyed, weekend,
       * weekday): said in words too, never by colour alone (WCAG 1.4.1). E.g. '28 kWh (Estimate)'.
       */
      valueOfKind: (value: string, kind: string) => `${value} (${kind})`,
      /** A series with no value at the cursor, e.g. 'Usage no value'. */
      pointNoValue: (series: string) => `${series} no value`,
      /**
       * The point under the keyboard cursor, e.g. '11/15/2025: Usage 980 kWh. Point 2 of 12.' The values
       * come from `pointValue` and `pointNoValue`, joined by commas; the numbers are already formatted.
       */
      point: (at: string, values: readonly string[], position: string, count: string) =>
        `${at}: ${values.join(', ')}. Point ${position} of ${count}.`,
      previousRows: 'Previous rows',
      nextRows: 'Next rows',
      /** Names the list that jumps to a page of the table. */
      goToRows: 'Go to rows',
      /** A page in that list, by the x values of its first and last row, e.g. '01/01/2026 00:00 to 01/01/2026 23:45'. */
      rowsFromTo: (first: string, last: string) => (first === last ? first : `${first} to ${last}`),
      /** The rows the table shows, e.g. 'Rows 97–192 of 17,280'; the numbers are already formatted. */
      rowsOf: (first: string, last: string, total: string) => `Rows ${first}–${last} of ${total}`,
      /** The summary of a chart with nothing to draw, e.g. 'Billed Usage Summary. No data to show.' */
      noData: (title: string) => `${title}. No data to show.`,
      /** The range of a chart over one x value, e.g. 'Billed Usage Summary, 09/15/2026.' */
      singleRange: (title: string, only: string) => `${title}, ${only}.`,
      /** The range of a chart, e.g. 'Billed Usage Summary, 10/15/2025 to 09/15/2026.' */
      range: (title: string, first: string, last: string) => `${title}, ${first} to ${last}.`,
      /** A series without any value, e.g. 'Usage: no values.' */
      seriesEmpty: (series: string) => `${series}: no values.`,
      /** A series with one value, e.g. 'Usage: 1,150 kWh on 09/15/2026.' */
      seriesSingle: (series: string, value: string, at: string) => `${series}: ${value} on ${at}.`,
      /** A series' extremes, e.g. 'Usage: lowest 812 kWh on 02/15/2026, highest 1,402 kWh on 07/15/2026.' */
      seriesRange: (series: string, lowest: string, lowestAt: string, highest: string, highestAt: string) =>
        `${series}: lowest ${lowest} on ${lowestAt}, highest ${highest} on ${highestAt}.`,
    }) as const,
  () => import('./es.ts'),
  'chartMessages',
);
