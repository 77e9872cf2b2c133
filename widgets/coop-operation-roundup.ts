import { createElement } from 'react';
import { OperationRoundupScreen } from '../src/features/operation-roundup/OperationRoundupScreen.tsx';
import { RequireMember } from '../src/portal/RequireMember.tsx';
import { defineCoopElement } from '../src/ui/element/define-element.tsx';
import { coopOperationRoundup } from './generated/coop-operation-roundup.ts';

function OperationRoundupElement() {
  return createElement(RequireMember, null, createElement(OperationRoundupScreen));
}

defineCoopElement(coopOperationRoundup, OperationRoundupElement);
