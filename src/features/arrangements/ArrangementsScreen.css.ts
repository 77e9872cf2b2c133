import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export { heading, screen } from '../../ui/styles/account-screen.css.ts';
export { card } from '../../ui/styles/form-screen.css.ts';

export const details = style({ display: 'grid', gap: vars.space.md, maxWidth: '40em' });

export const detailsHeading = style({ margin: 0, fontSize: vars.font.sizeLarge });

export const notation = style({ margin: 0 });

/** Said beside an overdue due date: the danger colour, and the word itself for those who cannot see it. */
export const overdue = style({ color: vars.color.danger, fontWeight: 600, marginInlineStart: vars.space.sm });
