import { style } from '@vanilla-extract/css';
import { breakpoints, focusRing, vars } from '../../ui/theme.css.ts';

export const screen = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const heading = style({
  margin: 0,
  fontSize: '1.75em',
  lineHeight: 1.2,
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
  '@media': { [breakpoints.mobile]: { fontSize: vars.font.sizeLarge } },
});

/** Cards side by side where there is room (two columns from about 600 px), stacked below. */
export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 17em), 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});

export const failed = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });
