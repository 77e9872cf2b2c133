import { style } from '@vanilla-extract/css';
import { breakpoints, focusRing, vars } from '../../ui/theme.css.ts';

export const footer = style({
  marginTop: vars.space.xl,
  background: vars.color.surfaceMuted,
  borderTop: `1px solid ${vars.color.border}`,
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14em, 1fr))',
  gap: vars.space.lg,
  boxSizing: 'border-box',
  maxWidth: '72em',
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  '@media': { [breakpoints.mobile]: { gridTemplateColumns: '1fr' } },
});

export const block = style({ minWidth: 0 });

export const heading = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.font.size,
  fontWeight: vars.font.weightBold,
});

export const text = style({ margin: `0 0 ${vars.space.xs}` });

export const address = style({ fontStyle: 'normal' });

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const link = style({
  display: 'inline-block',
  minHeight: 24,
  color: vars.color.primary,
  textUnderlineOffset: '0.15em',
  borderRadius: 2,
  selectors: { '&:focus-visible': focusRing, '&:hover': { textDecorationThickness: 2 } },
});

export const emergency = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.font.weightBold,
});

export const icon = style({ flexShrink: 0, color: vars.color.warning });

export const legal = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  boxSizing: 'border-box',
  maxWidth: '72em',
  margin: '0 auto',
  padding: `${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
});

export const small = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });
