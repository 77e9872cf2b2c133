import { createElement } from 'react';
import { AverageBillingScreen } from '../src/features/average-billing/AverageBillingScreen.tsx';
import { RequireMember } from '../src/portal/RequireMember.tsx';
import { defineCoopElement } from '../src/ui/element/define-element.tsx';
import { coopAverageBilling } from './generated/coop-average-billing.ts';

function AverageBillingElement() {
  return createElement(RequireMember, null, createElement(AverageBillingScreen));
}

defineCoopElement(coopAverageBilling, AverageBillingElement);
