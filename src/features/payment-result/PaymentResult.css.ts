import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../ui/theme.css.ts';

export const card = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: vars.dialog.width,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
  '@media': {
    [breakpoints.mobile]: { padding: vars.space.md },
    print: { maxWidth: 'none', border: 'none', padding: 0, color: '#000' },
  },
});

export const heading = style({ margin: 0, fontSize: vars.font.sizeLarge });

export const text = style({ margin: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  '@media': { print: { display: 'none' } },
});
