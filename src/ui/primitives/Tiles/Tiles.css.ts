import { style } from '@vanilla-extract/css';
import { breakpoints, focusRing, vars } from '../../theme.css.ts';

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(15em, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [breakpoints.mobile]: { gridTemplateColumns: '1fr' } },
});

export const tile = style({
  position: 'relative',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderTop: `4px solid ${vars.color.primary}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
});

export const linkedTile = style({
  selectors: {
    '&:hover': { boxShadow: vars.shadow.dialog },
    '&:focus-within': { outline: focusRing.outline, outlineOffset: focusRing.outlineOffset },
  },
});

export const title = style({ margin: 0, fontSize: vars.font.sizeLarge });

export const link = style({
  color: vars.color.primary,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    // The whole card is the link's target area.
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:hover': { textDecoration: 'underline' },
  },
});

export const text = style({ margin: 0, color: vars.color.textMuted });
