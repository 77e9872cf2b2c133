import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../ui/theme.css.ts';

/** One section of the profile: a card with its heading and Edit action, then what it shows or its form. */
export const section = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
  overflowWrap: 'anywhere',
  '@media': { [breakpoints.mobile]: { padding: vars.space.md } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({ margin: 0, fontSize: vars.font.sizeLarge, lineHeight: 1.3 });

/** Why a section cannot be edited. */
export const locked = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });
