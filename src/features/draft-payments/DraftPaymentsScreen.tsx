import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { getMemberDrafts } from '../../api/draft-payments.ts';
import { draftPaymentsErrorMessages, draftPaymentsErrors } from '../../domain/draft-payments/errors.ts';
import { draftPaymentsMessages as messages } from '../../domain/draft-payments/messages.ts';
import { isDraftUpdatedReturn } from '../../domain/draft-payments/requests.ts';
import { wholeDraftTableQuery } from '../../domain/draft-payments/table-paging.ts';
import { combineQueries, nothingToLoad } from '../../state/combine-queries.ts';
import { memberSessionAtom } from '../../state/session.ts';
import { useQuery } from '../../state/useQuery.ts';
import type { MemberDrafts } from '../../domain/draft-payments/types.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { HelpLink } from '../../ui/help/HelpLink.tsx';
import { useRouteQuery } from '../../ui/navigation/RouteContext.tsx';
import { LoadState } from '../../ui/primitives/LoadState/LoadState.tsx';
import { InfoDialog, preloadHelpDialog } from './draft-dialogs.ts';
import { memberDraftsPageKey } from './draft-keys.ts';
import { DraftTabs } from './DraftTabs.tsx';
import * as styles from './DraftPaymentsScreen.css.ts';

/** The query of the page itself: the hosted page returns there, outside the portal's route. */
function pageQuery(host: HTMLElement): URLSearchParams {
  return new URLSearchParams(host.ownerDocument.location.search);
}

/**
 * Draft Payments (spec 02 §2.6): the member's accounts with their drafts, a form to set up a new
 * draft from a bank account or a card, and the removal of drafts; a help dialog; a danger alert when the
 * site allows no drafts; 'Your draft information has been updated.' on the return with statuscode 0.
 */
export function DraftPaymentsScreen() {
  const { client, host } = useElementContext();
  const session = useAtomValue(memberSessionAtom);
  const memberNumber = session?.memberNumber ?? '';
  const accessToken = session?.accessToken ?? '';
  const member = useMemo(() => ({ memberNumber, accessToken }), [memberNumber, accessToken]);
  const drafts = useQuery(
    session ? memberDraftsPageKey(memberNumber, wholeDraftTableQuery) : null,
    (signal) => getMemberDrafts(client, member, { query: wholeDraftTableQuery, signal }),
  );
  const routeQuery = useRouteQuery();
  const statusCode = routeQuery.get('statuscode') ?? pageQuery(host).get('statuscode');
  const accountNo = routeQuery.get('accountno') ?? pageQuery(host).get('accountno');
  // The account the page was opened for, looked up by its number: it may be on no page loaded.
  const openedQuery = { accountNumber: accountNo ?? '' };
  const opened = useQuery(
    session && accountNo ? memberDraftsPageKey(memberNumber, openedQuery) : null,
    (signal) => getMemberDrafts(client, member, { query: openedQuery, signal }),
  );

  return (
    <div className={styles.screen}>
      <div className={styles.titleRow}>
        <h2 className={styles.heading}>{messages.title}</h2>
        <HelpLink
          preload={preloadHelpDialog}
          dialog={(help) => (
            <InfoDialog {...help} title={messages.help.title}>
              <div className={styles.helpText}>
                {messages.help.text.map((line) => (
                  <p key={line}>{line}</p>
                ))}
              </div>
            </InfoDialog>
          )}
        >
          {messages.help.link}
        </HelpLink>
      </div>
      {session ? (
        <LoadState
          query={combineQueries<[MemberDrafts, MemberDrafts | undefined]>(
            drafts,
            // No account to look up when the page was not opened for one.
            accountNo ? opened : nothingToLoad,
          )}
          errors={draftPaymentsErrors}
          loadingLabel={messages.loading}
          isEmpty={([data]) => data.totalRecords === 0}
          emptyMessage={draftPaymentsErrorMessages.noAccounts}
        >
          {([data, openedData]) => (
            <DraftTabs
              member={member}
              data={data}
              updatedOnArrival={isDraftUpdatedReturn(statusCode)}
              opened={openedData?.accounts[0]}
            />
          )}
        </LoadState>
      ) : null}
    </div>
  );
}
