import { style } from '@vanilla-extract/css';

export const print = style({ '@media': { print: { display: 'none' } } });
