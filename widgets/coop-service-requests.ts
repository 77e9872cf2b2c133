import { createElement } from 'react';
import { ServiceRequestsScreen } from '../src/features/service-requests/ServiceRequestsScreen.tsx';
import { RequireMember } from '../src/portal/RequireMember.tsx';
import { defineCoopElement } from '../src/ui/element/define-element.tsx';
import { coopServiceRequests } from './generated/coop-service-requests.ts';

function ServiceRequestsElement() {
  return createElement(RequireMember, null, createElement(ServiceRequestsScreen));
}

defineCoopElement(coopServiceRequests, ServiceRequestsElement);
