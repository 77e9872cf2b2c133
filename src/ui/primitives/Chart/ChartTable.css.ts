import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../../theme.css';
import { label, select } from '../fields.css';

export const root = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

/** A page of rows scrolls inside the chart; the box takes focus so keys can scroll it. */
export const scroller = style({
  overflowX: 'auto',
  maxHeight: '24em',
  overflowY: 'auto',
  selectors: { '&:focus-visible': focusRing },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.font.weightBold,
  paddingBlockEnd: vars.space.xs,
});

const cellBase = {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.surfaceMuted}`,
} as const;

export const columnHeader = style({
  ...cellBase,
  borderBottom: `2px solid ${vars.color.border}`,
  textAlign: 'start',
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
});

export const numberColumnHeader = style([columnHeader, { textAlign: 'end' }]);

export const rowHeader = style({ ...cellBase, textAlign: 'start', fontWeight: 'normal' });

export const numberCell = style({ ...cellBase, textAlign: 'end' });

export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const pageNavigation = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const status = style({ margin: 0, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

export const pageButton = style({ whiteSpace: 'nowrap' });

export const pageChoice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const pageListLabel = style([label]);

export const pageList = style([select, { width: 'auto', maxWidth: '100%' }]);
