import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

/** Finding and choosing: the search and the filter on a line, the choices below; all wrap when narrow. */
export const toolbar = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const find = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14em), 1fr))',
  gap: vars.space.sm,
  alignItems: 'end',
});

export const choose = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const status = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });
