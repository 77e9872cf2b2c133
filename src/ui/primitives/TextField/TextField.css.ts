import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  fontFamily: vars.font.family,
  fontSize: vars.font.size,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
});

export const labelRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const label = style({
  fontWeight: vars.font.weightBold,
});

export const hint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
});

export const control = style({
  display: 'flex',
  alignItems: 'stretch',
  boxSizing: 'border-box',
  minHeight: 44,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
  overflow: 'hidden',
  selectors: {
    // The ring sits on the whole control so the prefix is inside it.
    '&:focus-within': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    '&:has(input[aria-invalid="true"])': {
      borderColor: vars.color.danger,
      boxShadow: `inset 0 0 0 1px ${vars.color.danger}`,
    },
    '&:has(input:read-only)': {
      background: vars.color.surfaceMuted,
    },
  },
});

export const prefix = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  paddingInline: vars.space.sm,
  borderRight: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  userSelect: 'none',
});

export const input = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.size,
  lineHeight: vars.font.lineHeight,
  selectors: {
    '&:focus': { outline: 'none' },
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
  },
  '@media': {
    // 16 px or more keeps iOS Safari from zooming into the field.
    [breakpoints.mobile]: { fontSize: `max(16px, ${vars.font.size})` },
  },
});
