/**
 * How long a saved file's blob: address stays valid: the browser reads the file after the click, and a
 * large one on a slow machine takes a while.
 */
const addressLifetimeMs = 40_000;

/**
 * Hands a file to the browser's download, from inside a shadow root and under a strict
 * Content-Security-Policy: a blob: address on a link with `download`, clicked. The link sits in the
 * same root as `near` for the click (some browsers ignore a click on a link outside the document).
 */
export function saveFile(blob: Blob, fileName: string, near: Element): void {
  const address = URL.createObjectURL(blob);
  const link = near.ownerDocument.createElement('a');
  link.href = address;
  link.download = fileName;
  link.hidden = true;
  const root = near.getRootNode();
  (root instanceof ShadowRoot ? root : near.ownerDocument.body).append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(address), addressLifetimeMs);
  }
}
