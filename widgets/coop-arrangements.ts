import { createElement } from 'react';
import { ArrangementsScreen } from '../src/features/arrangements/ArrangementsScreen.tsx';
import { RequireMember } from '../src/portal/RequireMember.tsx';
import { defineCoopElement } from '../src/ui/element/define-element.tsx';
import { coopArrangements } from './generated/coop-arrangements.ts';

function ArrangementsElement() {
  return createElement(RequireMember, null, createElement(ArrangementsScreen));
}

defineCoopElement(coopArrangements, ArrangementsElement);
