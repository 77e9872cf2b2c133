import { createContainer, style } from '@vanilla-extract/css';
import { windowedList, windowedRow } from './windowed-rows.css.ts';
import { focusRing, vars } from '../../ui/theme.css.ts';

/**
 * The list measures its own width, not the viewport's: in a narrow column of a wide page (or on a phone)
 * each account stacks its parts.
 */
const listContainer = createContainer();

/** Below 600 px of the list's own width. */
export const narrow = `${listContainer} (max-width: 599.98px)`;

/** A short list takes its full height; a long one scrolls within this box and renders what shows. */
export const viewport = style({
  containerType: 'inline-size',
  containerName: listContainer,
  minWidth: 0,
});

export const scrolling = style({
  maxHeight: 'min(70vh, 40rem)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  // Only across: a padding above would offset every row from the place the list works out for it.
  paddingInline: vars.space.sm,
  selectors: { '&:focus-visible': focusRing },
});

/** The whole list's height, with the accounts placed in it. */
export const accounts = windowedList;

/** One account, at its place in the list; the gap below it is part of its measured height. */
export const row = style([windowedRow, { paddingBlockEnd: vars.space.sm }]);

/** A row whose page is still on its way: it keeps an account's room, so the list does not jump. */
export const placeholder = style({
  margin: 0,
  minBlockSize: '8rem',
  paddingBlock: vars.space.md,
  color: vars.color.textMuted,
});
