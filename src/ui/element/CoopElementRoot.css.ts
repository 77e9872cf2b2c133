import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

export const root = style({
  fontFamily: vars.font.family,
  fontSize: vars.font.size,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
  boxSizing: 'border-box',
});
