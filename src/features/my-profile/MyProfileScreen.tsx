import { useMemo, useRef } from 'react';
import { getMemberDetails, getPaperlessAccounts, updateMemberDetails } from '../../api/my-profile.ts';
import { updateOperationRoundup } from '../../api/operation-roundup.ts';
import type { SiteConfiguration } from '../../api/schemas/site-configuration.ts';
import { myProfileErrors } from '../../domain/my-profile/errors.ts';
import { myProfileMessages as messages } from '../../domain/my-profile/messages.ts';
import type { MemberUpdate } from '../../domain/my-profile/update.ts';
import { operationRoundupErrors } from '../../domain/operation-roundup/errors.ts';
import type { RoundUpChange } from '../../domain/operation-roundup/rows.ts';
import { cooperativeDay } from '../../domain/site/cooperative-day.ts';
import { combineQueries } from '../../state/combine-queries.ts';
import { queryKeys, queryParts } from '../../state/query-keys.ts';
import { useSiteConfigurationQuery } from '../../state/site-configuration.ts';
import { useMutation } from '../../state/useMutation.ts';
import { useQuery } from '../../state/useQuery.ts';
import { AccountFrame } from '../../ui/account/AccountFrame.tsx';
import type { AccountContext } from '../../ui/account/useAccountContext.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { useNavigationState } from '../../ui/navigation/PortalNavigation.tsx';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { AnswerHolder } from '../../ui/primitives/AnswerHolder/AnswerHolder.tsx';
import { LoadState } from '../../ui/primitives/LoadState/LoadState.tsx';
import { useRoundUpPages } from '../../ui/round-up/useRoundUpPages.ts';
import { useAccountPages } from '../../ui/account/useAccountPages.ts';
import type { DataTableQuery } from '../../ui/primitives/DataTable/DataTable.tsx';
import { ProfileTabs } from './ProfileTabs.tsx';
import * as styles from './MyProfileScreen.css.ts';

/**
 * My Profile (spec 02 §2.3): the member's Login Info, Paperless Options, Operation RoundUp and
 * Multi-Factor Authentication, in tabs; Submit All saves the first three.
 */
export function MyProfileScreen() {
  const { config } = useElementContext();
  const site = useSiteConfigurationQuery(config.apiBase, config.applicationId);
  return (
    <div className={styles.screen}>
      <h2 className={styles.heading}>{messages.title}</h2>
      <AccountFrame
        errors={myProfileErrors}
        loadingLabel={messages.loading}
        noAccountsMessage={messages.noAccounts}
        alongside={site}
      >
        {({ context, alongside }) => <MyProfileContent context={context} site={alongside} />}
      </AccountFrame>
    </div>
  );
}

/** The paperless rows' first page: 10 in the back office's order (the primary account first). */
const firstPaperlessPage: DataTableQuery = { pageIndex: 0, pageSize: 10, sort: null, search: '' };

interface MyProfileContentProps {
  readonly context: AccountContext;
  readonly site: SiteConfiguration;
}

function MyProfileContent({ context, site }: MyProfileContentProps) {
  const { client } = useElementContext();
  const navigationState = useNavigationState();
  const { memberNumber, accessToken } = context;
  const member = useMemo(() => ({ memberNumber, accessToken }), [memberNumber, accessToken]);
  const detailsKey = queryKeys.memberDetails(memberNumber);
  const roundUpKey = queryKeys.operationRoundup(memberNumber);
  const details = useQuery(detailsKey, (signal) => getMemberDetails(client, member, signal));
  // A page at a time: a member may hold thousands of accounts.
  const roundUpPages = useRoundUpPages(member);
  const paperlessPages = useAccountPages(
    (query) => [...detailsKey, 'paperless', ...queryParts({ ...query })],
    (query, signal) => getPaperlessAccounts(client, member, query, signal),
    firstPaperlessPage,
  );
  const save = useMutation({
    send: (request: MemberUpdate, call) => updateMemberDetails(client, member, request, call),
    errors: myProfileErrors,
    refresh: [detailsKey],
    // It can remove stored card or bank data: a payment setup.
    money: { intent: 'my-profile.save', affects: [detailsKey] },
  });
  const saveRoundUp = useMutation({
    send: (changes: readonly RoundUpChange[]) => updateOperationRoundup(client, member, changes),
    errors: operationRoundupErrors,
    refresh: [roundUpKey, detailsKey],
  });
  const { today, timeZone } = cooperativeDay(site.siteSettings);

  // Each load of the details (the first, and the one after a saved change: both saves load them again)
  // starts the forms afresh, once the rows' pages have loaded again too (they show what was saved); the
  // first shows the tab the navigation state asks for, a reload the first tab (spec 02 §4). Another page
  // of rows is not a new load.
  const rowsReloading = [roundUpPages.page, paperlessPages.page].some(
    (page) => page.status === 'ready' && page.refreshing,
  );
  const loads = useRef({ details: details.data, count: 0 });
  if (loads.current.details !== details.data && !rowsReloading) {
    loads.current = { details: details.data, count: loads.current.count + 1 };
  }
  const firstLoad = useRef<number | null>(null);

  const saved = save.status === 'succeeded' && saveRoundUp.status !== 'failed';

  return (
    <LoadState
      query={combineQueries(details, roundUpPages.page, paperlessPages.page)}
      errors={myProfileErrors}
      loadingLabel={messages.loading}
    >
      {([profile, roundUpData, paperlessData]) => {
        const loadCount = loads.current.count;
        firstLoad.current ??= loadCount;
        return (
          <>
            <AnswerHolder
              focus={save.error !== null || saveRoundUp.error !== null || saved}
              answer={`${save.answerCount}.${saveRoundUp.answerCount}`}
            >
              {save.error && <Alert tone="error">{save.error}</Alert>}
              {saveRoundUp.error && <Alert tone="error">{saveRoundUp.error}</Alert>}
              {saved && !save.pending && !saveRoundUp.pending && (
                <Alert tone="success">{save.result?.message || messages.saved}</Alert>
              )}
            </AnswerHolder>
            <ProfileTabs
              key={loadCount}
              member={member}
              profile={profile}
              roundUp={roundUpData}
              roundUpPages={roundUpPages}
              paperless={paperlessData}
              paperlessPages={paperlessPages}
              navigationState={loadCount === firstLoad.current ? navigationState : {}}
              today={today}
              timeZone={timeZone}
              pasteAllowed={site.configuration.passwordPasteAllowed}
              save={save}
              saveRoundUp={saveRoundUp}
            />
          </>
        );
      }}
    </LoadState>
  );
}
