/** How long a download link's object URL lives: some browsers read the blob after `click()` returns. */
const objectUrlLifetimeMs = 40_000;

/**
 * Saves bytes as a file, as a link with `download` does: the browser's own save flow, with no
 * request to the server. The object URL is revoked once the browser has had time to read it.
 */
export function saveBytesAs(bytes: Uint8Array, fileName: string, type = 'application/pdf'): void {
  // A copy: the Blob must own an ArrayBuffer, not a view into one that may be shared or transferred.
  const url = URL.createObjectURL(new Blob([bytes.slice()], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  // Some browsers follow only links that are in the document.
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), objectUrlLifetimeMs);
}
