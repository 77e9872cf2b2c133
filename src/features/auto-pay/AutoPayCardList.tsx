import { useState } from 'react';
import type { SignedInMember } from '../../api/account-overview.ts';
import { getAutoPayAccounts } from '../../api/auto-pay.ts';
import type { AutoPayAccount, AutoPayAccounts } from '../../api/schemas/auto-pay.ts';
import {
  AUTO_PAY_CARDS_AT_ONCE,
  autoPayCardsQuery,
  autoPayCardsShown,
} from '../../domain/auto-pay/card-list.ts';
import { autoPayErrors } from '../../domain/auto-pay/errors.ts';
import { autoPayMessages as messages } from '../../domain/auto-pay/messages.ts';
import { queryKeys } from '../../state/query-keys.ts';
import { type QueryResult, useQuery } from '../../state/useQuery.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { useSettledText } from '../../ui/forms/useSettledText.ts';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { LoadState } from '../../ui/primitives/LoadState/LoadState.tsx';
import { SearchField } from '../../ui/primitives/SearchField/SearchField.tsx';
import { AutoPayAccountCard } from './AutoPayAccountCard.tsx';
import * as styles from './AutoPayCardList.css.ts';

interface CardHandlers {
  readonly busy: boolean;
  readonly onEnrol: (account: AutoPayAccount) => void;
  readonly onRemove: (account: AutoPayAccount) => void;
}

export interface AutoPayCardListProps extends CardHandlers {
  readonly member: SignedInMember;
  /** The first cards without a search, as the screen loaded them: they say how many accounts there are. */
  readonly first: AutoPayAccounts;
}

/** The back office's answer for the `batch`th set of cards matching `search`. */
function useAutoPayCards(member: SignedInMember, search: string, batch: number) {
  const { client } = useElementContext();
  const query = autoPayCardsQuery(search, batch);
  return useQuery(
    queryKeys.autoPayPage(member.memberNumber, { ...query }),
    (signal) => getAutoPayAccounts(client, member, { query, signal }),
    { keepPrevious: true },
  );
}

/**
 * The member's accounts as auto pay cards, loaded from the back office a set at a time. A member with
 * more accounts than one set holds (a school district) gets a search by account number or address, the
 * count shown said politely, and "Show N more" under the cards, which keeps focus while the next cards
 * arrive above it.
 */
export function AutoPayCardList({ member, first, ...handlers }: AutoPayCardListProps) {
  const [search, setSearch] = useState('');
  // The search as the back office is asked it: once typing pauses, not at every key.
  const searched = useSettledText(search.trim());
  const [showMore, setShowMore] = useState({ search: searched, times: 0 });
  // A new search starts again from the first cards.
  const showMoreTimes = showMore.search === searched ? showMore.times : 0;

  const head = useAutoPayCards(member, searched, 0);
  const many = first.totalRecords > AUTO_PAY_CARDS_AT_ONCE;
  const matching = head.data?.totalRecords ?? 0;
  const shown = autoPayCardsShown(matching, showMoreTimes);
  const more = Math.min(AUTO_PAY_CARDS_AT_ONCE, matching - shown);
  const laterBatches = Array.from({ length: showMoreTimes }, (_, index) => index + 1);

  return (
    <>
      {many ? (
        <div className={styles.find}>
          <SearchField
            label={messages.search}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <p role="status" className={styles.count}>
            {messages.shown(shown, matching)}
          </p>
        </div>
      ) : null}
      {head.data && matching === 0 ? <Alert tone="info">{messages.noMatch}</Alert> : null}
      <ul
        className={styles.list}
        aria-label={messages.listLabel}
        aria-busy={(head.status === 'ready' && head.refreshing) || undefined}
      >
        <CardBatch cards={head} {...handlers} />
        {laterBatches.map((batch) => (
          <LaterCardBatch key={batch} member={member} search={searched} batch={batch} {...handlers} />
        ))}
      </ul>
      {more > 0 ? (
        <div className={styles.more}>
          <Button
            variant="secondary"
            onClick={() => setShowMore({ search: searched, times: showMoreTimes + 1 })}
          >
            {messages.showMore(more)}
          </Button>
        </div>
      ) : null}
    </>
  );
}

function LaterCardBatch({
  member,
  search,
  batch,
  ...handlers
}: CardHandlers & { readonly member: SignedInMember; readonly search: string; readonly batch: number }) {
  return <CardBatch cards={useAutoPayCards(member, search, batch)} {...handlers} />;
}

/**
 * One set of cards. While it loads, or when it failed, one list item says so (with Try again); a failed
 * reload keeps the cards it had.
 */
function CardBatch({
  cards,
  busy,
  onEnrol,
  onRemove,
}: CardHandlers & { readonly cards: QueryResult<AutoPayAccounts> }) {
  return (
    <>
      {cards.status === 'ready' ? null : (
        <li className={styles.batchState}>
          <LoadState query={cards} errors={autoPayErrors} loadingLabel={messages.loading}>
            {() => null}
          </LoadState>
        </li>
      )}
      {(cards.data?.results ?? []).map((account) => (
        <AutoPayAccountCard
          key={account.accountNumber}
          account={account}
          busy={busy}
          onEnrol={() => onEnrol(account)}
          onRemove={() => onRemove(account)}
        />
      ))}
    </>
  );
}
