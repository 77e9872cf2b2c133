import { style } from '@vanilla-extract/css';
import { focusRing, forcedColorsControl, minimumTargetSize, vars } from '../../ui/theme.css.ts';

export const section = style({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
});

export const heading = style({ margin: 0, fontSize: vars.font.sizeLarge, lineHeight: 1.3 });

/** The accordion's header: the whole heading is the button. */
export const toggle = style([
  {
    display: 'flex',
    width: '100%',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    minHeight: minimumTargetSize,
    padding: 0,
    border: 'none',
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    selectors: { '&:focus-visible': focusRing },
  },
  forcedColorsControl,
]);

export const chevron = style({
  flex: 'none',
  transition: 'transform 0.15s',
  selectors: { '[aria-expanded="false"] > &': { transform: 'rotate(-90deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const panel = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const viewBill = style({ minHeight: minimumTargetSize, paddingInline: 0 });

export const viewMore = style({ justifySelf: 'start' });
