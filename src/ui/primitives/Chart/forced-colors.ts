import { forcedColors } from '../../theme.css.ts';

/**
 * In forced colours mode (Windows high contrast) the browser repaints the page in the member's system
 * colours but leaves a canvas as drawn, and every theme colour read through CSS turns into one and the
 * same text colour: the plot and its legend then take system colours of their own. Each theme colour a
 * chart names has one, chosen so that what colour tells apart stays apart: the usage bars (estimate
 * GrayText, keyed CanvasText, weekend a GrayText outline on Canvas, weekday Highlight), and lines
 * beside bars. Two lines in one colour are told apart by their dashes, as they are in any mode.
 */
const systemColorsOfTheme: Readonly<Record<string, string>> = {
  'coop-color-primary': 'Highlight',
  'coop-color-info': 'Highlight',
  'coop-color-text': 'CanvasText',
  'coop-color-text-muted': 'CanvasText',
  'coop-color-border': 'GrayText',
  'coop-color-surface': 'Canvas',
  'coop-color-surface-muted': 'Canvas',
};

/** The system colour a theme colour (a custom property without its dashes) is drawn in; CanvasText else. */
export function forcedColorOf(property: string): string {
  return systemColorsOfTheme[property] ?? 'CanvasText';
}

/** The colours of the series without a colour of their own, in order, in place of the theme's palette. */
export const forcedSeriesColors = ['Highlight', 'CanvasText', 'GrayText', 'LinkText'] as const;

/** Whether the page is in forced colours mode now. */
export function inForcedColors(): boolean {
  return matchMedia(forcedColors).matches;
}
