import { useEffect, useId, useRef } from 'react';
import { dataTableRowRange } from '../../../domain/data-table.ts';
import { dataTableMessages } from '../../../domain/primitive-messages/data-table.ts';
import { Button } from '../Button/Button.tsx';
import * as styles from './DataTable.css';
import type { DataTableState } from './useDataTableState.ts';

export interface DataTablePaginationProps extends Pick<
  DataTableState<unknown>,
  'pageIndex' | 'pageCount' | 'pageSize' | 'pageSizes' | 'totalRows'
> {
  /** Other rows are on their way: a status says so. */
  readonly loading: boolean;
  readonly onPageChange: (pageIndex: number) => void;
  readonly onPageSizeChange: (pageSize: number) => void;
}

/**
 * A data table's page controls: the page size, the rows shown ('Rows 11–20 of 45'), the loading
 * status, and Previous and Next around the page status, which is announced politely.
 */
export function DataTablePagination({
  pageIndex,
  pageCount,
  pageSize,
  pageSizes,
  totalRows,
  loading,
  onPageChange,
  onPageSizeChange,
}: DataTablePaginationProps) {
  const pageSizeId = useId();
  const previousButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useRef<HTMLButtonElement | null>(null);
  const rowRange = dataTableRowRange(pageIndex, pageSize, totalRows);
  const canPrevious = pageIndex > 0;
  const canNext = pageIndex + 1 < pageCount;

  // A button that becomes disabled loses focus to the page; hand it to the other one instead, once
  // the new page has rendered and the other one is enabled.
  function goToPreviousPage() {
    onPageChange(pageIndex - 1);
    if (pageIndex - 1 === 0) focusAfterRender.current = nextButton.current;
  }

  function goToNextPage() {
    onPageChange(pageIndex + 1);
    if (pageIndex + 2 >= pageCount) focusAfterRender.current = previousButton.current;
  }

  useEffect(() => {
    focusAfterRender.current?.focus();
    focusAfterRender.current = null;
  });

  return (
    <div part="pagination" className={styles.pagination}>
      <div className={styles.pageSummary}>
        <div className={styles.pageSize}>
          <label className={styles.pageSizeLabel} htmlFor={pageSizeId}>
            {dataTableMessages.rowsPerPage}
          </label>
          <select
            id={pageSizeId}
            className={styles.pageSizeSelect}
            value={pageSize}
            onChange={(event) => onPageSizeChange(Number(event.target.value))}
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
        {totalRows > 0 && (
          <span className={styles.rowRange}>
            {dataTableMessages.rowRange(rowRange.first, rowRange.last, totalRows)}
          </span>
        )}
        <span role="status" className={styles.loadingStatus}>
          {loading ? dataTableMessages.loadingRows : ''}
        </span>
      </div>
      <div className={styles.pageNavigation}>
        <Button
          ref={previousButton}
          variant="secondary"
          className={styles.pageButton}
          disabled={!canPrevious}
          onClick={goToPreviousPage}
        >
          {dataTableMessages.previousPage}
        </Button>
        <p className={styles.pageStatus} aria-live="polite">
          {dataTableMessages.pageOf(pageIndex + 1, pageCount)}
        </p>
        <Button
          ref={nextButton}
          variant="secondary"
          className={styles.pageButton}
          disabled={!canNext}
          onClick={goToNextPage}
        >
          {dataTableMessages.nextPage}
        </Button>
      </div>
    </div>
  );
}
