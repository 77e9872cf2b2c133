import { createElement } from 'react';
import { PayAccountsScreen } from '../src/features/pay-accounts/PayAccountsScreen.tsx';
import { RequireMember } from '../src/portal/RequireMember.tsx';
import { defineCoopElement } from '../src/ui/element/define-element.tsx';
import { coopPayAccounts } from './generated/coop-pay-accounts.ts';

function PayAccountsElement() {
  return createElement(RequireMember, null, createElement(PayAccountsScreen));
}

defineCoopElement(coopPayAccounts, PayAccountsElement);
