/**
 * The colours of the two schemes, as plain values: theme.css.ts turns them into the `--coop-color-*`
 * defaults, and a unit test checks every pair the screens use together for WCAG AA contrast (4.5:1 for
 * text, 3:1 for borders, focus rings and other non-text marks), in both schemes.
 */
export interface SchemeColors {
  readonly primary: string;
  readonly primaryContrast: string;
  readonly text: string;
  readonly textMuted: string;
  readonly surface: string;
  readonly surfaceMuted: string;
  readonly border: string;
  readonly danger: string;
  readonly dangerSurface: string;
  readonly warning: string;
  readonly warningSurface: string;
  readonly success: string;
  readonly successSurface: string;
  readonly info: string;
  readonly infoSurface: string;
  readonly focusRing: string;
  readonly overlay: string;
}

export const schemeColors: Readonly<Record<'light' | 'dark', SchemeColors>> = {
  light: {
    primary: '#0b5cad',
    primaryContrast: '#ffffff',
    text: '#1f2933',
    textMuted: '#52606d',
    surface: '#ffffff',
    surfaceMuted: '#f3f5f7',
    border: '#7b8794',
    danger: '#b3261e',
    dangerSurface: '#fdecea',
    warning: '#8a5300',
    warningSurface: '#fff4e0',
    success: '#1e6b34',
    successSurface: '#e8f5ec',
    info: '#0b5cad',
    infoSurface: '#e8f1fb',
    focusRing: '#1a5fd0',
    overlay: 'rgba(15, 23, 42, 0.55)',
  },
  // Light text on a blue-black surface; the tones are lightened so they read on it and on their own
  // (darkened) surfaces, and the primary turns light with dark text on it.
  dark: {
    primary: '#8ab8f0',
    primaryContrast: '#0d1626',
    text: '#e6ebf1',
    textMuted: '#aab4c0',
    surface: '#131a26',
    surfaceMuted: '#1d2634',
    border: '#7e8a98',
    danger: '#ff9a8f',
    dangerSurface: '#3b1b18',
    warning: '#f2bd5c',
    warningSurface: '#35270d',
    success: '#86d69d',
    successSurface: '#12301d',
    info: '#8ab8f0',
    infoSurface: '#14283f',
    focusRing: '#a3c9ff',
    overlay: 'rgba(0, 0, 0, 0.7)',
  },
};

/**
 * The custom states of an element whose configuration sets its scheme (`scheme="light"` or `"dark"`);
 * without either, it follows the page's `color-scheme`.
 */
export const schemeStates = { light: 'coop-scheme-light', dark: 'coop-scheme-dark' } as const;
