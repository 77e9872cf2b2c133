import { style } from '@vanilla-extract/css';
import { focusRing, forcedColorsEdge, minimumTargetSize, vars } from '../../theme.css';

export const root = style({
  position: 'relative',
  display: 'inline-flex',
  verticalAlign: 'middle',
});

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  width: minimumTargetSize,
  height: minimumTargetSize,
  margin: 0,
  padding: 0,
  border: `2px solid ${vars.color.primary}`,
  borderRadius: '50%',
  background: vars.color.surface,
  color: vars.color.primary,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightBold,
  lineHeight: 1,
  cursor: 'help',
  selectors: {
    '&:focus-visible': focusRing,
  },
});

/** Positioned under the trigger (above it when there is no room below); its transparent top padding bridges the gap so the pointer can move onto it. */
export const bubble = style({
  position: 'absolute',
  top: '100%',
  left: '50%',
  zIndex: 1,
  paddingTop: vars.space.xs,
  transform: 'translateX(-50%)',
  selectors: {
    '&[hidden]': { display: 'none' },
    '&[data-placement="above"]': {
      top: 'auto',
      bottom: '100%',
      paddingTop: 0,
      paddingBottom: vars.space.xs,
    },
  },
});

export const content = style([
  {
    display: 'block',
    boxSizing: 'border-box',
    width: 'max-content',
    maxWidth: 'min(280px, calc(100vw - 16px))',
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius,
    background: vars.color.text,
    color: vars.color.surface,
    fontFamily: vars.font.family,
    fontSize: vars.font.sizeSmall,
    fontWeight: 'normal',
    lineHeight: vars.font.lineHeight,
    textAlign: 'start',
    whiteSpace: 'normal',
    boxShadow: vars.shadow.dialog,
  },
  forcedColorsEdge,
]);
