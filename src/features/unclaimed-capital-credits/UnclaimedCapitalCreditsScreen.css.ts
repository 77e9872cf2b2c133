import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, focusRing, vars } from '../../ui/theme.css.ts';

export { heading, screen } from '../../ui/styles/account-screen.css.ts';

export const text = style({ margin: 0, maxWidth: '45em' });

/** The cooperative's message (site configuration), set apart from the instructions. */
export const siteMessage = style({
  margin: 0,
  maxWidth: '45em',
  padding: vars.space.md,
  borderLeft: `4px solid ${vars.color.primary}`,
  background: vars.color.surface,
});

/** A step's heading: it takes focus when the step changes. */
export const stepHeading = style({
  margin: 0,
  fontSize: vars.font.sizeLarge,
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});

export const step = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

/** The three names side by side, then the button; stacked on a phone. */
export const searchForm = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr)) auto',
  alignItems: 'end',
  gap: vars.space.md,
  '@media': { [breakpoints.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** The contact form: two columns, one on a phone; wide fields span both. */
export const claimForm = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  maxWidth: '44em',
  '@media': { [breakpoints.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const wide = style({ gridColumn: '1 / -1' });

export const actions = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

/** The claimed record, above the contact form. */
export const claimed = style({ margin: 0 });

globalStyle(`${claimed} strong`, { fontWeight: 600 });

/** Nothing matched: the status shows its message. */
export const noResults = style({ margin: 0, padding: `${vars.space.md} 0`, color: vars.color.textMuted });

/** The status while the table shows what was found: read, not shown (the caption says the same). */
export { root as visuallyHidden } from '../../ui/primitives/VisuallyHidden/VisuallyHidden.css.ts';
