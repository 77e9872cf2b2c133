import { createGlobalThemeContract, globalStyle } from '@vanilla-extract/css';
import { type SchemeColors, schemeColors, schemeStates } from './theme-colors.ts';

/**
 * The public theme: every token is a `--coop-*` CSS custom property. A host page themes the widgets
 * by setting these on the elements (`coop-portal { --coop-color-primary: #7a1f5c; }`); rules on the
 * host element from the page win over the `:host` defaults below.
 */
export const vars = createGlobalThemeContract({
  color: {
    primary: 'coop-color-primary',
    primaryContrast: 'coop-color-primary-contrast',
    text: 'coop-color-text',
    textMuted: 'coop-color-text-muted',
    surface: 'coop-color-surface',
    surfaceMuted: 'coop-color-surface-muted',
    border: 'coop-color-border',
    danger: 'coop-color-danger',
    dangerSurface: 'coop-color-danger-surface',
    warning: 'coop-color-warning',
    warningSurface: 'coop-color-warning-surface',
    success: 'coop-color-success',
    successSurface: 'coop-color-success-surface',
    info: 'coop-color-info',
    infoSurface: 'coop-color-info-surface',
    focusRing: 'coop-color-focus-ring',
    overlay: 'coop-color-overlay',
  },
  font: {
    family: 'coop-font-family',
    size: 'coop-font-size',
    sizeSmall: 'coop-font-size-small',
    sizeLarge: 'coop-font-size-large',
    lineHeight: 'coop-line-height',
    weightBold: 'coop-font-weight-bold',
  },
  radius: 'coop-radius',
  space: {
    xs: 'coop-space-xs',
    sm: 'coop-space-sm',
    md: 'coop-space-md',
    lg: 'coop-space-lg',
    xl: 'coop-space-xl',
  },
  shadow: {
    dialog: 'coop-shadow-dialog',
  },
  dialog: {
    width: 'coop-dialog-width',
  },
  area: {
    minHeight: 'coop-area-min-height',
    blockMinHeight: 'coop-block-min-height',
  },
  z: {
    dialog: 'coop-z-dialog',
  },
});

/**
 * Each colour as its light and dark values: `light-dark()` picks one by the element's `color-scheme`,
 * which it inherits from the page (see ui/element/scheme.ts), so an element follows a page's dark mode
 * and the member's system with no script.
 */
const colorsOfBothSchemes = Object.fromEntries(
  Object.entries(schemeColors.light).map(([name, light]) => [
    name,
    `light-dark(${light}, ${schemeColors.dark[name as keyof SchemeColors]})`,
  ]),
) as Record<keyof SchemeColors, string>;

/** A value for each token of a contract, in its shape. */
type TokenValues<Contract> = {
  [Name in keyof Contract]: Contract[Name] extends string ? string : TokenValues<Contract[Name]>;
};

/** Every token's default value (the manifest reads them from here: build/element-sources.ts). */
const defaults: TokenValues<typeof vars> = {
  color: colorsOfBothSchemes,
  font: {
    // A system stack: no web font to load, and @font-face would not work from a shadow root anyway.
    // Every browser that runs the elements (custom states, `light-dark()`) knows `system-ui`.
    family: 'system-ui, sans-serif',
    size: '16px',
    sizeSmall: '14px',
    sizeLarge: '20px',
    lineHeight: '1.5',
    weightBold: '600',
  },
  radius: '6px',
  space: {
    xs: '4px',
    sm: '8px',
    md: '16px',
    lg: '24px',
    xl: '32px',
  },
  shadow: {
    dialog: '0 12px 32px rgba(15, 23, 42, 0.24)',
  },
  dialog: {
    width: '600px',
  },
  // Page-sized elements hold their place from their first frame, so nothing below them moves as they fill:
  // a whole area (the portal, the account overview) a window's height, a page's block (sign-in,
  // registration, password reset, inline Quick Pay, the payment result) about its first screen's height.
  area: {
    minHeight: '100vh',
    blockMinHeight: '480px',
  },
  z: {
    dialog: '1000',
  },
};

/** Each token (`var(--coop-…)`) with its default value. */
function tokenDefaults(contract: object, values: object): [string, string][] {
  return Object.entries(contract).flatMap(([name, token]) => {
    const value: unknown = (values as Record<string, unknown>)[name];
    return typeof token === 'string'
      ? [[token, String(value)]]
      : tokenDefaults(token as object, value as object);
  });
}

/**
 * The tokens an element uses before React has loaded: the Quick Pay button and its frame on a
 * marketing page, and every element's host and text reset (styles/host.css.ts). Their defaults come
 * with the first script of any element. The rest come with React, in theme-screens.css.ts: status
 * colours, muted text and surfaces, small type, the smallest and widest spacing, and the page-sized
 * heights (element/page-sized.css.ts). That keeps a marketing page's first script small.
 */
const firstScriptTokens: readonly string[] = [
  vars.color.primary,
  vars.color.primaryContrast,
  vars.color.text,
  vars.color.surface,
  vars.color.border,
  vars.color.focusRing,
  vars.color.overlay,
  vars.font.family,
  vars.font.size,
  vars.font.sizeLarge,
  vars.font.lineHeight,
  vars.font.weightBold,
  vars.radius,
  vars.space.sm,
  vars.space.md,
  vars.space.lg,
  vars.shadow.dialog,
  vars.dialog.width,
  vars.z.dialog,
];

const allDefaults = tokenDefaults(vars, defaults);

/** The defaults of the tokens only React's screens use, for theme-screens.css.ts: one value each. */
export const screenTokenDefaults: Record<string, string> = Object.fromEntries(
  allDefaults.filter(([token]) => !firstScriptTokens.includes(token)),
);

// `:root` does not match inside a shadow tree, so the defaults live on each element's host. The colours
// of both schemes are in theme-colors.ts, where a unit test checks every pair used together for WCAG AA.
// A cooperative's own `--coop-*` values set on the element from the page still win, in either scheme
// (and may be `light-dark()` pairs themselves).
globalStyle(':host', {
  vars: Object.fromEntries(allDefaults.filter(([token]) => firstScriptTokens.includes(token))),
});

// A scheme the configuration sets wins over the page's (`!important`: a page rule on the element would
// otherwise win over `:host`).
globalStyle(`:host(:state(${schemeStates.light}))`, { colorScheme: 'light !important' });
globalStyle(`:host(:state(${schemeStates.dark}))`, { colorScheme: 'dark !important' });

/** Media queries for `@media` in style rules. Phones are narrower than 600 px. */
export const breakpoints = {
  mobile: 'screen and (max-width: 599.98px)',
  wide: 'screen and (min-width: 600px)',
} as const;

/** The visible keyboard focus indicator, for `:focus-visible` selectors. */
export const focusRing = {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;

/** Smallest pointer target (WCAG 2.2 SC 2.5.8 asks for 24 × 24 CSS px). */
export const minimumTargetSize = '24px';

/**
 * Forced colours mode (Windows high contrast, a browser's contrast theme): the browser paints every
 * colour in the member's few system colours, drops shadows and keeps only a background's opacity. What
 * shows by a fill or a shadow alone must then show by an edge. System colours written by the page are
 * kept as they are, so the rules below name them.
 */
export const forcedColors = '(forced-colors: active)';

// The focus ring in the system's own focus colour, wherever a screen draws it from the theme.
globalStyle(':host', { '@media': { [forcedColors]: { vars: { [vars.color.focusRing]: 'Highlight' } } } });

/**
 * A control's boundary in forced colours mode, composed into its style (`style([{ … }, forcedColorsControl])`):
 * a button or a link drawn as one is otherwise bare text there. GrayText while it is unavailable.
 */
export const forcedColorsControl = {
  '@media': {
    [forcedColors]: {
      border: '1px solid ButtonText',
      selectors: {
        // A loading button is busy, not unavailable: it keeps its colour (Button.css.ts).
        '&:disabled:not([aria-busy="true"]), &[aria-disabled="true"]': {
          borderColor: 'GrayText',
          color: 'GrayText',
        },
      },
    },
  },
} as const;

/**
 * `forcedColorsControl`'s boundary alone, for a control that is never unavailable: the Quick Pay button's
 * in the marketing page's first script, where every byte counts against its 5 KB.
 */
export const forcedColorsControlBoundary = {
  '@media': { [forcedColors]: { border: '1px solid ButtonText' } },
} as const;

/** The edge of a box drawn by its shadow or its fill alone (a dialog, a pop-up) in forced colours mode. */
export const forcedColorsEdge = { '@media': { [forcedColors]: { border: '1px solid CanvasText' } } } as const;

/** A selected item in forced colours mode, in the system's own selection colours. */
export const forcedColorsSelected = {
  background: 'Highlight',
  color: 'HighlightText',
  borderColor: 'Highlight',
} as const;
