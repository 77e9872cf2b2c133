import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { chartTablePage, chartTablePageCount, chartTableStatus } from '../../../domain/chart-table.ts';
import { chartMessages as messages } from '../../../domain/primitive-messages/chart.ts';
import { Button } from '../Button/Button.tsx';
import type { ChartSeries } from './Chart.tsx';
import { pointValueText } from './point-value.ts';
import * as styles from './ChartTable.css';
import { useLanguage } from '../../element/useLanguage.ts';

export interface ChartTableProps {
  /** The caption, on every page. */
  readonly title: string;
  /** The heading of the x column, e.g. 'Date'. */
  readonly xLabel: string;
  readonly rowCount: number;
  /** The x value of row `index` as shown; keep it stable (memoised): a new one starts at the first page. */
  readonly labelAt: (index: number) => string;
  readonly series: readonly ChartSeries[];
  readonly formatValue: (value: number, series: ChartSeries) => string;
  readonly pageSize: number;
}

/** The page a member chose, for the rows it was chosen in. */
interface ChosenPage {
  readonly pageIndex: number;
  readonly labelAt: ChartTableProps['labelAt'];
}

/**
 * The numbers a chart draws, one row per x value, one page of rows at a time. Pages rather than a
 * windowed (virtualised) list: every row in the page is really in the table, so a screen reader's
 * table commands count and reach all of them, the browser's find and zoom see them, and nothing
 * appears or vanishes under the reader while it moves. Previous and Next step through the pages, a
 * list jumps to any of them (a day of 15-minute readings each), and the status ('Rows 97–192 of
 * 17,280') is announced politely when it changes.
 */
export function ChartTable({
  title,
  xLabel,
  rowCount,
  labelAt,
  series,
  formatValue,
  pageSize,
}: ChartTableProps) {
  const pageListId = useId();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const previousButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const focusAfterPageChange = useRef<HTMLButtonElement | null>(null);
  const [chosen, setChosen] = useState<ChosenPage>({ pageIndex: 0, labelAt });

  const { pageIndex, start, end } = chartTablePage(
    chosen.labelAt === labelAt ? chosen.pageIndex : 0,
    pageSize,
    rowCount,
  );
  const pageCount = chartTablePageCount(rowCount, pageSize);

  const language = useLanguage();
  const pageNames = useMemo(
    () =>
      Array.from({ length: pageCount }, (_, index) => {
        const page = chartTablePage(index, pageSize, rowCount);
        return messages.rowsFromTo(labelAt(page.start), labelAt(Math.max(page.start, page.end - 1)));
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the names read in the active language
    [pageCount, pageSize, rowCount, labelAt, language],
  );

  // A new page starts at its first row; a button that became disabled hands focus to the other one.
  useEffect(() => {
    if (scrollerRef.current) scrollerRef.current.scrollTop = 0;
    focusAfterPageChange.current?.focus();
    focusAfterPageChange.current = null;
  }, [pageIndex]);

  const goTo = (index: number) => setChosen({ pageIndex: index, labelAt });
  const goToPrevious = () => {
    if (pageIndex - 1 === 0) focusAfterPageChange.current = nextButton.current;
    goTo(pageIndex - 1);
  };
  const goToNext = () => {
    if (pageIndex + 2 >= pageCount) focusAfterPageChange.current = previousButton.current;
    goTo(pageIndex + 1);
  };

  const rows = [];
  for (let index = start; index < end; index += 1) {
    rows.push(
      <tr key={index}>
        <th scope="row" className={styles.rowHeader}>
          {labelAt(index)}
        </th>
        {series.map((one) => (
          <td key={one.label} className={styles.numberCell}>
            {pointValueText(one, index, formatValue) ?? messages.noValue}
          </td>
        ))}
      </tr>,
    );
  }

  return (
    <div className={styles.root}>
      {/* A scrolling box must be reachable by keyboard (WCAG 2.1.1); it is named after the table. */}
      <div ref={scrollerRef} className={styles.scroller} role="region" aria-label={title} tabIndex={0}>
        <table className={styles.table}>
          <caption className={styles.caption}>{title}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.columnHeader}>
                {xLabel}
              </th>
              {series.map((one) => (
                <th key={one.label} scope="col" className={styles.numberColumnHeader}>
                  {one.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{rows}</tbody>
        </table>
      </div>
      {pageCount > 1 ? (
        <div className={styles.pagination}>
          <div className={styles.pageNavigation}>
            <Button
              ref={previousButton}
              variant="secondary"
              className={styles.pageButton}
              disabled={pageIndex === 0}
              onClick={goToPrevious}
            >
              {messages.previousRows}
            </Button>
            <p className={styles.status} aria-live="polite">
              {chartTableStatus(start, end, rowCount)}
            </p>
            <Button
              ref={nextButton}
              variant="secondary"
              className={styles.pageButton}
              disabled={pageIndex >= pageCount - 1}
              onClick={goToNext}
            >
              {messages.nextRows}
            </Button>
          </div>
          <div className={styles.pageChoice}>
            <label className={styles.pageListLabel} htmlFor={pageListId}>
              {messages.goToRows}
            </label>
            <select
              id={pageListId}
              className={styles.pageList}
              value={pageIndex}
              onChange={(event) => goTo(Number(event.target.value))}
            >
              {pageNames.map((name, index) => (
                <option key={index} value={index}>
                  {name}
                </option>
              ))}
            </select>
          </div>
        </div>
      ) : null}
    </div>
  );
}
