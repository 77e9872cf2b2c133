import { style } from '@vanilla-extract/css';

/** A phone-width column (375 px), to see the form stack and the chart and table stay readable. */
export const narrow = style({ maxWidth: '375px' });
