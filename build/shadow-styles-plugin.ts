import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Routes every vanilla-extract stylesheet into the shared constructed stylesheet that each widget's
 * shadow root adopts (src/ui/styles/shadow-sheet.ts), instead of a `<link>`/`<style>` in the
 * document: document styles do not reach into shadow roots, and injected `<style>` breaks a strict
 * Content-Security-Policy.
 *
 * vanilla-extract compiles `Name.css.ts` to JS that side-effect imports `Name.css.ts.vanilla.css`.
 * (and the files it imports styles from). We rewrite each such import into an `?inline` import (the CSS text) registered with the sheet. The id
 * must be root-relative because the vanilla-extract plugin resolves virtual ids against the Vite root.
 */
export function shadowStylesPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'coop-shadow-styles',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.endsWith('.css.ts')) return undefined;
      let index = 0;
      const rewritten = code.replace(
        /import\s+['"]([^'"]+\.css\.ts\.vanilla\.css)['"];?/g,
        (_match, cssId: string) => {
          const absolute = cssId.startsWith(root) ? cssId : path.join(root, cssId);
          const rootRelative = '/' + path.relative(root, absolute).split(path.sep).join('/');
          const name = `__coopCss${index++}`;
          return [
            `import ${name} from ${JSON.stringify(`${rootRelative}?inline`)};`,
            `import { registerStyles as __coopRegisterStyles${name} } from '/src/ui/styles/shadow-sheet.ts';`,
            `__coopRegisterStyles${name}(${JSON.stringify(rootRelative)}, ${name});`,
          ].join('\n');
        },
      );
      return rewritten === code ? undefined : { code: rewritten, map: null };
    },
  };
}
