import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../../ui/theme.css.ts';

export const page = style({ display: 'grid', gap: vars.space.md, alignContent: 'start' });

export const heading = style({
  margin: 0,
  fontSize: '1.75em',
  lineHeight: 1.2,
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});

export const text = style({ margin: 0 });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
