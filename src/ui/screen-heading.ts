/**
 * The heading a member is taken to on a screen: the first `h1` or `h2` in `scope`, made focusable by
 * script but not by Tab. A screen reader starts reading there, and the next Tab goes on from it.
 */
export function focusableScreenHeading(scope: ParentNode): HTMLElement | null {
  const heading = scope.querySelector<HTMLElement>('h1, h2');
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}
