import { useStore } from 'jotai';
import { useEffect, useMemo, useRef } from 'react';
import type { SignedInMember } from '../../api/account-overview.ts';
import { getPayAccounts } from '../../api/pay-accounts.ts';
import {
  ACCOUNTS_PAGE_SIZE,
  type AccountView,
  pageParameters,
  type PayAccountsPage,
} from '../../domain/pay-accounts/account-view.ts';
import type { PayAccountEntry } from '../../domain/pay-accounts/rules.ts';
import { queryCacheOf } from '../../state/query-cache.ts';
import { queryKeys } from '../../state/query-keys.ts';
import { useQuery } from '../../state/useQuery.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';

/** Every account: the view the screen opens on. */
export const everyAccount: AccountView = { search: '', filter: 'all' };

/** The cache key of one page of a view, and its loader. */
export function accountsPage(
  member: SignedInMember,
  view: AccountView,
  page: number,
  client: Parameters<typeof getPayAccounts>[0],
) {
  const query = pageParameters(view, page);
  return {
    query,
    key: queryKeys.payAccounts(member.memberNumber, query),
    load: (signal: AbortSignal) => getPayAccounts(client, member, query, signal),
  };
}

/** The first page of a view: its accounts and what the screen says of them (how many, "select all"). */
export function useFirstAccountsPage(member: SignedInMember | null, view: AccountView) {
  const { client } = useElementContext();
  const page = member ? accountsPage(member, view, 0, client) : null;
  return useQuery(page?.key ?? null, (signal) => (page as NonNullable<typeof page>).load(signal), {
    keepPrevious: true,
  });
}

export interface AccountRowsOptions {
  readonly member: SignedInMember;
  readonly view: AccountView;
  /** The view's first page, already loaded: its count sizes the list. */
  readonly firstPage: PayAccountsPage;
}

/**
 * The rows of a view of thousands of accounts: every row has its place from the start (the count is
 * known) and its account once its page has come; the key of a row not yet loaded is its place (`#120`).
 * The same rows while the same pages are held, for the windowed list not to work its places out again.
 */
export function useAccountRows({ member, view, firstPage }: AccountRowsOptions) {
  const { client } = useElementContext();
  const cache = queryCacheOf(useStore());
  const count = firstPage.totalRecords;
  const pages: (readonly PayAccountEntry[] | undefined)[] = [];
  for (let page = 0; page * ACCOUNTS_PAGE_SIZE < count; page += 1) {
    pages.push(
      page === 0
        ? firstPage.accounts
        : cache.snapshot<PayAccountsPage>(accountsPage(member, view, page, client).key).data?.accounts,
    );
  }
  const held = useRef<{ pages: typeof pages; rows: (PayAccountEntry | undefined)[] } | null>(null);
  const before = held.current;
  const rows =
    before &&
    before.pages.length === pages.length &&
    before.pages.every((page, index) => page === pages[index])
      ? before.rows
      : Array.from(
          { length: count },
          (_, row) => pages[Math.floor(row / ACCOUNTS_PAGE_SIZE)]?.[row % ACCOUNTS_PAGE_SIZE],
        );
  useEffect(() => {
    held.current = { pages, rows };
  });
  const keys = useMemo(() => rows.map((entry, row) => entry?.account.accountNumber ?? `#${row}`), [rows]);
  return { rows, keys };
}

/** Rows this close past the last one in view load the next page already, before Tab gets there. */
const LOAD_AHEAD = 15;

export interface PageLoadsOptions {
  readonly member: SignedInMember;
  readonly view: AccountView;
  /** How many accounts the view holds. */
  readonly count: number;
  /** The rows in view; null before the list has measured itself. */
  readonly visible: { readonly startIndex: number; readonly endIndex: number } | null;
  /** Each page's accounts as it arrives, for the form to know them. */
  readonly onEntries: (entries: readonly PayAccountEntry[]) => void;
}

/**
 * Loads the pages the rows in view fall in (the one of the first row, and the one of the rows just past
 * the last, which is the next page when the view nears its end); a page scrolled past is kept a while
 * by the page's cache. Hands each page's accounts on as it arrives; the failure of either, if one failed.
 */
export function usePageLoads({ member, view, count, visible, onEntries }: PageLoadsOptions) {
  const { client } = useElementContext();
  const last = Math.max(Math.ceil(count / ACCOUNTS_PAGE_SIZE) - 1, 0);
  const pageOf = (row: number) => Math.min(Math.floor(row / ACCOUNTS_PAGE_SIZE), last);
  const near = accountsPage(member, view, pageOf(visible?.startIndex ?? 0), client);
  const far = accountsPage(member, view, pageOf((visible?.endIndex ?? 0) + LOAD_AHEAD), client);
  const nearPage = useQuery(count > 0 ? near.key : null, near.load);
  const farPage = useQuery(count > 0 ? far.key : null, far.load);

  const nearData = nearPage.data;
  const farData = farPage.data;
  useEffect(() => {
    if (nearData) onEntries(nearData.accounts);
  }, [nearData, onEntries]);
  useEffect(() => {
    if (farData) onEntries(farData.accounts);
  }, [farData, onEntries]);

  return [nearPage, farPage].find((page) => page.status === 'failed') ?? null;
}
