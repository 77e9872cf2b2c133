import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

/**
 * A page-sized element (every element but the Quick Pay button) holds its place from the moment its tag
 * is defined, so the page below does not move while its content arrives: a whole area (`coop-area`
 * custom state: the portal, the account overview) a window's height, `--coop-area-min-height`; a page's
 * block (`coop-block`: sign-in, registration, password reset, inline Quick Pay, the payment result) about
 * its first screen's height, `--coop-block-min-height`. See defineCoopElement. The Quick Pay button, a
 * plain element, never takes these states, so their styles load with React.
 */
export const pageSizedStates = { area: 'coop-area', block: 'coop-block' } as const;
globalStyle(`:host(:state(${pageSizedStates.area}))`, { minHeight: `${vars.area.minHeight} !important` });
globalStyle(`:host(:state(${pageSizedStates.block}))`, {
  minHeight: `${vars.area.blockMinHeight} !important`,
});
