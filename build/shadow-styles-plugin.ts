import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The id of the module that registers one stylesheet's CSS with the shared sheet. */
const registrationPrefix = '\0coop-shadow-styles/';

/**
 * Routes every vanilla-extract stylesheet into the shared constructed stylesheet that each widget's
 * shadow root adopts (src/ui/styles/shadow-sheet.ts), instead of a `<link>`/`<style>` in the
 * document: document styles do not reach into shadow roots, and injected `<style>` breaks a strict
 * Content-Security-Policy.
 *
 * vanilla-extract compiles `Name.css.ts` to JS that side-effect imports `Name.css.ts.vanilla.css`
 * (and the stylesheets of the files it imports styles from). Each such import becomes an import of one
 * registration module per stylesheet, which registers its CSS text (an `?inline` import) with the
 * sheet: a stylesheet's text and its registration are in the bundle once, in the chunk that first
 * needs them, however many files import it. The id must be root-relative because the vanilla-extract
 * plugin resolves virtual ids against the Vite root. A build names each stylesheet by a short hash of
 * that id (it is only a key); the dev server by the id itself, for reading.
 */
export function shadowStylesPlugin(): Plugin {
  let root = process.cwd();
  let isBuild = false;
  return {
    name: 'coop-shadow-styles',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      isBuild = config.command === 'build';
    },
    resolveId(id) {
      return id.startsWith(registrationPrefix) ? id : undefined;
    },
    load(id) {
      if (!id.startsWith(registrationPrefix)) return undefined;
      const [encoded = ''] = id.slice(registrationPrefix.length).split('/');
      const stylesheet = Buffer.from(encoded, 'base64url').toString();
      const key = isBuild
        ? createHash('sha256').update(stylesheet).digest('base64url').slice(0, 6)
        : stylesheet;
      return [
        `import css from ${JSON.stringify(`${stylesheet}?inline`)};`,
        `import { registerStyles } from '/src/ui/styles/shadow-sheet.ts';`,
        `registerStyles(${JSON.stringify(key)}, css);`,
      ].join('\n');
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.endsWith('.css.ts')) return undefined;
      const rewritten = code.replace(
        /import\s+['"]([^'"]+\.css\.ts\.vanilla\.css)['"];?/g,
        (_match, cssId: string) => {
          const absolute = cssId.startsWith(root) ? cssId : path.join(root, cssId);
          const rootRelative = '/' + path.relative(root, absolute).split(path.sep).join('/');
          // Encoded, so that no plugin takes the registration module for the stylesheet itself; the
          // stylesheet's name last, for a chunk that holds only its registration (`account-screen.styles`).
          const encoded = Buffer.from(rootRelative).toString('base64url');
          const name = path.basename(rootRelative, '.css.ts.vanilla.css');
          return `import ${JSON.stringify(`${registrationPrefix}${encoded}/${name}.styles`)};`;
        },
      );
      return rewritten === code ? undefined : { code: rewritten, map: null };
    },
  };
}
