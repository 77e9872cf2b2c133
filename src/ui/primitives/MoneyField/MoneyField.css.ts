import { globalStyle, style } from '@vanilla-extract/css';

export const root = style({});

// Digits of equal width keep amounts aligned while typing.
globalStyle(`${root} input`, {
  fontVariantNumeric: 'tabular-nums',
});
