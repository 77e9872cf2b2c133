import { style } from '@vanilla-extract/css';
import { breakpoints, focusRing, vars } from '../../ui/theme.css.ts';

export const home = style({ display: 'grid', gap: vars.space.lg });

export const hero = style({
  position: 'relative',
  display: 'grid',
  alignItems: 'end',
  minHeight: '10rem',
  overflow: 'hidden',
  padding: vars.space.lg,
  borderRadius: vars.radius,
  // A banner of the site's colours when it has no image.
  background: `linear-gradient(120deg, ${vars.color.primary}, color-mix(in srgb, ${vars.color.primary} 55%, black))`,
  color: vars.color.primaryContrast,
  '@media': { [breakpoints.mobile]: { minHeight: '7rem', padding: vars.space.md } },
});

export const heroImage = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const heroTitle = style({
  position: 'relative',
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  justifySelf: 'start',
  borderRadius: vars.radius,
  // Keeps the title readable over any banner image.
  background: `color-mix(in srgb, ${vars.color.primary} 85%, black)`,
  fontSize: '1.75rem',
  lineHeight: 1.2,
  outline: 'none',
  selectors: { '&:focus-visible': { ...focusRing, outlineColor: vars.color.primaryContrast } },
  '@media': { [breakpoints.mobile]: { fontSize: vars.font.sizeLarge } },
});

export const quickPay = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `6px solid ${vars.color.primary}`,
  borderRadius: vars.radius,
  background: vars.color.infoSurface,
});

export const quickPayText = style({ margin: 0, flex: '1 1 18rem' });

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
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
  selectors: {
    '&:hover': { boxShadow: vars.shadow.dialog },
    '&:focus-within': { outline: focusRing.outline, outlineOffset: focusRing.outlineOffset },
  },
});

export const tileTitle = style({ margin: 0, fontSize: vars.font.sizeLarge });

export const tileLink = style({
  color: vars.color.primary,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    // The whole card is the link's target area.
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:hover': { textDecoration: 'underline' },
  },
});

export const tileText = style({ margin: 0, color: vars.color.textMuted });
