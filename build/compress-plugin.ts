import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What a browser fetches from the bundle; source maps are for developers and stay as they are. */
const compressible = /\.(m?js|css|svg|json|html)$/;

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every script and stylesheet of the bundle, as
 * a CDN would serve them: the demo server (and any static host that negotiates Accept-Encoding) sends
 * the smallest one the browser accepts, at the highest levels since the work is done once per build.
 */
export function compressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'coop-compress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => compressible.test(file));
      await Promise.all(
        files.map(async (file) => {
          const absolute = path.join(outDir, file);
          const content = await readFile(absolute);
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipAsync(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${absolute}.br`, br), writeFile(`${absolute}.gz`, gz)]);
        }),
      );
    },
  };
}
