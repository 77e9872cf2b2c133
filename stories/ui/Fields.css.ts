import { style } from '@vanilla-extract/css';
import { vars } from '../../src/ui/theme.css.ts';

/** The states of one field, one under the other, at a form's width. */
export const states = style({ display: 'grid', gap: vars.space.lg, maxWidth: 480 });
