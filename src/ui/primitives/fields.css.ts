import { globalStyle, style } from '@vanilla-extract/css';
import { visuallyHidden } from '../styles/visually-hidden.ts';
import { breakpoints, focusRing, vars } from '../theme.css.ts';

/** The shell shared by every field: label, hint, control, error, stacked. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  fontFamily: vars.font.family,
  fontSize: vars.font.size,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
});

export const label = style({ fontWeight: vars.font.weightBold });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const select = style({
  boxSizing: 'border-box',
  minHeight: 44,
  width: '100%',
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.size,
  lineHeight: vars.font.lineHeight,
  selectors: {
    '&:focus-visible': focusRing,
    '&[aria-invalid="true"]': {
      borderColor: vars.color.danger,
      boxShadow: `inset 0 0 0 1px ${vars.color.danger}`,
    },
  },
  '@media': {
    // 16 px or more keeps iOS Safari from zooming into the field.
    [breakpoints.mobile]: { fontSize: `max(16px, ${vars.font.size})` },
  },
});

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: vars.font.weightBold });

export const choice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  cursor: 'pointer',
});

export const choiceInput = style({
  flexShrink: 0,
  // A target of at least 24 × 24 px (WCAG 2.2 SC 2.5.8), aligned with the first line of the label.
  width: 20,
  height: 20,
  margin: '2px',
  accentColor: vars.color.primary,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
    '&[aria-invalid="true"]': { outline: `2px solid ${vars.color.danger}`, outlineOffset: '2px' },
  },
});

/** The box of a text-like control: it holds the input and what sits beside it (a prefix, a toggle). */
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
    '&:has(:is(input, textarea)[aria-invalid="true"])': {
      borderColor: vars.color.danger,
      boxShadow: `inset 0 0 0 1px ${vars.color.danger}`,
    },
    '&:has(:is(input, textarea):read-only)': {
      background: vars.color.surfaceMuted,
    },
    '&:has(:is(input, textarea):disabled)': {
      background: vars.color.surfaceMuted,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
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
  color: 'inherit',
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

/** Digits of equal width keep amounts, codes and dates aligned while typing. */
export const tabularInput = style({ fontVariantNumeric: 'tabular-nums' });

/** A field inside a table cell: its label is read, not shown (the column header says it). */
export const cellField = style({ margin: 0, maxWidth: '100%' });

globalStyle(`${cellField} input`, { width: '100%', minWidth: 0, boxSizing: 'border-box' });

globalStyle(`${cellField} [part~="label"]`, visuallyHidden);
