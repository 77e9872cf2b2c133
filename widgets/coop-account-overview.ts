import { createElement } from 'react';
import { AccountOverviewScreen } from '../src/features/account-overview/AccountOverviewScreen.tsx';
import { RequireMember } from '../src/portal/RequireMember.tsx';
import { defineCoopElement } from '../src/ui/element/define-element.tsx';
import { type CoopAccountOverviewProps, coopAccountOverview } from './generated/coop-account-overview.ts';

function AccountOverviewElement(props: CoopAccountOverviewProps) {
  return createElement(RequireMember, null, createElement(AccountOverviewScreen, props));
}

defineCoopElement(coopAccountOverview, AccountOverviewElement);
