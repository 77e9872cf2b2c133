import { globalStyle, style } from '@vanilla-extract/css';
import { visuallyHidden } from '../styles/visually-hidden.ts';

export { cellField } from '../primitives/fields.css.ts';

export const amountField = style({ width: '9.5em' });

export const dateField = style({ width: '10.5em' });

/** The enrol switch: its label read, not shown, like the fields'. */
export const toggleField = style({ margin: 0 });

globalStyle(`${toggleField} [part~="label"]`, visuallyHidden);
