import { style, styleVariants } from '@vanilla-extract/css';
import { forcedColors, vars } from '../../theme.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const text = style({ margin: 0, fontSize: vars.font.sizeSmall });

export const level = style({ fontWeight: vars.font.weightBold });

export const bar = style({ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: vars.space.xs });

const segment = style({
  height: 6,
  borderRadius: 3,
  // An empty segment keeps a visible outline, so the bar's length reads without colour.
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

/** A filled segment in forced colours, where the tone's fill would be painted as the empty surface. */
const filledInForcedColors = { '@media': { [forcedColors]: { background: 'CanvasText' } } } as const;

/** Filled segments by score: red for weak, amber for fair, green once the rules are met. */
export const segments = styleVariants({
  empty: [segment],
  weak: [segment, { background: vars.color.danger, borderColor: vars.color.danger }, filledInForcedColors],
  fair: [segment, { background: vars.color.warning, borderColor: vars.color.warning }, filledInForcedColors],
  strong: [
    segment,
    { background: vars.color.success, borderColor: vars.color.success },
    filledInForcedColors,
  ],
});
