import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { getMemberInfoDocs } from '../../api/member-info-docs.ts';
import type { SiteConfiguration } from '../../api/schemas/site-configuration.ts';
import {
  memberInfoDocLinks,
  memberInfoDocsHeading,
  type MemberInfoDoc,
} from '../../domain/member-info-docs/documents.ts';
import { memberInfoDocsErrors } from '../../domain/member-info-docs/errors.ts';
import { memberInfoDocsMessages as messages } from '../../domain/member-info-docs/messages.ts';
import { combineQueries } from '../../state/combine-queries.ts';
import type { QueryKey } from '../../state/query-cache.ts';
import { queryKeys } from '../../state/query-keys.ts';
import { memberSessionAtom } from '../../state/session.ts';
import { useSiteConfigurationQuery } from '../../state/site-configuration.ts';
import { useQuery } from '../../state/useQuery.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { LoadState } from '../../ui/primitives/LoadState/LoadState.tsx';
import { VisuallyHidden } from '../../ui/primitives/VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './MemberInfoDocsScreen.css.ts';

/** The member's documents: the site's, the same whichever account is selected. */
const memberInfoDocsKey = (memberNumber: string): QueryKey => [
  ...queryKeys.member(memberNumber),
  'member-info-docs',
];

/**
 * Member Information Documents (spec 03 §2.7): under the heading the site configuration names
 * (memberInfoDocsLinkName), the cooperative's documents as links opening in a new tab. Not about one
 * account: it needs the signed-in member only.
 */
export function MemberInfoDocsScreen() {
  const { client, config } = useElementContext();
  const session = useAtomValue(memberSessionAtom);
  const site = useSiteConfigurationQuery(config.apiBase, config.applicationId);
  const memberNumber = session?.memberNumber ?? '';
  const accessToken = session?.accessToken ?? '';
  const member = useMemo(() => ({ memberNumber, accessToken }), [memberNumber, accessToken]);
  const documents = useQuery(session ? memberInfoDocsKey(memberNumber) : null, (signal) =>
    getMemberInfoDocs(client, member, signal),
  );
  const heading = memberInfoDocsHeading(site.data?.configuration.memberInfoDocsLinkName);

  return (
    <div className={styles.screen}>
      <h2 className={styles.heading}>{heading}</h2>
      {session ? (
        <LoadState
          query={combineQueries<[SiteConfiguration, readonly MemberInfoDoc[]]>(site, documents)}
          errors={memberInfoDocsErrors}
          loadingLabel={messages.loading}
          isEmpty={([, list]) => memberInfoDocLinks(list).length === 0}
          emptyMessage={messages.empty}
        >
          {([, list]) => (
            <ul className={styles.list}>
              {memberInfoDocLinks(list).map((doc) => (
                <li key={`${doc.url} ${doc.friendlyDescription}`}>
                  <a className={styles.link} href={doc.url} target="_blank" rel="noopener noreferrer">
                    {doc.friendlyDescription}
                    <VisuallyHidden> {messages.opensInNewTab}</VisuallyHidden>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </LoadState>
      ) : null}
    </div>
  );
}
