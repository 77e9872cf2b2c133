import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../theme.css';

export const root = style({
  margin: 0,
  fontFamily: vars.font.family,
  fontSize: vars.font.size,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8em, 1fr) 2fr',
  gap: vars.space.md,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.surfaceMuted}`,
  '@media': {
    [breakpoints.mobile]: {
      gridTemplateColumns: '1fr',
      gap: 0,
    },
  },
});

export const term = style({
  color: vars.color.textMuted,
});

export const value = style({
  margin: 0,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});
