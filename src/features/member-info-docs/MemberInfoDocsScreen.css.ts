import { style } from '@vanilla-extract/css';
import { minimumTargetSize, vars } from '../../ui/theme.css.ts';

export { heading, screen } from '../../ui/styles/account-screen.css.ts';

export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, paddingInlineStart: '1.25em' });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: minimumTargetSize,
  color: vars.color.primary,
  overflowWrap: 'anywhere',
});
