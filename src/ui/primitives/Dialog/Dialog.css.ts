import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import {
  breakpoints,
  focusRing,
  forcedColorsControl,
  forcedColorsEdge,
  minimumTargetSize,
  vars,
} from '../../theme.css';

/** Set by the `width` prop of one dialog; the theme's dialog width otherwise. */
export const widthVar = createVar();

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.z.dialog,
  background: vars.color.overlay,
});

export const content = style([
  {
    position: 'fixed',
    top: '50%',
    left: '50%',
    zIndex: vars.z.dialog,
    boxSizing: 'border-box',
    width: `min(${fallbackVar(widthVar, vars.dialog.width)}, calc(100vw - 2 * ${vars.space.md}))`,
    maxHeight: `calc(100dvh - 2 * ${vars.space.md})`,
    overflowY: 'auto',
    padding: vars.space.lg,
    transform: 'translate(-50%, -50%)',
    borderRadius: vars.radius,
    background: vars.color.surface,
    boxShadow: vars.shadow.dialog,
    color: vars.color.text,
    fontFamily: vars.font.family,
    fontSize: vars.font.size,
    lineHeight: vars.font.lineHeight,
    selectors: {
      // Radix focuses the content itself when it has nothing focusable; no ring around the whole box.
      '&:focus': { outline: 'none' },
    },
    '@media': {
      [breakpoints.mobile]: {
        top: 'auto',
        right: 0,
        bottom: 0,
        left: 0,
        width: '100%',
        maxHeight: `calc(100dvh - ${vars.space.lg})`,
        padding: vars.space.md,
        transform: 'none',
        borderBottomLeftRadius: 0,
        borderBottomRightRadius: 0,
      },
    },
  },
  // The shadow that draws its edge is gone in forced colours.
  forcedColorsEdge,
]);

export const title = style({
  margin: 0,
  // Room for the close button in the corner.
  paddingRight: `calc(${minimumTargetSize} + ${vars.space.md})`,
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.3,
});

export const description = style({
  margin: `${vars.space.sm} 0 0`,
  color: vars.color.textMuted,
});

export const body = style({
  marginTop: vars.space.md,
  selectors: {
    '&:empty': { display: 'none' },
  },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginTop: vars.space.lg,
  '@media': {
    [breakpoints.mobile]: {
      flexDirection: 'column',
      alignItems: 'stretch',
    },
  },
});

export const close = style([
  {
    position: 'absolute',
    top: vars.space.md,
    right: vars.space.md,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 32,
    height: 32,
    minWidth: minimumTargetSize,
    minHeight: minimumTargetSize,
    margin: 0,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius,
    background: 'transparent',
    color: vars.color.text,
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.surfaceMuted },
      '&:focus-visible': focusRing,
    },
  },
  forcedColorsControl,
]);
