import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../ui/theme.css.ts';

export { heading, screen } from '../../ui/styles/account-screen.css.ts';

export const intro = style({ margin: 0, maxWidth: '48em' });

/** Holds the success message; empty, it takes no place in the layout. */
export const statusHolder = style({ selectors: { '&:empty': { display: 'none' } } });

/** The two lists side by side on wide screens, stacked on phones. */
export const lists = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22em), 1fr))',
  alignItems: 'start',
});

export const card = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
  minWidth: 0,
  '@media': { [breakpoints.mobile]: { padding: vars.space.md } },
});

export const cardHeading = style({ margin: 0, fontSize: vars.font.sizeLarge });

export const empty = style({ margin: 0, color: vars.color.textMuted });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `${vars.space.sm} 0`,
  borderTop: `1px solid ${vars.color.surfaceMuted}`,
  selectors: { '&:first-child': { borderTop: 'none' } },
});

export const itemText = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const value = style({ fontWeight: vars.font.weightBold, overflowWrap: 'anywhere' });

const badge = style({ fontSize: vars.font.sizeSmall });
export const badgeConfirmed = style([badge, { color: vars.color.success }]);
export const badgePending = style([badge, { color: vars.color.warning }]);

export const note = style({ fontSize: vars.font.sizeSmall, color: vars.color.textMuted });

export const itemActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const dialogForm = style({ display: 'grid', gap: vars.space.md });

export const dialogText = style({ margin: 0 });

export const dialogActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
});
