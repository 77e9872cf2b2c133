/**
 * `loader.js`: one script tag for any page. It loads each element's module the first time its tag is in
 * the document (already there, or added later by a CMS editor or a script), each once; the modules sit
 * beside this file. Elements inside the elements' own shadow roots are loaded by the element that
 * renders them; a host's own shadow roots are handed to `discover` (below).
 *
 *   <script type="module" src="https://cdn.example.coop/coop-member-portal/0.1.0/loader.js"
 *     integrity="sha384-…" crossorigin="anonymous"></script>
 *
 * In the CDN folder (build/cdn.ts) this file carries the table of every module of the folder with its
 * Subresource Integrity hash, so the hash that pins this file pins every module it loads: each module
 * and its static imports are fetched as `<link rel="modulepreload" integrity>`, and imported only once
 * all of them passed; the chunks' dynamic imports come back here (the hook below). Without the table
 * (the npm package, the demo site's /widgets) it imports the modules as they are.
 */

// The element entries of this build (vite.config.ts), one module per tag.
declare const __COOP_ELEMENT_TAGS__: readonly string[];
// True in the CDN folder's loader only (build/cdn.ts builds it apart): the checked loading below costs
// the npm package and the demo's marketing pages nothing.
declare const __COOP_CHECKED_LOADING__: boolean;

/** A module of the folder: its path beside this file, its SRI hash, the table indices of its static imports. */
type ModuleTable = readonly (readonly [file: string, integrity: string, staticImports: readonly number[]])[];

// build/cdn.ts replaces this string (exactly it: keep it in step with `moduleTablePlaceholder` there) by
// the table's JSON in the CDN copy. Parsed at run time, so the minifier cannot fold the check below.
const table = __COOP_CHECKED_LOADING__
  ? (JSON.parse('"coop-member-portal:module-table"') as ModuleTable | string)
  : '';

/** Where the rewritten chunks of the CDN folder find the verified import (build/cdn.ts, `importHookKey`). */
const importHookKey = Symbol.for('coop-member-portal.import');
type ImportHook = (specifier: string, importer: string) => Promise<unknown> | undefined;
const hooks = globalThis as typeof globalThis & { [importHookKey]?: ImportHook };

// Held in a variable: the bundler would otherwise read `new URL(…, import.meta.url)` as an asset import.
const entriesBase = import.meta.url;

let load = (url: string): Promise<unknown> => import(/* @vite-ignore */ url);

if (__COOP_CHECKED_LOADING__ && typeof table === 'object') {
  const folder = new URL('./', entriesBase).href;
  const addresses = table.map(([file]) => new URL(file, entriesBase).href);
  const preloads: Promise<unknown>[] = [];

  const preload = (index: number): Promise<unknown> =>
    (preloads[index] ??= new Promise((resolve, reject) => {
      const link = document.createElement('link');
      link.onload = resolve;
      link.onerror = () => {
        delete preloads[index];
        reject(new Error(`Integrity check or fetch failed: ${link.href}`));
      };
      Object.assign(link, {
        rel: 'modulepreload',
        href: addresses[index],
        integrity: table[index]![1],
        crossOrigin: 'anonymous',
      });
      document.head.append(link);
    }));

  // A browser without modulepreload would never answer the links: it loads nothing rather than unchecked code.
  const checks = document.createElement('link').relList.supports('modulepreload');

  load = (url) => {
    const root = addresses.indexOf(url);
    if (!checks || root < 0) return Promise.reject(new Error(`Cannot check the integrity of ${url}`));
    // The module and its whole static import graph, each module's imports before it: none runs unless
    // every one of them passed its integrity check.
    const seen = new Set<number>();
    const graph: number[] = [];
    const visit = (index: number) => {
      if (seen.has(index)) return;
      seen.add(index);
      table[index]![2].forEach(visit);
      graph.push(index);
    };
    visit(root);
    return Promise.all(graph.map(preload)).then(() => import(/* @vite-ignore */ url));
  };

  // Another version's loader on the same page keeps its own folder.
  const previous = hooks[importHookKey];
  hooks[importHookKey] = (specifier, importer) => {
    const url = new URL(specifier, importer).href;
    return url.startsWith(folder) ? load(url) : previous?.(specifier, importer);
  };
}

/** Tags not requested yet: the loader stops watching once every tag has been. */
const waiting = new Set(__COOP_ELEMENT_TAGS__);

function loadTagsIn(root: ParentNode): void {
  for (const tag of waiting) {
    if (!root.querySelector(tag)) continue;
    waiting.delete(tag);
    // No retry: a browser keeps a module that failed to load failed for the page's life.
    load(new URL(`${tag}.js`, entriesBase).href).catch(console.error);
  }
  if (waiting.size === 0) watcher.disconnect();
}

const watcher = new MutationObserver((records) => {
  for (const root of new Set(records.map((record) => record.target.getRootNode()))) {
    loadTagsIn(root as ParentNode);
  }
});

/**
 * Loads the elements whose tags are in `root` now, and those added to it later: the loader does this for
 * the document by itself; a host hands it each shadow root of its own that holds `coop-*` elements.
 *
 *   const { discover } = await import('https://cdn.example.coop/coop-member-portal/0.1.0/loader.js');
 *   discover(this.shadowRoot);
 */
export function discover(root: Document | ShadowRoot | Element): void {
  loadTagsIn(root);
  // Observing a root again only renews the same options.
  if (waiting.size > 0) watcher.observe(root, { childList: true, subtree: true });
}

discover(document);
