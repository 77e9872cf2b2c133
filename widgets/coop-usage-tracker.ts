import { createElement } from 'react';
import { UsageTrackerScreen } from '../src/features/usage-tracker/UsageTrackerScreen.tsx';
import { RequireMember } from '../src/portal/RequireMember.tsx';
import { defineCoopElement } from '../src/ui/element/define-element.tsx';
import { coopUsageTracker } from './generated/coop-usage-tracker.ts';

function UsageTrackerElement() {
  return createElement(RequireMember, null, createElement(UsageTrackerScreen));
}

defineCoopElement(coopUsageTracker, UsageTrackerElement);
