import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export const panel = style({ display: 'grid', gap: vars.space.md, paddingTop: vars.space.md, minWidth: 0 });
