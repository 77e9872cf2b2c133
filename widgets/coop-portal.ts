import { CoopPortal } from '../src/portal/CoopPortal.tsx';
import { startFirstScreen } from '../src/portal/first-screen.ts';
import { defineCoopElement } from '../src/ui/element/define-element.tsx';
import { coopPortal } from './generated/coop-portal.ts';

// The home page renders <coop-quick-pay-button>: its definition loads beside this element, as its own entry
// (not a chunk shared with it), so a marketing page that loads only the button gets it in one file.
void import('./coop-quick-pay-button.ts');

// Portals already in the page start their first screen's requests before React renders anything.
if (!customElements.get('coop-portal')) document.querySelectorAll('coop-portal').forEach(startFirstScreen);

defineCoopElement(coopPortal, CoopPortal);
