import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../ui/theme.css.ts';

export const root = style({ minWidth: 0 });

/** The view selector, then the bulk button with its hint; stacked on narrow screens. */
export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  '@media': { [breakpoints.mobile]: { flexDirection: 'column', alignItems: 'stretch' } },
});

export const viewSelect = style({ minWidth: '14em' });

export const bulk = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start' });

export const hint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
});

export const rowAction = style({ whiteSpace: 'nowrap' });

/** 'Not Eligible' and the button that tells why. */
export const notEligible = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  whiteSpace: 'nowrap',
});
