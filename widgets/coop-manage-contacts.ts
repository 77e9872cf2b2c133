import { createElement } from 'react';
import { ManageContactsScreen } from '../src/features/manage-contacts/ManageContactsScreen.tsx';
import { RequireMember } from '../src/portal/RequireMember.tsx';
import { defineCoopElement } from '../src/ui/element/define-element.tsx';
import { coopManageContacts } from './generated/coop-manage-contacts.ts';

function ManageContactsElement() {
  return createElement(RequireMember, null, createElement(ManageContactsScreen));
}

defineCoopElement(coopManageContacts, ManageContactsElement);
