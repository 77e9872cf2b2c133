import { getAccountProfileSettings } from '../../api/account-profile.ts';
import type { SiteConfiguration } from '../../api/schemas/site-configuration.ts';
import { accountProfileErrors } from '../../domain/account-profile/errors.ts';
import type { Language } from '../../domain/language.ts';
import { accountProfileMessages as messages } from '../../domain/account-profile/messages.ts';
import { type ProfileSettings, profileSettings } from '../../domain/account-profile/settings.ts';
import { combineQueries } from '../../state/combine-queries.ts';
import { queryKeys } from '../../state/query-keys.ts';
import { useSiteConfigurationQuery } from '../../state/site-configuration.ts';
import { useQuery } from '../../state/useQuery.ts';
import { AccountFrame } from '../../ui/account/AccountFrame.tsx';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { useLanguage } from '../../ui/element/useLanguage.ts';
import { AccountProfileContent } from './AccountProfileContent.tsx';
import * as styles from './AccountProfileScreen.css.ts';

/** The site's Account Profile settings (with web content): one copy a site and language, kept with its configuration. */
const profileSettingsKey = (apiBase: string, applicationId: string, language: Language) => [
  ...queryKeys.siteConfiguration(apiBase, applicationId, language),
  'account-profile',
];

/**
 * The Account Profile (spec 02 §2.2) of the account the member is looking at: the Name, Address and
 * Phones sections, each edited on its own when its setting allows it.
 */
export function AccountProfileScreen() {
  const { client, config } = useElementContext();
  const site = useSiteConfigurationQuery(config.apiBase, config.applicationId);
  const settings = useQuery(
    profileSettingsKey(config.apiBase, config.applicationId, useLanguage()),
    (signal) => getAccountProfileSettings(client, signal).then(profileSettings),
    { keepPrevious: true },
  );

  return (
    <div className={styles.screen}>
      <h2 className={styles.heading}>{messages.title}</h2>
      <AccountFrame
        errors={accountProfileErrors}
        loadingLabel={messages.loading}
        noAccountsMessage={messages.noAccounts}
        alongside={combineQueries<[ProfileSettings, SiteConfiguration]>(settings, site)}
      >
        {({ context, info, alongside: [profileSettingsOfSite, siteConfiguration] }) => (
          <AccountProfileContent
            context={context}
            info={info}
            settings={profileSettingsOfSite}
            site={siteConfiguration}
          />
        )}
      </AccountFrame>
    </div>
  );
}
