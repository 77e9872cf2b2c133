import { createElement } from 'react';
import { DelinquentHistoryScreen } from '../src/features/delinquent-history/DelinquentHistoryScreen.tsx';
import { RequireMember } from '../src/portal/RequireMember.tsx';
import { defineCoopElement } from '../src/ui/element/define-element.tsx';
import { coopDelinquentHistory } from './generated/coop-delinquent-history.ts';

function DelinquentHistoryElement() {
  return createElement(RequireMember, null, createElement(DelinquentHistoryScreen));
}

defineCoopElement(coopDelinquentHistory, DelinquentHistoryElement);
