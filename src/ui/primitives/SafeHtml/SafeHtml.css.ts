import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme.css.ts';

export const content = style({});

// The back office's links (terms, statements, documents) take the theme's link colour, which reads on
// the surface in both schemes; the browser's own blue does not on the dark one.
globalStyle(`${content} a`, { color: vars.color.primary });
