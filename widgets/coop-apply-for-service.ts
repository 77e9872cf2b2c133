import { createElement } from 'react';
import { ApplyForServiceScreen } from '../src/features/apply-for-service/ApplyForServiceScreen.tsx';
import { RequireMember } from '../src/portal/RequireMember.tsx';
import { defineCoopElement } from '../src/ui/element/define-element.tsx';
import { coopApplyForService } from './generated/coop-apply-for-service.ts';

function ApplyForServiceElement() {
  return createElement(RequireMember, null, createElement(ApplyForServiceScreen));
}

defineCoopElement(coopApplyForService, ApplyForServiceElement);
