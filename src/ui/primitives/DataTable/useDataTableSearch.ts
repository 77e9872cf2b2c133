import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { dataTableSearchAnnouncement } from '../../../domain/data-table.ts';
import { SEARCH_PAUSE_MS } from '../../forms/useSettledText.ts';
import type { DataTableQuery, DataTableServerMode } from './options.ts';
import type { TableModel } from './table-model.ts';

export interface DataTableSearchOptions<TRow> {
  readonly table: TableModel;
  readonly server: DataTableServerMode | undefined;
  readonly data: readonly TRow[];
  readonly loading: boolean;
  /** Server mode: the query as last reported, which may not have rendered back yet. */
  readonly reportedQuery: () => DataTableQuery | undefined;
  /** Server mode: reports the query with `change` applied. */
  readonly changeQuery: (change: Partial<DataTableQuery>) => void;
  /** Sets what the polite status says. */
  readonly announce: (text: string) => void;
}

export interface DataTableSearch {
  /** The search box's text as typed. */
  readonly searchText: string;
  readonly search: (text: string) => void;
}

/**
 * The search box of a data table. In client mode it filters the rows at every key and says how many
 * match; in server mode it reports the text once typing pauses, and says how many match once the
 * server's rows have arrived.
 */
export function useDataTableSearch<TRow>({
  table,
  server,
  data,
  loading,
  reportedQuery,
  changeQuery,
  announce,
}: DataTableSearchOptions<TRow>): DataTableSearch {
  const serverMode = server !== undefined;
  const [searchText, setSearchText] = useState(server?.query.search ?? '');
  // The rows shown when a server search was reported; its count is announced once others arrive.
  const searchAwaitingRows = useRef<{ readonly data: readonly TRow[] } | null>(null);
  const searchDelayMs = server?.searchDelayMs ?? SEARCH_PAUSE_MS;

  // The screen set the search itself (a reset, a link): the box shows it.
  const [querySearchShown, setQuerySearchShown] = useState(server?.query.search);
  if (server && server.query.search !== querySearchShown) {
    setQuerySearchShown(server.query.search);
    if (server.query.search !== searchText.trim()) setSearchText(server.query.search);
  }

  function search(text: string) {
    setSearchText(text);
    // Server mode reports the text once typing pauses (below), not a request per key.
    if (server) return;
    table.setGlobalFilter(text.trim());
    table.setPageIndex(0);
    announce(dataTableSearchAnnouncement(text.trim(), table.getFilteredRowModel().rows.length));
  }

  const reportSearch = useEffectEvent((text: string) => {
    if (!server || text === reportedQuery()?.search) return;
    searchAwaitingRows.current = { data };
    changeQuery({ search: text, pageIndex: 0 });
  });

  useEffect(() => {
    if (!serverMode) return;
    const timer = setTimeout(() => reportSearch(searchText.trim()), searchDelayMs);
    return () => clearTimeout(timer);
  }, [serverMode, searchText, searchDelayMs]);

  // A server search is announced when its rows have arrived, with the count the server gave.
  const serverRowCount = server?.rowCount ?? 0;
  const serverSearch = server?.query.search ?? '';
  useEffect(() => {
    const awaiting = searchAwaitingRows.current;
    if (!awaiting || loading || awaiting.data === data) return;
    searchAwaitingRows.current = null;
    announce(dataTableSearchAnnouncement(serverSearch, serverRowCount));
  }, [data, loading, serverRowCount, serverSearch, announce]);

  return { searchText, search };
}
