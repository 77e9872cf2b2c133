import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export const banners = style({ display: 'grid', gap: vars.space.sm });

export const text = style({ margin: 0, overflowWrap: 'anywhere' });

export const detail = style({ margin: `${vars.space.xs} 0 0`, fontWeight: vars.font.weightBold });
