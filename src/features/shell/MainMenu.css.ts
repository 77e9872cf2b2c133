import { style } from '@vanilla-extract/css';
import { breakpoints, focusRing, forcedColorsControl, minimumTargetSize, vars } from '../../ui/theme.css.ts';

export const nav = style({
  background: vars.color.primary,
  color: vars.color.primaryContrast,
});

export const menuButton = style([
  {
    display: 'none',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: 44,
    margin: 0,
    padding: `${vars.space.sm} ${vars.space.md}`,
    border: 'none',
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    fontWeight: vars.font.weightBold,
    cursor: 'pointer',
    selectors: {
      '&:focus-visible': { ...focusRing, outlineColor: vars.color.primaryContrast, outlineOffset: '-3px' },
    },
    '@media': { [breakpoints.mobile]: { display: 'inline-flex' } },
  },
  forcedColorsControl,
]);

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'stretch',
  boxSizing: 'border-box',
  maxWidth: '72em',
  margin: '0 auto',
  padding: `0 ${vars.space.md}`,
  listStyle: 'none',
  '@media': {
    [breakpoints.mobile]: {
      display: 'none',
      flexDirection: 'column',
      padding: `0 0 ${vars.space.sm}`,
    },
  },
});

export const listOpen = style({
  '@media': { [breakpoints.mobile]: { display: 'flex' } },
});

export const item = style({
  position: 'relative',
  '@media': { [breakpoints.mobile]: { position: 'static' } },
});

const topControl = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  boxSizing: 'border-box',
  minHeight: 48,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.primaryContrast,
  fontFamily: vars.font.family,
  fontSize: vars.font.size,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeight,
  textDecoration: 'none',
  cursor: 'pointer',
} as const;

const topControlStates = {
  '&:hover': { background: `color-mix(in srgb, ${vars.color.primary} 80%, black)` },
  '&:focus-visible': { ...focusRing, outlineColor: vars.color.primaryContrast, outlineOffset: '-3px' },
} as const;

export const topLink = style([
  {
    ...topControl,
    selectors: topControlStates,
    '@media': { [breakpoints.mobile]: { width: '100%' } },
  },
  forcedColorsControl,
]);

export const topButton = style([
  {
    ...topControl,
    selectors: {
      ...topControlStates,
      '&[aria-expanded="true"]': { background: `color-mix(in srgb, ${vars.color.primary} 75%, black)` },
    },
    '@media': { [breakpoints.mobile]: { width: '100%', justifyContent: 'space-between' } },
  },
  forcedColorsControl,
]);

export const chevron = style({
  flexShrink: 0,
  transition: 'transform 120ms ease',
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const panel = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  zIndex: 20,
  minWidth: '16em',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: `0 0 ${vars.radius} ${vars.radius}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.dialog,
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': {
    [breakpoints.mobile]: {
      position: 'static',
      minWidth: 0,
      margin: `0 ${vars.space.sm}`,
      boxShadow: 'none',
      borderRadius: vars.radius,
    },
  },
});

export const megaPanel = style({
  minWidth: '32em',
  '@media': { [breakpoints.mobile]: { minWidth: 0 } },
});

export const megaColumns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(13em, 1fr))',
  gap: vars.space.md,
});

export const megaColumn = style({ minWidth: 0 });

export const columnHeading = style({
  margin: `${vars.space.xs} ${vars.space.sm}`,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightBold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const panelList = style({ margin: 0, padding: 0, listStyle: 'none' });

export const nestedList = style([
  panelList,
  {
    paddingLeft: vars.space.md,
    selectors: { '&[hidden]': { display: 'none' } },
  },
]);

const panelControl = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  boxSizing: 'border-box',
  width: '100%',
  minHeight: minimumTargetSize,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size,
  lineHeight: vars.font.lineHeight,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
} as const;

export const panelLink = style({
  ...panelControl,
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, textDecoration: 'underline' },
    '&:focus-visible': focusRing,
  },
});

export const nestedButton = style([
  {
    ...panelControl,
    fontWeight: vars.font.weightBold,
    selectors: {
      '&:hover': { background: vars.color.surfaceMuted },
      '&:focus-visible': focusRing,
    },
  },
  forcedColorsControl,
]);
