import { useCallback, useState } from 'react';
import { quickPayMessages } from '../../domain/quick-pay/messages.ts';
import { prefillFromQuery } from '../../domain/quick-pay/account-lookup.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { ConfirmDialog } from '../../ui/primitives/ConfirmDialog/ConfirmDialog.tsx';
import { Dialog } from '../../ui/primitives/Dialog/Dialog.tsx';
import { QuickPayFlow } from './QuickPayFlow.tsx';
import type { QuickPayFlowState } from './useQuickPayFlow.ts';
import { useRouteQuery } from '../../ui/navigation/RouteContext.tsx';

export interface QuickPayDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
}

/** The 600 px Quick Pay dialog; closing after the first step asks for confirmation first. */
export function QuickPayDialog({ open, onOpenChange }: QuickPayDialogProps) {
  const { config } = useElementContext();
  const [hasProgress, setHasProgress] = useState(false);
  const [confirmingQuit, setConfirmingQuit] = useState(false);
  const routeQuery = useRouteQuery();
  const [prefill] = useState(() => prefillFromQuery(routeQuery));

  const trackProgress = useCallback(
    (state: QuickPayFlowState) => setHasProgress(state.step !== 'account' || state.busy !== null),
    [],
  );

  function requestOpenChange(next: boolean) {
    if (!next && hasProgress) setConfirmingQuit(true);
    else onOpenChange(next);
  }

  return (
    <>
      <Dialog open={open} onOpenChange={requestOpenChange} title={quickPayMessages.dialogTitle}>
        {open ? (
          <QuickPayFlow
            prefill={prefill}
            // Absent, the site's own: read when the lookup is sent, so the first screen waits for nothing.
            verifyTimeoutSeconds={config.verifyTimeoutSeconds}
            onProgressChange={trackProgress}
          />
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={confirmingQuit}
        title={quickPayMessages.dialogTitle}
        message={quickPayMessages.quitConfirmation}
        confirmLabel={quickPayMessages.buttons.yes}
        cancelLabel={quickPayMessages.buttons.no}
        onConfirm={() => {
          setConfirmingQuit(false);
          setHasProgress(false);
          onOpenChange(false);
        }}
        onCancel={() => setConfirmingQuit(false)}
      />
    </>
  );
}
