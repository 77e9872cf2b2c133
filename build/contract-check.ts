import { chmod, stat } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';
import { projectDirectory } from './element-artifacts.ts';

/**
 * `coop-contract-check` as the npm package ships it: contract/check/ bundled into one Node script with
 * the validator it needs (Ajv), so that `npx coop-contract-check` installs nothing more. It reads the
 * package's OpenAPI document (dist/openapi.json) beside it. `npm run build` runs this.
 */
export const contractCheckScript = 'dist/contract-check/coop-contract-check.mjs';

await build({
  configFile: false,
  logLevel: 'warn',
  root: projectDirectory,
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'contract/check/bin.ts',
    outDir: path.dirname(path.join(projectDirectory, contractCheckScript)),
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: false,
    rollupOptions: { output: { entryFileNames: path.basename(contractCheckScript), format: 'es' } },
  },
});
const script = path.join(projectDirectory, contractCheckScript);
await chmod(script, 0o755);
console.log(
  `coop-contract-check: ${contractCheckScript} (${((await stat(script)).size / 1024).toFixed(0)} KB)`,
);
