import { style } from '@vanilla-extract/css';
import { breakpoints, focusRing, forcedColorsControl, minimumTargetSize, vars } from '../../ui/theme.css.ts';

// The header's flex row may shrink the menu below its content's width: a long name then ellipsises
// instead of pushing the page sideways at 320 px.
export const profile = style({ position: 'relative', minWidth: 0 });

export const profileButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 44,
  maxWidth: '100%',
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size,
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': focusRing,
  },
});

export const profileIcon = style({ flexShrink: 0 });

/** Spec 01 §2.3: the account holder name is cut at 250 px; the full name is in the button's title. */
export const profileName = style({
  display: 'inline-block',
  minWidth: 0,
  maxWidth: 250,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
  '@media': { [breakpoints.mobile]: { maxWidth: '10em' } },
});

export const profileList = style({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 4px)',
  zIndex: 30,
  minWidth: '12em',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
  boxShadow: vars.shadow.dialog,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const profileItem = style([
  {
    display: 'flex',
    alignItems: 'center',
    boxSizing: 'border-box',
    width: '100%',
    minHeight: minimumTargetSize,
    margin: 0,
    padding: vars.space.sm,
    border: 'none',
    borderRadius: vars.radius,
    background: 'transparent',
    color: vars.color.text,
    fontFamily: vars.font.family,
    fontSize: vars.font.size,
    textAlign: 'start',
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.surfaceMuted, textDecoration: 'underline' },
      '&:focus-visible': focusRing,
      '&:disabled': { cursor: 'progress' },
    },
  },
  forcedColorsControl,
]);
