import { CoopPortal } from '../src/portal/CoopPortal.tsx';
import { startFirstScreen } from '../src/portal/first-screen.ts';
import { defineCoopElement } from '../src/ui/element/define-element.tsx';

// The home page renders <coop-quick-pay-button>: its definition loads beside this element, as its own entry
// (not a chunk shared with it), so a marketing page that loads only the button gets it in one file.
void import('./coop-quick-pay-button.ts');

/**
 * `<coop-portal>`: the whole member portal (header, menu, account switcher, screens, footer) with its
 * own routing.
 *
 * @attr routing - "hash" (default: '#/home', works on any CMS page) or "path" (real paths under base-path)
 * @attr base-path - with routing="path", the path the portal lives under, e.g. "/portal"
 * @attr manage-title - "false" leaves the page's title and icon alone (default: the portal sets them)
 * @attr custom-script - a cooperative script loaded on every route change, only from the page's own
 *   origin or an origin of `custom-asset-origins`
 * @csspart base - the portal's root
 * @fires coop-page-view, coop-signed-out, coop-navigate, and the events of the screens it shows
 */
// Portals already in the page start their first screen's requests before React renders anything.
if (!customElements.get('coop-portal')) document.querySelectorAll('coop-portal').forEach(startFirstScreen);

defineCoopElement('coop-portal', CoopPortal, {
  props: { routing: 'string', basePath: 'string', manageTitle: 'string', customScript: 'string' },
  area: 'area',
});

declare global {
  interface HTMLElementTagNameMap {
    'coop-portal': HTMLElement;
  }
}
