/**
 * One constructed stylesheet shared by every coop-* shadow root on the page. Each compiled
 * `.css.ts` file registers its CSS here (see build/shadow-styles-plugin.ts); a root adopts the sheet
 * once and sees styles that later chunks register, because the sheet object is shared.
 * Constructed sheets are CSSOM, so a strict Content-Security-Policy (no 'unsafe-inline') allows them.
 */
const cssBySource = new Map<string, string>();
let sharedSheet: CSSStyleSheet | undefined;
let rebuildPending = false;

function rebuild(): void {
  rebuildPending = false;
  sharedSheet?.replaceSync([...cssBySource.values()].join('\n'));
}

/**
 * Registers (or, on hot reload, replaces) the CSS compiled from one `.css.ts` file. A chunk registers
 * dozens of files as it loads: the sheet is rebuilt once for all of them, in a microtask, or at once
 * when a root adopts it.
 */
export function registerStyles(source: string, css: string): void {
  if (cssBySource.get(source) === css) return;
  cssBySource.set(source, css);
  if (!sharedSheet || rebuildPending) return;
  rebuildPending = true;
  queueMicrotask(() => {
    if (rebuildPending) rebuild();
  });
}

/** The shared sheet, created on first use so that registering styles in Node stays side-effect free. */
export function getSharedSheet(): CSSStyleSheet {
  if (!sharedSheet) {
    sharedSheet = new CSSStyleSheet();
    rebuild();
  } else if (rebuildPending) {
    rebuild();
  }
  return sharedSheet;
}

/** Adopts the shared sheet into a shadow root, keeping any sheets the root already has. */
export function adoptSharedStyles(root: ShadowRoot): void {
  const sheet = getSharedSheet();
  if (!root.adoptedStyleSheets.includes(sheet)) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }
}

/** The CSS text currently registered, for tests and for size reports. */
export function registeredCss(): string {
  return [...cssBySource.values()].join('\n');
}
