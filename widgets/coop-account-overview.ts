import { createElement } from 'react';
import { AccountOverviewScreen } from '../src/features/account-overview/AccountOverviewScreen.tsx';
import { RequireMember } from '../src/portal/RequireMember.tsx';
import { defineCoopElement } from '../src/ui/element/define-element.tsx';
import { type CoopAccountOverviewProps, coopAccountOverview } from './generated/coop-account-overview.ts';

// Pay Bill renders <coop-quick-pay-button>: its definition loads beside this element, as its own entry
// (not a chunk shared with it), so a marketing page that loads only the button gets it in one file.
void import('./coop-quick-pay-button.ts');

function AccountOverviewElement(props: CoopAccountOverviewProps) {
  return createElement(RequireMember, null, createElement(AccountOverviewScreen, props));
}

defineCoopElement(coopAccountOverview, AccountOverviewElement);
