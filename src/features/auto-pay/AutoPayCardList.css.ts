import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

/** The accounts as cards: two a row where there is room, one on a phone. */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 22em), 1fr))',
});

/** The search and the count shown, above the cards. */
export const find = style({ display: 'grid', gap: vars.space.xs, maxWidth: '28em' });

export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const more = style({ display: 'flex', justifyContent: 'center' });
