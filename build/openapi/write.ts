// `npm run build`: writes the back-office contract's OpenAPI document to dist/openapi.json, after
// Redocly's recommended rules find nothing in it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { contractDocument } from './contract-document.ts';
import { lintOpenApiDocument } from './lint.ts';

const document = contractDocument();
const problems = await lintOpenApiDocument(document);
if (problems.length > 0) {
  for (const problem of problems) {
    console.error(`${problem.severity} ${problem.rule} at ${problem.where}: ${problem.message}`);
  }
  throw new Error(`the OpenAPI document has ${problems.length} lint problems`);
}
const target = new URL('../../dist/openapi.json', import.meta.url);
mkdirSync(new URL('.', target), { recursive: true });
writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
const paths = Object.keys((document.paths ?? {}) as object).length;
console.log(`dist/openapi.json: ${paths} paths, lint clean`);
