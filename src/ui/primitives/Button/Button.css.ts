import { style, styleVariants } from '@vanilla-extract/css';
import {
  breakpoints,
  focusRing,
  forcedColors,
  forcedColorsControl,
  forcedColorsSelected,
  minimumTargetSize,
  vars,
} from '../../theme.css';

const base = style([
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    boxSizing: 'border-box',
    minWidth: minimumTargetSize,
    minHeight: 44,
    margin: 0,
    padding: `${vars.space.sm} ${vars.space.md}`,
    border: '2px solid transparent',
    borderRadius: vars.radius,
    fontFamily: vars.font.family,
    fontSize: vars.font.size,
    fontWeight: vars.font.weightBold,
    lineHeight: vars.font.lineHeight,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: {
      '&:focus-visible': focusRing,
      '&:disabled': { cursor: 'not-allowed' },
      // A loading button is busy, not unavailable: it keeps its full colour.
      '&:disabled:not([aria-busy="true"])': { opacity: 0.6 },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  },
  forcedColorsControl,
]);

export const variants = styleVariants({
  primary: [
    base,
    {
      background: vars.color.primary,
      color: vars.color.primaryContrast,
      selectors: {
        '&:hover:not(:disabled)': { background: `color-mix(in srgb, ${vars.color.primary} 85%, black)` },
      },
    },
  ],
  secondary: [
    base,
    {
      background: vars.color.surface,
      color: vars.color.primary,
      borderColor: vars.color.primary,
      selectors: {
        '&:hover:not(:disabled)': { background: vars.color.surfaceMuted },
        // A toggle that is on (the PDF viewer's Page text) is filled, as a primary button is.
        '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.primaryContrast },
        '&[aria-pressed="true"]:hover:not(:disabled)': {
          background: `color-mix(in srgb, ${vars.color.primary} 85%, black)`,
        },
      },
      '@media': {
        [forcedColors]: {
          // Own system colours, without the text backplate forced colours would draw over Highlight.
          selectors: {
            '&[aria-pressed="true"]': { forcedColorAdjust: 'none', ...forcedColorsSelected },
          },
        },
      },
    },
  ],
  link: [
    base,
    {
      minHeight: minimumTargetSize,
      padding: 0,
      border: 'none',
      background: 'transparent',
      color: vars.color.primary,
      fontWeight: 'inherit',
      textDecoration: 'underline',
      textUnderlineOffset: '0.15em',
      selectors: {
        '&:hover:not(:disabled)': { textDecorationThickness: 2 },
      },
      // Room between the text and the boundary it gets there.
      '@media': { [forcedColors]: { paddingInline: vars.space.xs } },
    },
    forcedColorsControl,
  ],
});

export const fullWidth = style({
  width: '100%',
});

/** Full width on phones only, e.g. the actions of a form. */
export const fullWidthOnMobile = style({
  '@media': {
    [breakpoints.mobile]: { width: '100%' },
  },
});
