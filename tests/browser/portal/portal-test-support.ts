import '../../../widgets/coop-portal.ts';
import { shadowRootOf, waitFor } from '../support/shadow-queries.ts';

// The session helpers every area's tests share live in support/session.ts; the portal's tests take them
// from here too.
export { forgetLoadedData, resetPage, signIn, testClient, texts } from '../support/session.ts';

/** The address of the test page without any portal route: the page's own path and query. */
const pageAddress = `${location.pathname}${location.search}`;

/** Puts the browser at a portal route (hash routing) before a portal is mounted. */
export function openAt(route: string): void {
  history.replaceState(null, '', route === '' ? pageAddress : `${pageAddress}#/${route}`);
}

/** The portal route the address bar shows ('' when there is none). */
export function currentRoute(): string {
  return decodeURIComponent(location.hash.replace(/^#\/?/, ''));
}

export function mountPortal(attributes: Record<string, string> = {}): {
  element: HTMLElement;
  root: ShadowRoot;
} {
  const element = document.createElement('coop-portal');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return { element, root: shadowRootOf(element) };
}

function normalized(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** The heading of the screen in the portal's main landmark. */
export function mainHeading(root: ShadowRoot): string | undefined {
  const heading = root.querySelector('main h1, main h2');
  return heading ? normalized(heading.textContent) : undefined;
}

export async function waitForHeading(root: ShadowRoot, text: string): Promise<HTMLElement> {
  return waitFor(
    () => {
      const heading = root.querySelector<HTMLElement>('main h1, main h2');
      return heading && normalized(heading.textContent) === text ? heading : undefined;
    },
    `the heading "${text}" (now "${mainHeading(root) ?? 'none'}")`,
  );
}

export async function waitForRoute(route: string): Promise<void> {
  await waitFor(() => currentRoute() === route, `the route "${route}" (now "${currentRoute()}")`);
}

/** The link whose visible text is exactly `text`. */
export function linkByText(root: ParentNode, text: string): HTMLAnchorElement | undefined {
  return [...root.querySelectorAll('a')].find((link) => {
    const clone = link.cloneNode(true) as HTMLElement;
    // Screen-reader-only hints ("(Opens in a new window)") are not part of the visible text.
    clone.querySelectorAll('span').forEach((span) => {
      if (/^\s*\(.*\)\s*$/.test(span.textContent ?? '')) span.remove();
    });
    return normalized(clone.textContent) === text;
  });
}
