import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css.ts';

/** Focusable from script only; empty, it takes no place in the layout. */
export const root = style({
  outline: 'none',
  selectors: {
    '&:empty': { display: 'none' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
