import { style } from '@vanilla-extract/css';
import { breakpoints, focusRing, vars } from '../../ui/theme.css.ts';

export const home = style({ display: 'grid', gap: vars.space.lg });

export const hero = style({
  position: 'relative',
  display: 'grid',
  alignItems: 'end',
  minHeight: '10em',
  overflow: 'hidden',
  padding: vars.space.lg,
  borderRadius: vars.radius,
  // A banner of the site's colours when it has no image.
  background: `linear-gradient(120deg, ${vars.color.primary}, color-mix(in srgb, ${vars.color.primary} 55%, black))`,
  color: vars.color.primaryContrast,
  '@media': { [breakpoints.mobile]: { minHeight: '7em', padding: vars.space.md } },
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
  fontSize: '1.75em',
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

export const quickPayText = style({ margin: 0, flex: '1 1 18em' });
