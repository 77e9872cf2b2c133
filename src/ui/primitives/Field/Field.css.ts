import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css.ts';

export const labelRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xs,
});

/** A checkbox-like control before its label, aligned with the label's first line. */
export const controlBeforeLabel = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const choiceLabel = style({ cursor: 'pointer' });

export const requiredMark = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });
