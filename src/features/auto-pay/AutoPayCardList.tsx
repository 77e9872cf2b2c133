import { useMemo, useState } from 'react';
import type { AutoPayAccount } from '../../api/schemas/auto-pay.ts';
import {
  AUTO_PAY_CARDS_AT_ONCE,
  autoPayCardsShown,
  autoPaySearchMatches,
} from '../../domain/auto-pay/card-list.ts';
import { autoPayMessages as messages } from '../../domain/auto-pay/messages.ts';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { SearchField } from '../../ui/primitives/SearchField/SearchField.tsx';
import { AutoPayAccountCard } from './AutoPayAccountCard.tsx';
import * as styles from './AutoPayCardList.css.ts';

export interface AutoPayCardListProps {
  readonly accounts: readonly AutoPayAccount[];
  readonly busy: boolean;
  readonly onEnrol: (account: AutoPayAccount) => void;
  readonly onRemove: (account: AutoPayAccount) => void;
}

/**
 * The member's accounts as auto pay cards. A member with more accounts than one showing holds (a school
 * district) gets a search by account number or address, the count shown said politely, and "Show N
 * more" under the cards, which keeps focus while the next cards appear above it.
 */
export function AutoPayCardList({ accounts, busy, onEnrol, onRemove }: AutoPayCardListProps) {
  const [search, setSearch] = useState('');
  const [showMoreTimes, setShowMoreTimes] = useState(0);
  const many = accounts.length > AUTO_PAY_CARDS_AT_ONCE;
  const matching = useMemo(() => autoPaySearchMatches(accounts, search), [accounts, search]);
  const shown = autoPayCardsShown(matching.length, showMoreTimes);
  const more = Math.min(AUTO_PAY_CARDS_AT_ONCE, matching.length - shown);

  return (
    <>
      {many ? (
        <div className={styles.find}>
          <SearchField
            label={messages.search}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setShowMoreTimes(0);
            }}
          />
          <p role="status" className={styles.count}>
            {messages.shown(shown, matching.length)}
          </p>
        </div>
      ) : null}
      {matching.length === 0 ? <Alert tone="info">{messages.noMatch}</Alert> : null}
      <ul className={styles.list} aria-label={messages.listLabel}>
        {matching.slice(0, shown).map((account) => (
          <AutoPayAccountCard
            key={account.accountNumber}
            account={account}
            busy={busy}
            onEnrol={() => onEnrol(account)}
            onRemove={() => onRemove(account)}
          />
        ))}
      </ul>
      {more > 0 ? (
        <div className={styles.more}>
          <Button variant="secondary" onClick={() => setShowMoreTimes((times) => times + 1)}>
            {messages.showMore(more)}
          </Button>
        </div>
      ) : null}
    </>
  );
}
