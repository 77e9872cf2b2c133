import { operationRoundupErrors } from '../../domain/operation-roundup/errors.ts';
import { operationRoundupMessages as messages } from '../../domain/operation-roundup/messages.ts';
import { useSiteConfigurationQuery } from '../../state/site-configuration.ts';
import { AccountFrame } from '../../ui/account/AccountFrame.tsx';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { HelpLink } from '../../ui/help/HelpLink.tsx';
import { OperationRoundupTable } from './OperationRoundupTable.tsx';
import { OperationRoundupHelpDialog, preloadRoundupDialogs } from './roundup-dialogs.ts';
import * as styles from './OperationRoundupScreen.css.ts';

/**
 * Operation RoundUp (spec 03 §2.3): the member's accounts in a table where the selected ones can be
 * enrolled with an amount and an expiration date, then sent with Proceed; and the program's help dialog.
 */
export function OperationRoundupScreen() {
  const { config } = useElementContext();
  const site = useSiteConfigurationQuery(config.apiBase, config.applicationId);
  return (
    <div className={styles.screen}>
      <div className={styles.titleRow}>
        <h2 className={styles.heading}>{messages.title}</h2>
        <HelpLink preload={preloadRoundupDialogs} dialog={(help) => <OperationRoundupHelpDialog {...help} />}>
          {messages.help}
        </HelpLink>
      </div>
      <AccountFrame
        errors={operationRoundupErrors}
        loadingLabel={messages.loading}
        noAccountsMessage={messages.noAccounts}
        alongside={site}
      >
        {({ context, alongside }) => <OperationRoundupTable context={context} site={alongside} />}
      </AccountFrame>
    </div>
  );
}
