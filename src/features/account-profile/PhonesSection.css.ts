import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../ui/theme.css.ts';

/** One phone slot: its type, number and extension in a row, and Remove. */
export const slot = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(10em, 1fr) minmax(12em, 1.3fr) minmax(6em, 0.6fr) auto',
  gap: vars.space.md,
  alignItems: 'start',
  minWidth: 0,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  '@media': {
    [breakpoints.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', padding: vars.space.sm },
  },
});

export const legend = style({ padding: `0 ${vars.space.xs}`, fontWeight: vars.font.weightBold });

/** Remove sits level with the inputs, under their labels. */
export const remove = style({
  alignSelf: 'end',
  '@media': { [breakpoints.mobile]: { justifySelf: 'start' } },
});

export const slots = style({ display: 'grid', gap: vars.space.md });
