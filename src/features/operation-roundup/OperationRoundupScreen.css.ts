import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export { heading, screen } from '../../ui/styles/account-screen.css.ts';
export { alertHolder } from '../../ui/styles/form-screen.css.ts';

/** The title with the help button beside it. */
export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const content = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

/** A field inside a table cell: its label is read, not shown (the column header says it). */
export const cellField = style({ margin: 0, maxWidth: '100%' });

export const amountField = style({ width: '9.5em' });

export const dateField = style({ width: '10.5em' });

globalStyle(`${cellField} input`, { width: '100%', minWidth: 0, boxSizing: 'border-box' });

globalStyle(`${cellField} [part~="label"]`, {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const toggleField = style({ margin: 0 });

globalStyle(`${toggleField} [part~="label"]`, {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** Proceed at the end of the table, with the hint beside it while nothing is selected. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.md,
});

export const hint = style({ margin: 0, color: vars.color.textMuted });

export const helpText = style({ display: 'grid', gap: vars.space.sm });

globalStyle(`${helpText} p`, { margin: 0 });
