import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export { alertHolder } from '../../ui/styles/form-screen.css.ts';

/** The notice above the sections, then the sections one under the other. */
export const content = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });
