import { createElement } from 'react';
import { ManageNotificationsScreen } from '../src/features/manage-notifications/ManageNotificationsScreen.tsx';
import { RequireMember } from '../src/portal/RequireMember.tsx';
import { defineCoopElement } from '../src/ui/element/define-element.tsx';
import { coopManageNotifications } from './generated/coop-manage-notifications.ts';

function ManageNotificationsElement() {
  return createElement(RequireMember, null, createElement(ManageNotificationsScreen));
}

defineCoopElement(coopManageNotifications, ManageNotificationsElement);
