import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: '32em' });

/** The typed number, under its choice. */
export const otherPhone = style({ marginTop: vars.space.sm, marginInlineStart: '1.75em' });
