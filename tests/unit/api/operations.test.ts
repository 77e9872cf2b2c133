import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contractDocument } from '../../../build/openapi/contract-document.ts';
import { everyOperation } from '../../../src/api/operations.ts';
import { siteConfigurationOperations } from '../../../src/api/site-configuration.ts';
import { siteConfigurationPath } from '../../../src/api/site-configuration-probe.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const apiDirectory = path.join(root, 'src/api');

/** The text of each source file under `directory`, by its path from the repository root. */
function sources(directory: string, recursive: boolean): [string, string][] {
  return readdirSync(directory, { withFileTypes: true, recursive })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .map((file) => [path.relative(root, file), readFileSync(file, 'utf8')]);
}

/** Each `id: '…'` of an `operation({ … })` in src/api/*.ts, as `file: id` for a block that has none. */
function definedIds(): string[] {
  return sources(apiDirectory, false).flatMap(([file, text]) =>
    text
      .split('operation({')
      .slice(1)
      .map((block) => /\bid:\s*'([^']+)'/.exec(block)?.[1] ?? `${file}: an operation without an id`),
  );
}

const registeredIds = everyOperation.map((operation) => operation.id);
const sorted = (ids: Iterable<string>) => [...new Set(ids)].sort();

describe('the operations', () => {
  it('registers every operation defined in src/api in everyOperation, and nothing else', () => {
    const defined = definedIds();
    const registered = new Set(registeredIds);
    expect(defined.length, 'no operation({ … }) found in src/api').toBeGreaterThan(0);
    expect(
      sorted(defined.filter((id) => !registered.has(id))),
      'operations defined in src/api but missing from everyOperation (src/api/operations.ts)',
    ).toEqual([]);
    expect(
      sorted(registeredIds.filter((id) => !defined.includes(id))),
      'operations in everyOperation that no src/api module defines',
    ).toEqual([]);
  });

  it('gives each operation a unique id', () => {
    const repeated = registeredIds.filter((id, index) => registeredIds.indexOf(id) !== index);
    expect(repeated, 'operation ids used more than once').toEqual([]);
  });

  it('describes exactly those operations in the OpenAPI document', () => {
    const paths = contractDocument().paths as Record<string, Record<string, { operationId: string }>>;
    const documented = Object.values(paths).flatMap((byMethod) =>
      Object.values(byMethod).map((entry) => entry.operationId),
    );
    expect(documented.sort(), 'operationIds of the OpenAPI document').toEqual([...registeredIds].sort());
  });

  it('has the Quick Pay probe request the path of the site configuration operation', () => {
    expect(siteConfigurationPath).toBe(siteConfigurationOperations.siteConfiguration.path);
  });

  it('makes every back-office call through client.call', () => {
    const allowed = new Set(['src/api/client.ts', 'src/api/site-configuration-probe.ts']);
    const directFetch = /(?:^|[^\w$.]|\b(?:globalThis|window|self)\.)fetch\s*\(/m;
    const backOfficePath = /\bv3\//;
    const oldMethods = /\bclient\.(?:get|post|put|delete)\s*\(/;
    const offending = sources(path.join(root, 'src'), true)
      .filter(([file]) => !allowed.has(file))
      .flatMap(([file, text]) => [
        ...(directFetch.test(text) && backOfficePath.test(text)
          ? [`${file}: fetch( with a back-office path`]
          : []),
        ...(oldMethods.test(text) ? [`${file}: client.get/post/put/delete(`] : []),
      ]);
    expect(offending, 'files that reach the back office without client.call').toEqual([]);
  });
});
