import { style } from '@vanilla-extract/css';

/** Taller as the member needs, never wider than the form's column. */
export const textArea = style({ resize: 'vertical' });
