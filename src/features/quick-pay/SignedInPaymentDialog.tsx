import { useAtomValue } from 'jotai';
import { portalUrl, routeTarget } from '../../domain/portal/links.ts';
import { quickPayMessages } from '../../domain/quick-pay/messages.ts';
import { selectedAccountAtom } from '../../state/session.ts';
import { useElementContext, useNavigate } from '../../ui/element/ElementContext.tsx';
import { usePortalNavigation } from '../../ui/navigation/PortalNavigation.tsx';
import { ConfirmDialog } from '../../ui/primitives/ConfirmDialog/ConfirmDialog.tsx';

export interface SignedInPaymentDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
}

/**
 * A signed-in member who presses Quick Pay is offered the signed-in payment screen instead of the
 * anonymous flow (spec 01 §2.6, §6): it shows every account and the saved payment options, with the
 * selected account checked.
 */
export function SignedInPaymentDialog({ open, onOpenChange }: SignedInPaymentDialogProps) {
  const { config } = useElementContext();
  const navigate = useNavigate();
  const messages = quickPayMessages.signedIn;
  const portal = usePortalNavigation();
  const selected = useAtomValue(selectedAccountAtom);
  const payments = portalUrl(
    routeTarget('billpayments/pay-multiple', selected ? { accountno: selected.accountNumber } : undefined),
  );
  return (
    <ConfirmDialog
      open={open}
      title={messages.title}
      message={messages.message}
      confirmLabel={messages.goToPayments}
      cancelLabel={quickPayMessages.buttons.cancel}
      onConfirm={() => {
        onOpenChange(false);
        if (portal.reachesPortal) portal.navigate(payments, { reason: 'signed-in' });
        else navigate(config.homeUrl, 'signed-in');
      }}
      onCancel={() => onOpenChange(false)}
    />
  );
}
