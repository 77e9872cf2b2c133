import { style } from '@vanilla-extract/css';
import * as formScreen from '../../ui/styles/form-screen.css.ts';
import { breakpoints, vars } from '../../ui/theme.css.ts';

export { content, form, heading } from '../../ui/styles/form-screen.css.ts';

export const card = style([formScreen.card, { maxWidth: 640 }]);

export const intro = style({ margin: 0 });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  '@media': {
    // Full-width buttons on phones, the main one first (nearest the thumb after the last field).
    [breakpoints.mobile]: { flexDirection: 'column-reverse', alignItems: 'stretch' },
  },
});

export const preferences = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
});

export const legend = style({ paddingInline: vars.space.xs, fontWeight: vars.font.weightBold });

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
