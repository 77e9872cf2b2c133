import { createElement } from 'react';
import { PaymentProfileScreen } from '../src/features/payment-profile/PaymentProfileScreen.tsx';
import { RequireMember } from '../src/portal/RequireMember.tsx';
import { defineCoopElement } from '../src/ui/element/define-element.tsx';
import { coopPaymentProfile } from './generated/coop-payment-profile.ts';

function PaymentProfileElement() {
  return createElement(RequireMember, null, createElement(PaymentProfileScreen));
}

defineCoopElement(coopPaymentProfile, PaymentProfileElement);
