import { createElement } from 'react';
import { DraftPaymentsScreen } from '../src/features/draft-payments/DraftPaymentsScreen.tsx';
import { RequireMember } from '../src/portal/RequireMember.tsx';
import { defineCoopElement } from '../src/ui/element/define-element.tsx';
import { coopDraftPayments } from './generated/coop-draft-payments.ts';

function DraftPaymentsElement() {
  return createElement(RequireMember, null, createElement(DraftPaymentsScreen));
}

defineCoopElement(coopDraftPayments, DraftPaymentsElement);
