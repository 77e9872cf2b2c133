import { style } from '@vanilla-extract/css';

/** A phone-width column, to see the cards stack and the history stay readable. */
export const narrow = style({ maxWidth: '400px' });
