import { style } from '@vanilla-extract/css';

/** A phone-width column (375 px): the form stacks and the tables become cards. */
export const narrow = style({ maxWidth: '375px' });
