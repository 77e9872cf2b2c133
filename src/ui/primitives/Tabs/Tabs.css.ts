import { style } from '@vanilla-extract/css';
import { focusRing, forcedColors, forcedColorsControl, forcedColorsSelected, vars } from '../../theme.css';

export const root = style({
  fontFamily: vars.font.family,
  fontSize: vars.font.size,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
  // In a grid or flex screen, the tabs take the width they are given; the list scrolls inside it.
  minWidth: 0,
});

export const list = style({
  display: 'flex',
  // Tabs that do not fit wrap onto more rows, at any width (a phone, a narrow column, a zoomed page): a
  // tab out of sight past the edge is content a member must scroll sideways to find (WCAG 1.4.10,
  // measured by tests/e2e/reflow.spec.ts).
  flexWrap: 'wrap',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const trigger = style([
  {
    flexShrink: 0,
    minHeight: 44,
    margin: '0 0 -1px',
    padding: `${vars.space.sm} ${vars.space.md}`,
    border: 'none',
    borderBottom: '3px solid transparent',
    background: 'transparent',
    color: vars.color.textMuted,
    fontFamily: 'inherit',
    fontSize: 'inherit',
    lineHeight: 'inherit',
    cursor: 'pointer',
    selectors: {
      '&:hover': { color: vars.color.text },
      '&[data-state="active"]': {
        borderBottomColor: vars.color.primary,
        color: vars.color.primary,
        fontWeight: vars.font.weightBold,
      },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
      '&:focus-visible': { ...focusRing, outlineOffset: '-3px' },
    },
    '@media': {
      [forcedColors]: {
        selectors: {
          // Its coloured underline would be painted like every other edge there.
          '&[data-state="active"]': forcedColorsSelected,
          // Outside the selected tab's Highlight fill, where an inset ring would not show.
          '&:focus-visible': { outlineOffset: '1px' },
        },
      },
    },
  },
  forcedColorsControl,
]);

export const content = style({
  paddingTop: vars.space.md,
  selectors: {
    '&:focus-visible': focusRing,
    // A screen's own layout class on a panel (display: grid) must not show a closed one: it would be
    // an empty tab stop.
    '&[hidden]': { display: 'none' },
  },
});
