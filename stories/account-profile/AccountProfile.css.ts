import { style } from '@vanilla-extract/css';

/** A phone-width column, to see the sections and the phone slots stack. */
export const narrow = style({ maxWidth: '375px' });
