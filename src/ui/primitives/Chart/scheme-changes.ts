import { forcedColors } from '../../theme.css.ts';

/**
 * Calls `listener` when the scheme an element shows may have changed: the member's system preference,
 * forced colours (high contrast) turned on or off, the page's own dark mode (`color-scheme`, a class or
 * style on `<html>` or `<body>`, the meta tag) or a `scheme` setting. CSS follows these by itself; a
 * canvas, drawn in colours read at its draw, must draw again. Returns the unsubscribe.
 */
export function subscribeToSchemeChanges(listener: () => void): () => void {
  const systemPreference = matchMedia('(prefers-color-scheme: dark)');
  systemPreference.addEventListener('change', listener);
  const forcedColorsMode = matchMedia(forcedColors);
  forcedColorsMode.addEventListener('change', listener);
  const settings = new MutationObserver(listener);
  settings.observe(document.documentElement, {
    subtree: true,
    attributes: true,
    attributeFilter: ['scheme', 'content'],
  });
  // A page's own dark mode is a class or style on <html> or <body>; deeper changes are not watched, so a
  // busy page's animations cost nothing here. (Observing a node again would replace the options above.)
  const pageTheme = new MutationObserver(listener);
  for (const root of [document.documentElement, document.body]) {
    if (root)
      pageTheme.observe(root, { attributes: true, attributeFilter: ['style', 'class', 'data-theme'] });
  }
  return () => {
    systemPreference.removeEventListener('change', listener);
    forcedColorsMode.removeEventListener('change', listener);
    settings.disconnect();
    pageTheme.disconnect();
  };
}
