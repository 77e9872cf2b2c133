import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../ui/theme.css.ts';

export const card = style({
  boxSizing: 'border-box',
  maxWidth: 560,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
  '@media': {
    [breakpoints.mobile]: { padding: vars.space.md },
  },
});

export const content = style({ display: 'grid', gap: vars.space.lg });

export const heading = style({
  margin: 0,
  fontSize: vars.font.sizeLarge,
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '4px' } },
});

/** Holds the error alert and takes focus when it appears; empty, it takes no place in the layout. */
export const alertHolder = style({
  outline: 'none',
  selectors: {
    '&:empty': { display: 'none' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const form = style({ display: 'grid', gap: vars.space.md });

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
