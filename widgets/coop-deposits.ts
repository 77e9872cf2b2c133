import { createElement } from 'react';
import { DepositsScreen } from '../src/features/deposits/DepositsScreen.tsx';
import { RequireMember } from '../src/portal/RequireMember.tsx';
import { defineCoopElement } from '../src/ui/element/define-element.tsx';
import { coopDeposits } from './generated/coop-deposits.ts';

function DepositsElement() {
  return createElement(RequireMember, null, createElement(DepositsScreen));
}

defineCoopElement(coopDeposits, DepositsElement);
