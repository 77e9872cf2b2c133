/**
 * Words of the chart (billed usage, daily and interval usage): its table toggle, the table's empty
 * cell, and the parts of the summary that names the chart to screen readers (see chart-summary.ts).
 */
export const chartMessages = {
  showTable: 'Show the numbers as a table',
  hideTable: 'Hide the table',
  /** A table cell with no value (a gap in the data). */
  noValue: 'No value',
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
} as const;
