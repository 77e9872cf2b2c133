import { style } from '@vanilla-extract/css';
import { vars } from '../../src/ui/theme.css.ts';

/** Several variants of a primitive one under the other. */
export const stack = style({ display: 'grid', gap: vars.space.md, maxWidth: '40em' });

/** Several variants side by side. */
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.lg });
