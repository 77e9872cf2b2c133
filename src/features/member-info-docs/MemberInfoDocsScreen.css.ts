import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export { heading, screen } from '../../ui/styles/account-screen.css.ts';
export { alertHolder } from '../../ui/styles/form-screen.css.ts';

/** The form under what the account has: the field, then its button. */
export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: '30em' });

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
