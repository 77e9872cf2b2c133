import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export const tab = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
