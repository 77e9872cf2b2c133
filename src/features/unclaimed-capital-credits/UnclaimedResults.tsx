import { useMemo } from 'react';
import { searchUnclaimedCapitalCredits } from '../../api/unclaimed-capital-credits.ts';
import { unclaimedCapitalCreditsErrors } from '../../domain/unclaimed-capital-credits/errors.ts';
import { unclaimedCapitalCreditsMessages as messages } from '../../domain/unclaimed-capital-credits/messages.ts';
import {
  cityState,
  formatZip,
  noResultsMessage,
  RESULTS_PAGE_SIZE,
  RESULTS_PAGE_SIZE_OPTIONS,
  type UnclaimedCredit,
  type UnclaimedSearch,
} from '../../domain/unclaimed-capital-credits/search.ts';
import { publicArea } from '../../state/query-keys.ts';
import { useQuery } from '../../state/useQuery.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { DataTable, type DataTableColumn } from '../../ui/primitives/DataTable/DataTable.tsx';
import { LoadState } from '../../ui/primitives/LoadState/LoadState.tsx';
import * as styles from './UnclaimedCapitalCreditsScreen.css.ts';
import { useLanguage } from '../../ui/element/useLanguage.ts';

const searchKeys = publicArea('unclaimed-capital-credits');

export interface UnclaimedResultsProps {
  readonly search: UnclaimedSearch;
  readonly onClaim: (credit: UnclaimedCredit) => void;
}

/**
 * The matches of a search (spec 03 §2.9): name, address, city/state, zip and Claim, 10 a page (10, 25,
 * 50, 100); none found says so with the names searched for (§8).
 */
export function UnclaimedResults({ search, onClaim }: UnclaimedResultsProps) {
  const { client, config } = useElementContext();
  const results = useQuery(
    searchKeys(config.apiBase, config.applicationId, search.firstName, search.lastName, search.companyName),
    (signal) => searchUnclaimedCapitalCredits(client, search, signal),
  );
  const language = useLanguage();
  const columns = useMemo<DataTableColumn<UnclaimedCredit>[]>(
    () => [
      {
        id: 'name',
        header: messages.columns.name,
        value: (row) => row.name,
        sortable: true,
        rowHeader: true,
      },
      { id: 'address', header: messages.columns.address, value: (row) => row.address, sortable: true },
      { id: 'cityState', header: messages.columns.cityState, value: cityState, sortable: true },
      { id: 'zip', header: messages.columns.zip, value: (row) => formatZip(row.zip) },
      {
        id: 'claim',
        header: messages.columns.claim,
        value: () => '',
        cell: (row) => (
          <Button
            variant="secondary"
            aria-label={messages.claimFor(row.name, cityState(row))}
            onClick={() => onClaim(row)}
          >
            {messages.claim}
          </Button>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the headers read in the active language
    [onClaim, language],
  );
  // One status, there before the answer, says what the search found: shown when nothing matched (spec 03
  // §8), read only when the table follows. A failure is an alert of its own.
  const rows = results.status === 'ready' ? results.data : undefined;
  const found =
    rows === undefined
      ? ''
      : rows.length === 0
        ? noResultsMessage(search)
        : messages.resultsCaption(rows.length);
  return (
    <div className={styles.step}>
      <p role="status" className={rows?.length === 0 ? styles.noResults : styles.visuallyHidden}>
        {found}
      </p>
      <LoadState query={results} errors={unclaimedCapitalCreditsErrors} loadingLabel={messages.loading}>
        {(data) =>
          data.length === 0 ? null : (
            <DataTable
              caption={messages.resultsCaption(data.length)}
              columns={columns}
              data={data}
              getRowId={(row) => row.memberNumber}
              pageSizeOptions={RESULTS_PAGE_SIZE_OPTIONS}
              defaultPageSize={RESULTS_PAGE_SIZE}
            />
          )
        }
      </LoadState>
    </div>
  );
}
