import { style } from '@vanilla-extract/css';
import { breakpoints, focusRing, forcedColorsControl, vars } from '../../ui/theme.css.ts';

export const header = style({
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const announcement = style({
  boxSizing: 'border-box',
  maxWidth: '72em',
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.md} 0`,
});

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  boxSizing: 'border-box',
  maxWidth: '72em',
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.md}`,
});

export const logoLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  boxSizing: 'border-box',
  minHeight: 44,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius,
  selectors: { '&:focus-visible': focusRing },
});

export const logoImage = style({
  display: 'block',
  height: 48,
  width: 'auto',
  maxWidth: '16em',
  '@media': { [breakpoints.mobile]: { height: 40, maxWidth: '12em' } },
  // A cooperative's logo is drawn for a light page: in the dark scheme it sits on a light plate (a shadow,
  // so the layout is the same in both schemes).
  borderRadius: vars.radius,
  background: 'light-dark(transparent, #ffffff)',
  boxShadow: `0 0 0 ${vars.space.xs} light-dark(transparent, #ffffff)`,
});

export const logoText = style({
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightBold,
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginLeft: 'auto',
  minWidth: 0,
});

export const signIn = style([
  {
    display: 'inline-flex',
    alignItems: 'center',
    boxSizing: 'border-box',
    minHeight: 44,
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius,
    background: vars.color.primary,
    color: vars.color.primaryContrast,
    fontWeight: vars.font.weightBold,
    textDecoration: 'none',
    selectors: {
      '&:hover': { background: `color-mix(in srgb, ${vars.color.primary} 85%, black)` },
      '&:focus-visible': focusRing,
    },
  },
  forcedColorsControl,
]);

/** The language switch: a quiet text button beside Sign In or the profile menu. */
export const languageSwitch = style([
  {
    display: 'inline-flex',
    alignItems: 'center',
    boxSizing: 'border-box',
    minHeight: 44,
    padding: `${vars.space.sm} ${vars.space.sm}`,
    border: 'none',
    borderRadius: vars.radius,
    background: 'transparent',
    color: vars.color.primary,
    font: 'inherit',
    textDecoration: 'underline',
    cursor: 'pointer',
    selectors: {
      '&:hover': { textDecorationThickness: 2 },
      '&:focus-visible': focusRing,
    },
  },
  forcedColorsControl,
]);
