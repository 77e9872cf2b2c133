import { style } from '@vanilla-extract/css';

/** A phone-width column, to see each account become a card. */
export const narrow = style({ maxWidth: '400px' });
