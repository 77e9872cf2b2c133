/**
 * The test page never leaves: a navigation to another document (a meter portal's jump, a hosted form's
 * post, a link followed) would unload the runner's page and hang the whole file until its timeout. Each
 * such navigation is stopped here and logged; tests that assert where the page would go listen for the
 * same `navigate` event themselves.
 */
interface PageNavigateEvent extends Event {
  readonly destination: { readonly url: string; readonly sameDocument: boolean };
}

const pageNavigation = (
  window as unknown as {
    navigation?: { addEventListener(type: 'navigate', listener: (event: PageNavigateEvent) => void): void };
  }
).navigation;

pageNavigation?.addEventListener('navigate', (event) => {
  if (event.destination.sameDocument || !event.cancelable) return;
  event.preventDefault();
  console.info(`[test page] stayed on the page instead of going to ${event.destination.url}`);
});
