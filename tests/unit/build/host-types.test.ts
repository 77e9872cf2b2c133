import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostTypes, readElementFacts } from '../../../build/element-artifacts.ts';
import { fixturesDirectory, typeCheckHost } from '../../types/type-check-host.ts';

let typesDirectory: string;
beforeAll(async () => {
  typesDirectory = await mkdtemp(path.join(os.tmpdir(), 'coop-host-types-'));
  for (const [file, text] of hostTypes(await readElementFacts())) {
    await writeFile(path.join(typesDirectory, file), text);
  }
});
afterAll(() => rm(typesDirectory, { recursive: true, force: true }));

const check = (file: string) => typeCheckHost(path.join(fixturesDirectory, file), { typesDirectory });

// Each check compiles a small program with React's types: seconds, not milliseconds.
describe(
  'the host types, as a cooperative’s TypeScript + React 19 project sees them',
  { timeout: 30_000 },
  () => {
    it('accept a page that uses the elements, their attributes, events and configure()', () => {
      expect(check('host-app.tsx')).toEqual([]);
    });

    it('refuse an attribute the element does not have', () => {
      expect(check('wrong-attribute.tsx')).toEqual([
        expect.objectContaining({
          file: 'wrong-attribute.tsx',
          code: 2322,
          message: expect.stringContaining("Property 'lable' does not exist"),
        }),
      ]);
    });

    it('refuse a value outside an attribute’s union', () => {
      expect(check('wrong-attribute-value.tsx')).toEqual([
        expect.objectContaining({
          code: 2322,
          message: expect.stringContaining(`Type '"both"' is not assignable`),
        }),
      ]);
    });

    it('refuse a property the event’s detail does not have', () => {
      expect(check('wrong-event-detail.ts')).toEqual([
        expect.objectContaining({
          code: 2551,
          message: expect.stringContaining("Property 'amout' does not exist"),
        }),
      ]);
    });
  },
);
