import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../ui/theme.css.ts';

/** The accounts: one card each, two columns on a wide screen, one on a phone. */
export const accounts = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(18em, 1fr))',
  '@media': { [breakpoints.mobile]: { gridTemplateColumns: '1fr' } },
});

export const account = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
  minWidth: 0,
});

export const accountHeading = style({ margin: 0, fontSize: vars.font.size });
