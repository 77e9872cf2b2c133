import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export { heading, screen } from '../../ui/styles/account-screen.css.ts';
export { alertHolder } from '../../ui/styles/form-screen.css.ts';

export const intro = style({ margin: 0, color: vars.color.text, lineHeight: 1.5 });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

/** The accounts as cards: two a row where there is room, one on a phone. */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 22em), 1fr))',
});

export const dialogForm = style({ display: 'grid', gap: vars.space.md });

export const dialogActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
