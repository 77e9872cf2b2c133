import { createElement } from 'react';
import { MeterReadingScreen } from '../src/features/meter-reading/MeterReadingScreen.tsx';
import { RequireMember } from '../src/portal/RequireMember.tsx';
import { defineCoopElement } from '../src/ui/element/define-element.tsx';
import { coopMeterReading } from './generated/coop-meter-reading.ts';

function MeterReadingElement() {
  return createElement(RequireMember, null, createElement(MeterReadingScreen));
}

defineCoopElement(coopMeterReading, MeterReadingElement);
