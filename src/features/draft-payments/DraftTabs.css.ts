import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export { alertHolder } from '../../ui/styles/form-screen.css.ts';

export const panel = style({ display: 'grid', gap: vars.space.md, paddingTop: vars.space.md, minWidth: 0 });
