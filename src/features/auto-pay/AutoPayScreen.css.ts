import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export { heading, screen } from '../../ui/styles/account-screen.css.ts';
export { alertHolder } from '../../ui/styles/form-screen.css.ts';

export const intro = style({ margin: 0, color: vars.color.text, lineHeight: 1.5 });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const dialogForm = style({ display: 'grid', gap: vars.space.md });

export const dialogActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
