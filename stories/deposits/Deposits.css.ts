import { style } from '@vanilla-extract/css';

/** A phone-width column (375 px), to see the rows become cards. */
export const narrow = style({ maxWidth: '375px' });
