import { createElement } from 'react';
import { PaymentHistoryScreen } from '../src/features/payment-history/PaymentHistoryScreen.tsx';
import { RequireMember } from '../src/portal/RequireMember.tsx';
import { defineCoopElement } from '../src/ui/element/define-element.tsx';
import { coopPaymentHistory } from './generated/coop-payment-history.ts';

function PaymentHistoryElement() {
  return createElement(RequireMember, null, createElement(PaymentHistoryScreen));
}

defineCoopElement(coopPaymentHistory, PaymentHistoryElement);
