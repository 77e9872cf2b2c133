import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export { heading, screen } from '../../ui/styles/account-screen.css.ts';

export const content = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const intro = style({ margin: 0 });

/** The form: its fields, then its button. */
export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: '30em' });

export const lastReading = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
