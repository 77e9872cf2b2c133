import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export { heading, screen } from '../../ui/styles/account-screen.css.ts';

/** The result, its details, then Done. */
export const result = style({ display: 'grid', gap: vars.space.md, maxWidth: '40em' });

export const actions = style({ display: 'flex', justifyContent: 'flex-start' });
