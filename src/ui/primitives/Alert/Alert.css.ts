import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing, forcedColors, forcedColorsControl, minimumTargetSize, vars } from '../../theme.css';

const base = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  boxSizing: 'border-box',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius,
  borderLeft: '4px solid',
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size,
  lineHeight: vars.font.lineHeight,
  // Its fill is gone in forced colours: the box keeps an edge, and its tone is told by the icon's shape.
  '@media': {
    [forcedColors]: { borderStyle: 'solid', borderColor: 'CanvasText', borderWidth: '1px 1px 1px 4px' },
  },
});

export const tones = styleVariants({
  error: [base, { background: vars.color.dangerSurface, borderLeftColor: vars.color.danger }],
  warning: [base, { background: vars.color.warningSurface, borderLeftColor: vars.color.warning }],
  info: [base, { background: vars.color.infoSurface, borderLeftColor: vars.color.info }],
  success: [base, { background: vars.color.successSurface, borderLeftColor: vars.color.success }],
});

export const iconTones = styleVariants({
  error: { color: vars.color.danger },
  warning: { color: vars.color.warning },
  info: { color: vars.color.info },
  success: { color: vars.color.success },
});

export const icon = style({
  flexShrink: 0,
  width: '1.25em',
  height: '1.25em',
  marginTop: '0.125em',
});

export const body = style({
  flex: 1,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontWeight: vars.font.weightBold,
});

export const dismiss = style([
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: minimumTargetSize,
    height: minimumTargetSize,
    margin: 0,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius,
    background: 'transparent',
    color: vars.color.text,
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: `color-mix(in srgb, ${vars.color.text} 10%, transparent)` },
      '&:focus-visible': focusRing,
    },
  },
  forcedColorsControl,
]);
