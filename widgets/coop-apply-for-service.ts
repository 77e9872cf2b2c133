import { createElement } from 'react';
import { ApplyForServiceScreen } from '../src/features/apply-for-service/ApplyForServiceScreen.tsx';
import { defineCoopElement } from '../src/ui/element/define-element.tsx';
import { coopApplyForService } from './generated/coop-apply-for-service.ts';

// A public page (the home page's Application For Service tile): no sign-in.
function ApplyForServiceElement() {
  return createElement(ApplyForServiceScreen);
}

defineCoopElement(coopApplyForService, ApplyForServiceElement);
