import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { getLevelizedAccounts } from '../../api/average-billing.ts';
import type { SiteConfiguration } from '../../api/schemas/site-configuration.ts';
import type { LevelizedAccount } from '../../domain/average-billing/billing.ts';
import { averageBillingErrors } from '../../domain/average-billing/errors.ts';
import { averageBillingMessages as messages } from '../../domain/average-billing/messages.ts';
import { combineQueries } from '../../state/combine-queries.ts';
import { memberSessionAtom } from '../../state/session.ts';
import { useQuery } from '../../state/useQuery.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { useFeatureGate } from '../../ui/navigation/useFeatureGate.ts';
import { LoadState } from '../../ui/primitives/LoadState/LoadState.tsx';
import { levelizedAccountsKey } from './average-billing-keys.ts';
import { AverageBillingTable } from './AverageBillingTable.tsx';
import * as styles from './AverageBillingScreen.css.ts';

/**
 * Average (levelized) billing (spec 03 §2.4): every account of the signed-in member with its estimated
 * amount and what it may do, Sign Up, Remove or Not Eligible, one at a time or several from a filtered
 * view. With the site's AverageBilling feature off the member goes to the account overview instead.
 */
export function AverageBillingScreen() {
  const { client } = useElementContext();
  const session = useAtomValue(memberSessionAtom);
  const { site, featureOn } = useFeatureGate('AverageBilling');
  const memberNumber = session?.memberNumber ?? '';
  const accessToken = session?.accessToken ?? '';
  const member = useMemo(() => ({ memberNumber, accessToken }), [memberNumber, accessToken]);
  const accounts = useQuery(session && featureOn ? levelizedAccountsKey(memberNumber) : null, (signal) =>
    getLevelizedAccounts(client, member, signal),
  );

  return (
    <div className={styles.screen}>
      <h2 className={styles.heading}>{messages.title}</h2>
      {session && featureOn !== false ? (
        <LoadState
          query={combineQueries<[SiteConfiguration, readonly LevelizedAccount[]]>(site, accounts)}
          errors={averageBillingErrors}
          loadingLabel={messages.loading}
          isEmpty={([, list]) => list.length === 0}
          emptyMessage={messages.noAccounts}
        >
          {([, list]) => <AverageBillingTable member={member} accounts={list} />}
        </LoadState>
      ) : null}
    </div>
  );
}
