import { createElement } from 'react';
import { UnclaimedCapitalCreditsScreen } from '../src/features/unclaimed-capital-credits/UnclaimedCapitalCreditsScreen.tsx';
import { RequireMember } from '../src/portal/RequireMember.tsx';
import { defineCoopElement } from '../src/ui/element/define-element.tsx';
import { coopUnclaimedCapitalCredits } from './generated/coop-unclaimed-capital-credits.ts';

function UnclaimedCapitalCreditsElement() {
  return createElement(RequireMember, null, createElement(UnclaimedCapitalCreditsScreen));
}

defineCoopElement(coopUnclaimedCapitalCredits, UnclaimedCapitalCreditsElement);
