import { Hono } from 'hono';
import { bundleFileResponse, fileInside, notFoundPage } from './static-files.ts';

/** The widget bundle at /widgets/, as the CDN a cooperative's pages load it from serves it. */
export function widgetCdnRoutes(widgetsDirectory: string): Hono {
  return new Hono().get('/widgets/*', async (c) => {
    const file = fileInside(widgetsDirectory, c.req.path.slice('/widgets'.length));
    const response = file ? await bundleFileResponse(c, file, widgetsDirectory) : notFoundPage(c);
    // Module scripts and their imports are CORS requests: a CDN lets any page load them.
    response.headers.set('Access-Control-Allow-Origin', '*');
    return response;
  });
}
