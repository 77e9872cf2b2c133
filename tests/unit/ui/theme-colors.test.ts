import { describe, expect, it } from 'vitest';
import { type SchemeColors, schemeColors } from '../../../src/ui/theme-colors.ts';

/** WCAG 2.2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

type Token = keyof SchemeColors;
/** Text on a background: 4.5:1 (WCAG 1.4.3). Every pair the screens put together. */
const textPairs: readonly [Token, Token][] = [
  ['text', 'surface'],
  ['text', 'surfaceMuted'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceMuted'],
  ['primary', 'surface'],
  ['primary', 'surfaceMuted'],
  ['primaryContrast', 'primary'],
  ['danger', 'surface'],
  ['danger', 'dangerSurface'],
  ['text', 'dangerSurface'],
  ['warning', 'surface'],
  ['warning', 'warningSurface'],
  ['text', 'warningSurface'],
  ['success', 'surface'],
  ['success', 'successSurface'],
  ['text', 'successSurface'],
  ['info', 'surface'],
  ['info', 'infoSurface'],
  ['text', 'infoSurface'],
];
/**
 * Borders, focus rings, chart lines and other marks: 3:1 (WCAG 1.4.11). A focus ring is drawn 2 px
 * outside its control (theme.css.ts focusRing), on the surface around it.
 */
const markPairs: readonly [Token, Token][] = [
  ['border', 'surface'],
  ['border', 'surfaceMuted'],
  ['focusRing', 'surface'],
  ['focusRing', 'surfaceMuted'],
  ['primary', 'surface'],
  ['warning', 'surface'],
  ['success', 'surface'],
  ['danger', 'surface'],
];

describe.each(['light', 'dark'] as const)('the %s scheme', (scheme) => {
  const colors = schemeColors[scheme];

  it.each(textPairs)('%s on %s reads at 4.5:1 or more', (foreground, background) => {
    expect(contrast(colors[foreground], colors[background])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(markPairs)('%s against %s shows at 3:1 or more', (mark, background) => {
    expect(contrast(colors[mark], colors[background])).toBeGreaterThanOrEqual(3);
  });
});

describe('the dark scheme', () => {
  it('is dark: its surface is darker than its text', () => {
    expect(luminance(schemeColors.dark.surface)).toBeLessThan(luminance(schemeColors.dark.text));
    expect(luminance(schemeColors.light.surface)).toBeGreaterThan(luminance(schemeColors.light.text));
  });
});
