import { style } from '@vanilla-extract/css';
import { breakpoints, focusRing, vars } from '../../ui/theme.css.ts';

export const screen = style({ display: 'grid', gap: vars.space.lg, alignContent: 'start', minWidth: 0 });

export const heading = style({
  margin: 0,
  fontSize: '1.75em',
  lineHeight: 1.2,
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
  '@media': { [breakpoints.mobile]: { fontSize: vars.font.sizeLarge } },
});

/** Account numbers are read digit by digit: keep each on one line, also in the card layout. */
export const accountLink = style({
  color: vars.color.primary,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  textUnderlineOffset: '0.2em',
  selectors: { '&:focus-visible': focusRing },
});
