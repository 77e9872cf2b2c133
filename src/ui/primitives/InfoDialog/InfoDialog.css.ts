import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../theme.css.ts';

/** Spec 02 §9: the no-bill dialog is 150 px high; it grows rather than clip a longer message. */
export const compact = style({
  minHeight: '150px',
  '@media': { [breakpoints.mobile]: { minHeight: 'auto' } },
});

export const message = style({ margin: 0 });
