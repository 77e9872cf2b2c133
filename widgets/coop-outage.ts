import { createElement } from 'react';
import { OutageScreen } from '../src/features/outage/OutageScreen.tsx';
import { RequireMember } from '../src/portal/RequireMember.tsx';
import { defineCoopElement } from '../src/ui/element/define-element.tsx';
import { coopOutage } from './generated/coop-outage.ts';

function OutageElement() {
  return createElement(RequireMember, null, createElement(OutageScreen));
}

defineCoopElement(coopOutage, OutageElement);
