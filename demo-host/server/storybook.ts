import { existsSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { projectDirectory } from './directories.ts';
import { bundleFileResponse, fileInside, notFoundPage } from './static-files.ts';

/** Where `npm run build-storybook` writes the built Storybook. */
export const defaultStorybookDirectory = path.join(projectDirectory, 'storybook-static');

/** Where the site serves the built Storybook, for designers. */
export const storybookPath = '/storybook/';

/** Whether Storybook is built: the footer links it only then. */
export function storybookBuilt(storybookDirectory: string | undefined): boolean {
  return storybookDirectory !== undefined && existsSync(path.join(storybookDirectory, 'index.html'));
}

/** The built Storybook at /storybook/, its files served as the bundle's are; 404 until it is built. */
export function storybookRoutes(storybookDirectory: string | undefined): Hono {
  const routes = new Hono();
  routes.get(storybookPath.slice(0, -1), (c) => c.redirect(storybookPath));
  routes.get(`${storybookPath}*`, async (c) => {
    const requested = c.req.path.slice(storybookPath.length - 1);
    const file = storybookDirectory
      ? fileInside(storybookDirectory, requested.endsWith('/') ? `${requested}index.html` : requested)
      : undefined;
    return file && storybookDirectory ? bundleFileResponse(c, file, storybookDirectory) : notFoundPage(c);
  });
  return routes;
}
