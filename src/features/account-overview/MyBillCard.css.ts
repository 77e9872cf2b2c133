import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export const amount = style({ margin: 0, display: 'grid', gap: vars.space.xs });

export const amountLabel = style({ color: vars.color.textMuted });

export const amountValue = style({ fontSize: '1.75em', fontWeight: vars.font.weightBold, lineHeight: 1.2 });

export const note = style({ margin: 0, color: vars.color.success, fontWeight: vars.font.weightBold });

export const payBill = style({ justifySelf: 'start' });
