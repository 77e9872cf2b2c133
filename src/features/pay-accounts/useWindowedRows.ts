import { defaultRangeExtractor, type Range, useVirtualizer } from '@tanstack/react-virtual';
import { type FocusEvent, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';

export interface WindowedRowsOptions {
  /** Each row's key, in order: an account number. */
  readonly keys: readonly string[];
  /** A row's height before it is measured, in pixels. */
  readonly estimatedHeight: number;
  /** Rows drawn beyond each edge of the viewport, so that Tab always finds the next row in the page. */
  readonly overscan?: number;
}

/**
 * A long list that renders only the rows in its scrolling viewport (and a few beyond), measured as they
 * draw. The row that holds the focus stays rendered however far the list scrolls, so the focus is never
 * dropped to the page; `reveal` renders a row wherever it is and hands it back, to focus a field of it.
 */
export function useWindowedRows({ keys, estimatedHeight, overscan = 4 }: WindowedRowsOptions) {
  const viewport = useRef<HTMLDivElement>(null);
  const indexOf = useMemo(() => new Map(keys.map((key, index) => [key, index])), [keys]);
  // The row the focus is in (or last was): kept rendered. By key, so a new search does not move it.
  const [kept, setKept] = useState<string | null>(null);
  const keptIndex = kept === null ? undefined : indexOf.get(kept);

  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (keptIndex === undefined || indexes.includes(keptIndex)) return indexes;
      return [...indexes, keptIndex].sort((a, b) => a - b);
    },
    [keptIndex],
  );

  // Stable between renders: the virtualizer works its rows' places out again when these change.
  const getItemKey = useCallback((index: number) => keys[index] ?? index, [keys]);
  const estimateSize = useCallback(() => estimatedHeight, [estimatedHeight]);
  const virtualizer = useVirtualizer({
    count: keys.length,
    getScrollElement: () => viewport.current,
    estimateSize,
    getItemKey,
    overscan,
    rangeExtractor,
  });

  const onFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    const key = (event.target as Element).closest('[data-key]')?.getAttribute('data-key');
    if (key) setKept(key);
  }, []);

  // A row asked for (`reveal`), rendered once the next commit lands; then its element is handed over.
  const pending = useRef<{ key: string; then: (row: HTMLElement) => void } | null>(null);
  useLayoutEffect(() => {
    const request = pending.current;
    if (!request || kept !== request.key) return;
    const row = viewport.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(request.key)}"]`);
    if (!row) return;
    pending.current = null;
    request.then(row);
  });

  /** Renders the row of `key` (scrolled to) and calls `then` with its element; false when not listed. */
  const reveal = useCallback(
    (key: string, then: (row: HTMLElement) => void): boolean => {
      const index = indexOf.get(key);
      if (index === undefined) return false;
      const rendered = viewport.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(key)}"]`);
      if (rendered) {
        then(rendered);
        return true;
      }
      pending.current = { key, then };
      virtualizer.scrollToIndex(index, { align: 'center' });
      setKept(key);
      return true;
    },
    [indexOf, virtualizer],
  );

  const rows = virtualizer.getVirtualItems();
  return {
    viewport,
    /** The rows to render, each at its place (`start`) in the whole list. */
    rows,
    /** The rows in view, without those drawn beyond its edges; null before the list is measured. */
    visible: virtualizer.range,
    /** The whole list's height: the rows not rendered keep their room, so the scroll bar tells the truth. */
    totalHeight: virtualizer.getTotalSize(),
    /** Goes on each row's element, with `data-index`, for its height to be measured. */
    measure: virtualizer.measureElement,
    onFocus,
    reveal,
  };
}
