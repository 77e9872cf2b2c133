import { waitFor, within } from 'storybook/test';

/**
 * Testing Library queries bound to the open shadow root of the first `tag` element in the story. The
 * elements render everything there, dialogs included (their portal container is inside the root).
 */
export async function withinShadowRootOf(canvasElement: HTMLElement, tag: `coop-${string}`) {
  const root = await waitFor(() => {
    const shadowRoot = canvasElement.querySelector(tag)?.shadowRoot;
    if (!shadowRoot) throw new Error(`<${tag}> has not rendered its shadow root yet`);
    return shadowRoot;
  });
  // The queries only need querySelectorAll, which a shadow root has like an element.
  return within(root as unknown as HTMLElement);
}
