import { createElement } from 'react';
import { ScheduledPaymentsScreen } from '../src/features/scheduled-payments/ScheduledPaymentsScreen.tsx';
import { RequireMember } from '../src/portal/RequireMember.tsx';
import { defineCoopElement } from '../src/ui/element/define-element.tsx';
import { coopScheduledPayments } from './generated/coop-scheduled-payments.ts';

function ScheduledPaymentsElement() {
  return createElement(RequireMember, null, createElement(ScheduledPaymentsScreen));
}

defineCoopElement(coopScheduledPayments, ScheduledPaymentsElement);
