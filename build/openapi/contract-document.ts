import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { everyOperation } from '../../src/api/operations.ts';
import type { JsonSchema } from '../../src/api/schemas/contract.ts';
import { buildOpenApiDocument } from './document.ts';

// A path, not a URL: under a jsdom test environment `URL` is jsdom's, which `readFileSync` refuses.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let built: JsonSchema | undefined;

/** The project's OpenAPI document, built once a process from the client's operations and docs/api.md. */
export function contractDocument(): JsonSchema {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
  built ??= buildOpenApiDocument({
    operations: everyOperation,
    version: manifest.version,
    prose: readFileSync(path.join(root, 'docs/api.md'), 'utf8'),
  });
  return built;
}
