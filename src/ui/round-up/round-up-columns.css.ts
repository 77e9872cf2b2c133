import { globalStyle, style } from '@vanilla-extract/css';

/** A field inside a table cell: its label is read, not shown (the column header says it). */
export const cellField = style({ margin: 0, maxWidth: '100%' });

export const amountField = style({ width: '9.5em' });

export const dateField = style({ width: '10.5em' });

globalStyle(`${cellField} input`, { width: '100%', minWidth: 0, boxSizing: 'border-box' });

/** The enrol switch: its label read, not shown, like the fields'. */
export const toggleField = style({ margin: 0 });

globalStyle(`${cellField} [part~="label"], ${toggleField} [part~="label"]`, {
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
