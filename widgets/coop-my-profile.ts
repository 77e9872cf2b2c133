import { createElement } from 'react';
import { MyProfileScreen } from '../src/features/my-profile/MyProfileScreen.tsx';
import { RequireMember } from '../src/portal/RequireMember.tsx';
import { defineCoopElement } from '../src/ui/element/define-element.tsx';
import { coopMyProfile } from './generated/coop-my-profile.ts';

function MyProfileElement() {
  return createElement(RequireMember, null, createElement(MyProfileScreen));
}

defineCoopElement(coopMyProfile, MyProfileElement);
