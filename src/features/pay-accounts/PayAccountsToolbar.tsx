import {
  type AccountFilter,
  accountFilters,
  type SelectAllKind,
} from '../../domain/pay-accounts/account-view.ts';
import { payAccountsMessages as messages } from '../../domain/pay-accounts/messages.ts';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { SelectField } from '../../ui/primitives/SelectField/SelectField.tsx';
import { SearchField } from '../../ui/primitives/SearchField/SearchField.tsx';
import { VisuallyHidden } from '../../ui/primitives/VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './PayAccountsToolbar.css.ts';

export interface PayAccountsToolbarProps {
  readonly search: string;
  readonly onSearch: (search: string) => void;
  readonly filter: AccountFilter;
  readonly onFilter: (filter: AccountFilter) => void;
  /** How many accounts each "select all" would choose among those shown. */
  readonly counts: Readonly<Record<SelectAllKind, number>>;
  readonly onSelectAll: (kind: SelectAllKind) => void;
  readonly onClear: () => void;
  /** How many accounts the search and the filter show, of how many. */
  readonly shown: number;
  readonly total: number;
  /** Said politely after the member searches, filters or chooses: what it did; null before. */
  readonly announcement: string | null;
  /** A payment is under way: nothing changes meanwhile. */
  readonly busy: boolean;
}

/**
 * Finding and choosing among many accounts: a search by account number or address, a filter (due, past
 * due, cut-off), "select all due" and "select all past due" over every account shown (not only those on
 * screen), and a clear. How many accounts show is written under them; a polite status, silent until the
 * member acts, tells what a search or a choice did. The buttons stay enabled when there is nothing to
 * do: a button disabled under the focus would drop it.
 */
export function PayAccountsToolbar({
  search,
  onSearch,
  filter,
  onFilter,
  counts,
  onSelectAll,
  onClear,
  shown,
  total,
  announcement,
  busy,
}: PayAccountsToolbarProps) {
  return (
    <div className={styles.toolbar}>
      <div className={styles.find}>
        <SearchField
          label={messages.search}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
        <SelectField
          label={messages.filterLabel}
          options={accountFilters.map((value) => ({ value, label: messages.filters[value] }))}
          value={filter}
          onChange={(event) => onFilter(event.target.value as AccountFilter)}
        />
      </div>
      <div className={styles.choose}>
        <Button variant="secondary" disabled={busy} onClick={() => onSelectAll('due')}>
          {messages.selectAllDue(counts.due)}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => onSelectAll('pastDue')}>
          {messages.selectAllPastDue(counts.pastDue)}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onClear}>
          {messages.clearSelection}
        </Button>
      </div>
      <p className={styles.status}>{shown === 0 ? messages.noMatch : messages.shownCount(shown, total)}</p>
      <VisuallyHidden role="status">{announcement ?? ''}</VisuallyHidden>
    </div>
  );
}
