import { style } from '@vanilla-extract/css';
import * as formScreen from '../../ui/styles/form-screen.css.ts';
import { breakpoints, vars } from '../../ui/theme.css.ts';

export { content, form, heading } from '../../ui/styles/form-screen.css.ts';

export const card = style([formScreen.card, { maxWidth: 560 }]);

export const text = style({ margin: 0 });

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
  '@media': {
    [breakpoints.mobile]: { flexDirection: 'column-reverse', alignItems: 'stretch', textAlign: 'center' },
  },
});

export const link = style({
  color: vars.color.primary,
  fontWeight: vars.font.weightBold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  selectors: {
    '&:hover': { textDecorationThickness: 2 },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
