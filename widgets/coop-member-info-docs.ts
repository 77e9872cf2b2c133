import { createElement } from 'react';
import { MemberInfoDocsScreen } from '../src/features/member-info-docs/MemberInfoDocsScreen.tsx';
import { RequireMember } from '../src/portal/RequireMember.tsx';
import { defineCoopElement } from '../src/ui/element/define-element.tsx';
import { coopMemberInfoDocs } from './generated/coop-member-info-docs.ts';

function MemberInfoDocsElement() {
  return createElement(RequireMember, null, createElement(MemberInfoDocsScreen));
}

defineCoopElement(coopMemberInfoDocs, MemberInfoDocsElement);
