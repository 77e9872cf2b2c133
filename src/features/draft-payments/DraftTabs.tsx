import { useCallback, useState } from 'react';
import { draftsNotAllowed } from '../../domain/draft-payments/eligibility.ts';
import { draftPaymentsMessages as messages } from '../../domain/draft-payments/messages.ts';
import type { DraftAccount, MemberDrafts } from '../../domain/draft-payments/types.ts';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { AnswerHolder } from '../../ui/primitives/AnswerHolder/AnswerHolder.tsx';
import { Tabs } from '../../ui/primitives/Tabs/Tabs.tsx';
import { DraftAccountsTable } from './DraftAccountsTable.tsx';
import { DraftRemoveTab } from './DraftRemoveTab.tsx';
import { DraftSetupForm } from './DraftSetupForm.tsx';
import * as styles from './DraftTabs.css.ts';

type DraftTab = 'accounts' | 'setup' | 'remove';
const tabs: readonly DraftTab[] = ['accounts', 'setup', 'remove'];

export interface DraftTabsProps {
  readonly member: { readonly memberNumber: string; readonly accessToken: string };
  /** The screen's first answer: every account, or the first of many, and how many may be drafted. */
  readonly data: MemberDrafts;
  readonly updatedOnArrival: boolean;
  /** The account the page was opened for (query accountno), when it is the member's. */
  readonly opened: DraftAccount | undefined;
}

/**
 * The three tabs of spec 02 §2.6 over the loaded drafts, with the danger alert when the site allows no
 * drafts and the sentence of a change just made (a saved bank draft, the hosted page's return).
 */
export function DraftTabs({ member, data, updatedOnArrival, opened }: DraftTabsProps) {
  const [tab, setTab] = useState<DraftTab>('accounts');
  // The sentence of a change just made (a bank draft saved, drafts removed, the hosted page's return).
  // Kept as which sentence it is, read at each render in the active language.
  const [notice, setNotice] = useState<{ kind: 'updated' | 'saved'; count: number } | null>(
    updatedOnArrival ? { kind: 'updated', count: 0 } : null,
  );

  const changed = useCallback(() => {
    setTab('accounts');
    setNotice((previous) => ({ kind: 'saved', count: (previous?.count ?? 0) + 1 }));
  }, []);

  return (
    <>
      {/* The notice shown on arrival (count 0) is read where it stands; a change made here takes focus. */}
      <AnswerHolder focus={(notice?.count ?? 0) > 0} answer={notice?.count}>
        {notice && <Alert tone="success">{messages[notice.kind]}</Alert>}
      </AnswerHolder>
      {draftsNotAllowed(data.settings) && <Alert tone="error">{messages.notAllowed}</Alert>}
      <Tabs.Root
        value={tab}
        onValueChange={(value) => {
          setTab(value as DraftTab);
          setNotice(null);
        }}
      >
        <Tabs.List aria-label={messages.tabs.label}>
          {tabs.map((id) => (
            <Tabs.Trigger key={id} value={id} data-tab={id}>
              {messages.tabs[id]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="accounts" data-panel="accounts" className={styles.panel}>
          <DraftAccountsTable member={member} first={data} />
        </Tabs.Content>
        <Tabs.Content value="setup" data-panel="setup" className={styles.panel}>
          <DraftSetupForm member={member} data={data} opened={opened} onSaved={changed} />
        </Tabs.Content>
        <Tabs.Content value="remove" data-panel="remove" className={styles.panel}>
          <DraftRemoveTab member={member} />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
