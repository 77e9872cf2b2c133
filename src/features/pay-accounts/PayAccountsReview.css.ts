import { style } from '@vanilla-extract/css';
import { windowedList, windowedRow } from './windowed-rows.css.ts';
import { focusRing, vars } from '../../ui/theme.css.ts';

export const review = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
  minWidth: 0,
});

export const heading = style({ margin: 0, fontSize: vars.font.size });

/** Takes the focus when Pay finds too many accounts chosen. */
export const count = style({ margin: 0, outline: 'none', selectors: { '&:focus-visible': focusRing } });

/** A long review scrolls in its box; the keyboard can scroll it too. */
export const scrolling = style({
  maxHeight: 'min(40vh, 20rem)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  borderBlock: `1px solid ${vars.color.surfaceMuted}`,
  selectors: { '&:focus-visible': focusRing },
});

export const chosen = windowedList;

/** One account and its amount, on a line when there is room. */
export const row = style([
  windowedRow,
  {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: `0 ${vars.space.md}`,
    padding: `${vars.space.xs} 0`,
    borderBottom: `1px solid ${vars.color.surfaceMuted}`,
  },
]);

export const account = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const address = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
});

export const amount = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.font.weightBold });

export const total = style({ margin: 0, fontSize: vars.font.sizeLarge, fontWeight: 600 });
