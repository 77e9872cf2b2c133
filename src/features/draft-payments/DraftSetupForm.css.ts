import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

/** The setup form: the option, the accounts, the draft day, the bank account, the authorization. */
export const form = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const fields = style({ display: 'grid', gap: vars.space.md, maxWidth: '30em' });

export const note = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
