import { createElement } from 'react';
import { AutoPayScreen } from '../src/features/auto-pay/AutoPayScreen.tsx';
import { RequireMember } from '../src/portal/RequireMember.tsx';
import { defineCoopElement } from '../src/ui/element/define-element.tsx';
import { coopAutoPay } from './generated/coop-auto-pay.ts';

function AutoPayElement() {
  return createElement(RequireMember, null, createElement(AutoPayScreen));
}

defineCoopElement(coopAutoPay, AutoPayElement);
