import { createElement } from 'react';
import { CapitalCreditLetterScreen } from '../src/features/capital-credit-letter/CapitalCreditLetterScreen.tsx';
import { RequireMember } from '../src/portal/RequireMember.tsx';
import { defineCoopElement } from '../src/ui/element/define-element.tsx';
import { coopCapitalCreditLetter } from './generated/coop-capital-credit-letter.ts';

function CapitalCreditLetterElement() {
  return createElement(RequireMember, null, createElement(CapitalCreditLetterScreen));
}

defineCoopElement(coopCapitalCreditLetter, CapitalCreditLetterElement);
