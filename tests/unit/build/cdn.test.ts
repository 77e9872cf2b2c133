import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryFiles, integrityOf, scriptTag } from '../../../build/cdn.ts';

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'coop-cdn-'));
  await writeFile(path.join(directory, 'coop-portal.js'), 'export{};\n');
  await writeFile(path.join(directory, 'loader.js'), 'console.log(1);\n');
  await writeFile(path.join(directory, 'coop-portal.js.gz'), 'not an entry');
  await writeFile(path.join(directory, 'helper.js'), 'not an entry');
});
afterAll(() => rm(directory, { recursive: true, force: true }));

describe('the CDN build', () => {
  it('hashes the entry files and the loader only', async () => {
    expect(await entryFiles(directory)).toEqual(['coop-portal.js', 'loader.js']);
  });

  it('gives each the SHA-384 of its bytes, base64, as browsers check it', async () => {
    const integrity = await integrityOf(directory);
    expect(integrity['loader.js']).toBe(
      `sha384-${createHash('sha384').update('console.log(1);\n').digest('base64')}`,
    );
    expect(integrity['coop-portal.js']).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
  });

  it('writes the script tag with the hash and CORS mode', async () => {
    const integrity = await integrityOf(directory);
    expect(scriptTag('https://cdn.example.coop/x/1.0.0', 'loader.js', integrity)).toBe(
      `<script type="module" src="https://cdn.example.coop/x/1.0.0/loader.js" integrity="${integrity['loader.js']}" crossorigin="anonymous"></script>`,
    );
    expect(() => scriptTag('https://cdn.example.coop', 'nothing.js', integrity)).toThrow(
      'No integrity hash for nothing.js',
    );
  });
});
