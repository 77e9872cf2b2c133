import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../ui/theme.css.ts';

export { heading, screen } from '../../ui/styles/account-screen.css.ts';
export { alertHolder } from '../../ui/styles/form-screen.css.ts';

export const form = style({ display: 'grid', gap: vars.space.lg, maxWidth: '48em', minWidth: 0 });

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

export const total = style({ margin: 0, fontSize: vars.font.sizeLarge, fontWeight: 600 });

export const note = style({ margin: 0, color: vars.color.text });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
});
