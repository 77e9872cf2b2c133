import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../ui/theme.css.ts';

export const form = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

/** The fields side by side where they fit, one under the other on phones. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14em, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { [breakpoints.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** Save last, Cancel before it; full width and stacked on phones. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
