/**
 * `loader.js`: one script tag for any page. It loads each element's module the first time its tag is in
 * the document (already there, or added later by a CMS editor or a script), each once; the modules sit
 * beside this file. Elements inside the elements' own shadow roots are loaded by the element that
 * renders them.
 *
 *   <script type="module" src="https://cdn.example.coop/coop-member-portal/0.1.0/loader.js"></script>
 */

// The element entries of this build (vite.config.ts), one module per tag.
declare const __COOP_ELEMENT_TAGS__: readonly string[];

// Held in a variable: the bundler would otherwise read `new URL(…, import.meta.url)` as an asset import.
const entriesBase = import.meta.url;
/** Tags not requested yet: the loader stops watching once every tag has been. */
const waiting = new Set(__COOP_ELEMENT_TAGS__);

function loadTagsInDocument(): void {
  for (const tag of waiting) {
    if (!document.querySelector(tag)) continue;
    waiting.delete(tag);
    import(/* @vite-ignore */ new URL(`${tag}.js`, entriesBase).href).catch((error: unknown) => {
      // The next change to the page tries again (a flaky network).
      waiting.add(tag);
      console.error(error);
    });
  }
  if (waiting.size === 0) watcher.disconnect();
}

const watcher = new MutationObserver(loadTagsInDocument);
watcher.observe(document.documentElement, { childList: true, subtree: true });
loadTagsInDocument();
