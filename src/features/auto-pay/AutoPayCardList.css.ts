import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export { cardList as list } from '../../ui/styles/account-screen.css.ts';

/** The search and the count shown, above the cards. */
export const find = style({ display: 'grid', gap: vars.space.xs, maxWidth: '28em' });

export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const more = style({ display: 'flex', justifyContent: 'center' });

/** A set of cards on its way, or failed: one item of the list across its columns. */
export const batchState = style({ listStyle: 'none', gridColumn: '1 / -1' });
