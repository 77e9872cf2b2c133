import { createElement } from 'react';
import { AccountOverviewScreen } from '../src/features/account-overview/AccountOverviewScreen.tsx';
import { RequireMember } from '../src/portal/RequireMember.tsx';
import { defineCoopElement } from '../src/ui/element/define-element.tsx';

// Pay Bill renders <coop-quick-pay-button>: its definition loads beside this element, as its own entry
// (not a chunk shared with it), so a marketing page that loads only the button gets it in one file.
void import('./coop-quick-pay-button.ts');

interface AccountOverviewElementProps {
  readonly layout?: string;
}

function AccountOverviewElement({ layout }: AccountOverviewElementProps) {
  return createElement(RequireMember, null, createElement(AccountOverviewScreen, { layout }));
}

/**
 * `<coop-account-overview>`: the Account Overview of the signed-in member's account on a page of the
 * cooperative's site; a visitor gets the Sign In form in its place. The account is the page's
 * `accountno` query when it is the member's, else the one selected in the portal's switcher, else the
 * primary account; the page's `link` query ('mymeter') brings the usage summary into view.
 *
 * @attr layout - "detailed" (default: every card and the usage graph) or "basic" (the account, its
 *   bill, the banners, the statement and the history)
 * @fires coop-signed-in, coop-navigate, and the Pay Bill button's coop-quick-pay-open,
 *   coop-quick-pay-close and coop-payment-submitted
 */
defineCoopElement('coop-account-overview', AccountOverviewElement, {
  props: { layout: 'string' },
  area: 'area',
});

declare global {
  interface HTMLElementTagNameMap {
    'coop-account-overview': HTMLElement;
  }
}
