import { Suspense, useState } from 'react';
import { operationRoundupErrors } from '../../domain/operation-roundup/errors.ts';
import { operationRoundupMessages as messages } from '../../domain/operation-roundup/messages.ts';
import { useSiteConfigurationQuery } from '../../state/site-configuration.ts';
import { AccountFrame } from '../../ui/account/AccountFrame.tsx';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { Button } from '../../ui/primitives/Button/Button.tsx';
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
  const [helpOpen, setHelpOpen] = useState(false);
  return (
    <div className={styles.screen}>
      <div className={styles.titleRow}>
        <h2 className={styles.heading}>{messages.title}</h2>
        <Button
          variant="link"
          aria-haspopup="dialog"
          onPointerEnter={preloadRoundupDialogs}
          onFocus={preloadRoundupDialogs}
          onClick={() => setHelpOpen(true)}
        >
          {messages.help}
        </Button>
      </div>
      <AccountFrame
        errors={operationRoundupErrors}
        loadingLabel={messages.loading}
        noAccountsMessage={messages.noAccounts}
        alongside={site}
      >
        {({ context, alongside }) => <OperationRoundupTable context={context} site={alongside} />}
      </AccountFrame>
      {helpOpen && (
        <Suspense fallback={null}>
          <OperationRoundupHelpDialog open={helpOpen} onOpenChange={setHelpOpen} />
        </Suspense>
      )}
    </div>
  );
}
