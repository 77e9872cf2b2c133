/**
 * Reloads the preview, which then renders the selected story again on a fresh page, and never
 * resolves. For state a page keeps for its whole life that a story cannot undo.
 */
export async function startFromFreshPage(): Promise<never> {
  window.location.reload();
  return new Promise<never>(() => undefined);
}
