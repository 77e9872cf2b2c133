import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

const base = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

/** A panel of its own in a view (the usage tracker's tabs), or a part of a section that has its frame. */
export const panel = styleVariants({
  framed: [
    base,
    {
      padding: vars.space.md,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius,
      background: vars.color.surface,
    },
  ],
  plain: [base],
});

export const heading = style({ margin: 0, fontSize: vars.font.sizeLarge, lineHeight: 1.3 });

export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  '@media': { print: { display: 'none' } },
});

export const status = style({ margin: 0 });
