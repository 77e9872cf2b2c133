import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../../ui/theme.css.ts';

export { heading, screen } from '../../ui/styles/account-screen.css.ts';

/** Account numbers are read digit by digit: keep each on one line, also in the card layout. */
export const accountLink = style({
  color: vars.color.primary,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  textUnderlineOffset: '0.2em',
  selectors: { '&:focus-visible': focusRing },
});
