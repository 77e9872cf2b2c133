import { createElement } from 'react';
import { UnclaimedCapitalCreditsScreen } from '../src/features/unclaimed-capital-credits/UnclaimedCapitalCreditsScreen.tsx';
import { defineCoopElement } from '../src/ui/element/define-element.tsx';
import { coopUnclaimedCapitalCredits } from './generated/coop-unclaimed-capital-credits.ts';

// A public page (spec 03 §2.9): no sign-in.
function UnclaimedCapitalCreditsElement() {
  return createElement(UnclaimedCapitalCreditsScreen);
}

defineCoopElement(coopUnclaimedCapitalCredits, UnclaimedCapitalCreditsElement);
