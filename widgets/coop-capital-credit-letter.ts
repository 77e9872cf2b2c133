import { createElement } from 'react';
import { CapitalCreditLetterScreen } from '../src/features/capital-credit-letter/CapitalCreditLetterScreen.tsx';
import { defineCoopElement } from '../src/ui/element/define-element.tsx';
import { coopCapitalCreditLetter } from './generated/coop-capital-credit-letter.ts';

// A public page (spec 03 §2.8): no sign-in.
function CapitalCreditLetterElement() {
  return createElement(CapitalCreditLetterScreen);
}

defineCoopElement(coopCapitalCreditLetter, CapitalCreditLetterElement);
