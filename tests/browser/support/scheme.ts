/**
 * Whether `host` shows the dark scheme: what `light-dark()` resolves to in its shadow root, as the
 * theme's colours do (the scheme is the element's used `color-scheme`, set by the page or its setting).
 */
export function showsDarkScheme(host: HTMLElement): boolean {
  const root = host.shadowRoot;
  if (!root) return false;
  const probe = document.createElement('span');
  probe.style.color = 'light-dark(rgb(0, 0, 0), rgb(255, 255, 255))';
  root.append(probe);
  const dark = getComputedStyle(probe).color === 'rgb(255, 255, 255)';
  probe.remove();
  return dark;
}
