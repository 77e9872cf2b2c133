import { style } from '@vanilla-extract/css';
import { breakpoints, focusRing, forcedColorsControl, minimumTargetSize, vars } from '../../ui/theme.css.ts';

export const chat = style({
  position: 'fixed',
  right: vars.space.md,
  bottom: vars.space.md,
  zIndex: 40,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  maxWidth: `calc(100vw - 2 * ${vars.space.md})`,
});

export const launcher = style([
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: 44,
    padding: `${vars.space.sm} ${vars.space.md}`,
    border: 'none',
    borderRadius: 999,
    background: vars.color.primary,
    color: vars.color.primaryContrast,
    fontFamily: vars.font.family,
    fontSize: vars.font.size,
    fontWeight: vars.font.weightBold,
    boxShadow: vars.shadow.dialog,
    cursor: 'pointer',
    selectors: { '&:focus-visible': focusRing },
  },
  forcedColorsControl,
]);

export const panel = style({
  display: 'grid',
  gap: vars.space.sm,
  width: '22em',
  maxWidth: '100%',
  maxHeight: '70vh',
  overflow: 'auto',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.dialog,
  '@media': { [breakpoints.mobile]: { width: '100%' } },
});

export const panelHeader = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeLarge,
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});

export const subTitle = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const close = style([
  {
    display: 'inline-grid',
    placeItems: 'center',
    minWidth: minimumTargetSize,
    minHeight: minimumTargetSize,
    padding: vars.space.xs,
    border: 'none',
    borderRadius: vars.radius,
    background: 'transparent',
    color: vars.color.text,
    cursor: 'pointer',
    selectors: { '&:hover': { background: vars.color.surfaceMuted }, '&:focus-visible': focusRing },
  },
  forcedColorsControl,
]);

export const log = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

const bubble = {
  maxWidth: '85%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius,
} as const;

export const incoming = style({ ...bubble, justifySelf: 'start', background: vars.color.surfaceMuted });

export const outgoing = style({
  ...bubble,
  justifySelf: 'end',
  background: vars.color.infoSurface,
  color: vars.color.text,
});

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const quickReplies = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const quickReply = style({
  minHeight: minimumTargetSize,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.primary}`,
  borderRadius: 999,
  background: vars.color.surface,
  color: vars.color.primary,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted }, '&:focus-visible': focusRing },
});
