import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css.ts';

/** The new password with its strength meter right under it. */
export const newPassword = style({ display: 'grid', gap: vars.space.sm });
