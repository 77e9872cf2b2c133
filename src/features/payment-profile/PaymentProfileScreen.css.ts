import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export { card as method, cardList as list, heading, screen } from '../../ui/styles/account-screen.css.ts';
export { alertHolder } from '../../ui/styles/form-screen.css.ts';

export const intro = style({ margin: 0, color: vars.color.text, lineHeight: 1.5 });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const methodHeading = style({
  margin: 0,
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

export const markers = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

const marker = style({
  display: 'inline-block',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightBold,
});

export const defaultMarker = style([
  marker,
  { color: vars.color.success, background: vars.color.successSurface },
]);

export const expiredMarker = style([
  marker,
  { color: vars.color.danger, background: vars.color.dangerSurface },
]);

export const details = style({ margin: 0, color: vars.color.text });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const dialogForm = style({ display: 'grid', gap: vars.space.md });

export const dialogActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
