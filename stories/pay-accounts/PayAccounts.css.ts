import { style } from '@vanilla-extract/css';

/** A phone-width column (375 px), to see the account cards stack. */
export const narrow = style({ maxWidth: '375px' });
