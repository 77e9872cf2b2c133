import { createElement } from 'react';
import { AccountProfileScreen } from '../src/features/account-profile/AccountProfileScreen.tsx';
import { RequireMember } from '../src/portal/RequireMember.tsx';
import { defineCoopElement } from '../src/ui/element/define-element.tsx';
import { coopAccountProfile } from './generated/coop-account-profile.ts';

function AccountProfileElement() {
  return createElement(RequireMember, null, createElement(AccountProfileScreen));
}

defineCoopElement(coopAccountProfile, AccountProfileElement);
