import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export { heading, screen } from '../../ui/styles/account-screen.css.ts';

export const text = style({ margin: 0, maxWidth: '40em' });

/** The cooperative's message (site configuration), set apart from the instructions. */
export const siteMessage = style({
  margin: 0,
  maxWidth: '40em',
  padding: vars.space.md,
  borderLeft: `4px solid ${vars.color.primary}`,
  background: vars.color.surface,
});

export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: '30em' });

/** The Letter ID field with its help button under it. */
export const letterId = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start' });

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });

export const helpText = style({ display: 'grid', gap: vars.space.sm });

globalStyle(`${helpText} p`, { margin: 0 });
