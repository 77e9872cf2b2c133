import { createContainer, createVar, style, styleVariants } from '@vanilla-extract/css';
import { focusRing, forcedColors, forcedColorsControl, minimumTargetSize, vars } from '../../theme.css';
import { visuallyHidden } from '../../styles/visually-hidden.ts';
import { choiceInput, label, select } from '../fields.css';

/**
 * The table measures its own width, not the viewport's: a table in a narrow column of a wide CMS
 * page must become cards too.
 */
const tableContainer = createContainer();

/** Below 600 px of the table's own width, each row becomes a card. */
export const narrow = `${tableContainer} (max-width: 599.98px)`;

const shownAgain = {
  position: 'static',
  width: 'auto',
  height: 'auto',
  margin: 0,
  overflow: 'visible',
  clip: 'auto',
  clipPath: 'none',
  whiteSpace: 'normal',
} as const;

/** Hidden on paper: a printed table is its caption, headers and rows. */
const notPrinted = { '@media': { print: { display: 'none' } } } as const;

export const root = style({
  containerType: 'inline-size',
  containerName: tableContainer,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  fontFamily: vars.font.family,
  fontSize: vars.font.size,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
  '@media': {
    // Without a container the card queries match nothing: paper always gets the table with every column.
    print: { containerType: 'normal', display: 'block', fontSize: '11px', color: '#000' },
  },
});

/** The screen's own controls, the search box and the export buttons, above the table. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  '@container': {
    [narrow]: { flexDirection: 'column', alignItems: 'stretch' },
  },
  ...notPrinted,
});

/** The screen's controls (a view selector, bulk actions) take the room the search box leaves. */
export const screenControls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  flex: '1 1 auto',
  minWidth: 0,
  '@container': {
    [narrow]: { flexDirection: 'column', alignItems: 'stretch' },
  },
});

export const search = style({
  flex: '0 1 24em',
  maxWidth: '24em',
  '@container': {
    [narrow]: { flex: 'none', maxWidth: 'none' },
  },
});

/** Set by the `maxHeight` prop. */
export const maxHeightVar = createVar();

/**
 * Wide tables scroll sideways instead of overflowing the page. Positioned, so that what a cell hides
 * off-screen for screen readers (absolutely positioned) is clipped with the table instead of widening
 * the page.
 */
export const scroller = style({
  overflowX: 'auto',
  position: 'relative',
  '@media': {
    print: { overflow: 'visible' },
  },
});

/** A table of limited height scrolls in its own box, its header row staying in view. */
export const scrollBox = style({
  boxSizing: 'border-box',
  maxHeight: maxHeightVar,
  overflowY: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  selectors: {
    // A keyboard user tabs here to scroll with the arrow keys (WCAG 2.1.1).
    '&:focus-visible': focusRing,
  },
  '@container': {
    // Cards need room from the box's edge.
    [narrow]: { padding: vars.space.sm },
  },
  '@media': {
    print: { maxHeight: 'none', overflow: 'visible', border: 'none', padding: 0 },
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  '@container': {
    [narrow]: { display: 'block' },
  },
});

const captionText = {
  paddingBlockEnd: vars.space.sm,
  textAlign: 'start',
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightBold,
} as const;

export const caption = style({
  ...captionText,
  '@container': {
    [narrow]: { display: 'block' },
  },
});

/** Holds a visually hidden caption without taking room; on paper the caption is the table's title. */
export const hiddenCaption = style({
  padding: 0,
  '@media': {
    print: captionText,
  },
});

export const hiddenCaptionText = style({
  '@media': {
    screen: visuallyHidden,
  },
});

export const head = style({
  '@container': {
    [narrow]: { display: 'block' },
  },
});

/** In cards, the header row stays as a bar of controls: select all and the sort buttons. */
export const headRow = style({
  '@container': {
    [narrow]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: vars.space.sm,
      paddingBlockEnd: vars.space.sm,
    },
  },
});

export const headerCell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `2px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  fontWeight: vars.font.weightBold,
  verticalAlign: 'bottom',
  whiteSpace: 'nowrap',
  selectors: {
    [`${scrollBox} &`]: {
      position: 'sticky',
      top: 0,
      zIndex: 1,
      // A collapsed border scrolls away under a sticky cell; a shadow stays with it.
      borderBottom: 'none',
      boxShadow: `inset 0 -2px 0 ${vars.color.border}`,
    },
  },
  '@container': {
    [narrow]: {
      display: 'block',
      padding: `0 ${vars.space.sm}`,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius,
      selectors: {
        // In cards the header bar scrolls with the cards, or it would cover most of a short box.
        [`${scrollBox} &`]: {
          position: 'static',
          border: `1px solid ${vars.color.border}`,
          boxShadow: 'none',
        },
      },
    },
  },
  '@media': {
    print: {
      position: 'static',
      padding: '4px 6px',
      borderBottom: '2px solid #000',
      boxShadow: 'none',
      background: 'none',
      whiteSpace: 'normal',
      selectors: {
        [`${scrollBox} &`]: { position: 'static', borderBottom: '2px solid #000', boxShadow: 'none' },
      },
    },
  },
});

/** A column that cannot be sorted has nothing to offer in the card bar: each card labels its cells. */
export const staticHeaderCell = style({
  '@container': {
    [narrow]: visuallyHidden,
  },
});

export const alignment = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  // Amounts line up on their last digit.
  end: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
});

export const sortButton = style([
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: minimumTargetSize,
    margin: 0,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    fontWeight: vars.font.weightBold,
    textAlign: 'inherit',
    cursor: 'pointer',
    selectors: {
      '&:focus-visible': focusRing,
      '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.15em' },
    },
    '@container': {
      [narrow]: { minHeight: 44 },
    },
    '@media': {
      print: { minHeight: 0 },
    },
  },
  forcedColorsControl,
]);

export const sortIcon = style({
  flexShrink: 0,
  width: '1em',
  height: '1em',
  ...notPrinted,
});

/** The arrow that is not the current direction, or both when the column is not sorted. */
export const sortIconIdle = style({
  fill: vars.color.textMuted,
});

export const sortIconActive = style({
  fill: 'currentColor',
});

/**
 * The rows shown while the next ones load: greyed, still readable (muted text on the muted surface
 * keeps the contrast of WCAG 1.4.3, where an opacity would not).
 */
export const bodyLoading = style({
  color: vars.color.textMuted,
  cursor: 'progress',
});

export const row = style({
  selectors: {
    '&[data-selected]': { background: vars.color.infoSurface },
    [`${bodyLoading} &, ${bodyLoading} &[data-selected]`]: { background: vars.color.surfaceMuted },
  },
  '@media': {
    // A row is never cut in two between printed pages.
    print: { breakInside: 'avoid', background: 'none' },
    // Its tint is gone there; its checkbox still says it, and a Highlight edge shows the row.
    [forcedColors]: {
      selectors: { '&[data-selected]': { outline: '2px solid Highlight', outlineOffset: '-2px' } },
    },
  },
  '@container': {
    [narrow]: {
      display: 'block',
      marginBlockEnd: vars.space.sm,
      padding: `${vars.space.sm} ${vars.space.md}`,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius,
    },
  },
});

/** An empty row that keeps a short table at its height: a line's height, dropped from cards and paper. */
export const paddingRow = style({
  height: '2.75em',
  '@media': { print: { display: 'none' } },
  '@container': { [narrow]: { display: 'none' } },
});

export const body = style({
  '@container': {
    [narrow]: { display: 'block' },
  },
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  fontWeight: 'normal',
  '@container': {
    [narrow]: {
      display: 'grid',
      // The value's column may be narrower than its content's preferred width (a field sized in em):
      // the content shrinks to it rather than pushing the card past the screen's edge.
      gridTemplateColumns: 'minmax(7em, 40%) minmax(0, 1fr)',
      gap: vars.space.sm,
      padding: `${vars.space.xs} 0`,
      border: 'none',
      textAlign: 'start',
    },
  },
  '@media': {
    // Long words wrap rather than push columns off the paper.
    print: { padding: '4px 6px', borderBottom: '1px solid #000', overflowWrap: 'anywhere' },
  },
});

/** The column header repeated in each cell of a card; the table's own header cells name it for screen readers. */
export const cellLabel = style({
  display: 'none',
  color: vars.color.textMuted,
  fontWeight: vars.font.weightBold,
  '@container': {
    [narrow]: { display: 'block' },
  },
});

export const selectionCell = style({
  width: '1%',
  '@container': {
    [narrow]: { display: 'block', width: 'auto' },
  },
  ...notPrinted,
});

export const checkboxLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: minimumTargetSize,
  cursor: 'pointer',
  '@container': {
    [narrow]: { minHeight: 44 },
  },
});

export const checkbox = style([choiceInput]);

/** 'Select all rows' is read from the checkbox in the table; in the card bar it is shown too. */
export const selectAllText = style({
  ...visuallyHidden,
  '@container': {
    [narrow]: shownAgain,
  },
});

export const empty = style({
  padding: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'center',
  color: vars.color.textMuted,
  '@container': {
    [narrow]: {
      display: 'block',
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius,
    },
  },
});

export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  ...notPrinted,
});

/** The page size choice, the rows shown and the loading status, on the start side. */
export const pageSummary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.sm} ${vars.space.md}`,
});

export const pageSize = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const rowRange = style({
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const loadingStatus = style({
  fontStyle: 'italic',
});

export const pageSizeLabel = style([label]);

export const pageSizeSelect = style([select, { width: 'auto' }]);

export const pageNavigation = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  '@container': {
    // The status on its own line, Previous and Next sharing the line below it.
    [narrow]: { flexBasis: '100%', flexWrap: 'wrap' },
  },
});

export const pageStatus = style({
  margin: 0,
  minWidth: '8em',
  textAlign: 'center',
  whiteSpace: 'nowrap',
  '@container': {
    [narrow]: { order: -1, flexBasis: '100%' },
  },
});

export const pageButton = style({
  whiteSpace: 'nowrap',
  '@container': {
    [narrow]: { flex: 1 },
  },
});

export const announcer = style({ ...visuallyHidden, ...notPrinted });
