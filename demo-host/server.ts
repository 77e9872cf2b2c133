import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Hono } from 'hono';
import { createSeedState } from './simulator/seed.ts';
import { createSimulator, type SimulatorState } from './simulator/simulator.ts';
import { createContractProxy, type ContractProxy } from './server/contract-proxy.ts';
import { backOfficeRoutes, type BackOffice } from './server/back-office.ts';
import { htmlPolicyFor, securityHeaders, type SplitOrigins } from './server/content-security.ts';
import { demoHostDirectory, projectDirectory } from './server/directories.ts';
import { closeServer, listen, selfSignedCredentials } from './server/listen.ts';
import { sitePageRoutes } from './server/site-pages.ts';
import { defaultDataFile, loadSavedState, saveState } from './server/state-file.ts';
import { defaultStorybookDirectory, storybookRoutes } from './server/storybook.ts';
import { notFoundPage } from './server/static-files.ts';
import { widgetCdnRoutes } from './server/widget-cdn.ts';

// The demo host: the cooperative's site, the widget bundle (a CDN) and the simulated back office, on
// one origin or three. Each part's serving is a module of ./server; here they are put together.

export {
  backOfficePolicyFor,
  contentSecurityPolicy,
  sitePolicyFor,
  type SplitOrigins,
} from './server/content-security.ts';
export { pageForSplitOrigins } from './server/site-pages.ts';
export { acceptedEncodings } from './server/static-files.ts';
export { defaultStorybookDirectory, storybookPath } from './server/storybook.ts';
export { defaultDataFile };

export interface DemoServerOptions {
  /** 4173 when absent; 0 picks a free port. */
  port?: number;
  hostname?: string;
  /** Start from the seed instead of the saved state (and overwrite the saved state). */
  reset?: boolean;
  /** Where the simulator's state is saved; demo-host/.data/state.json when absent. */
  dataFile?: string;
  /** The widget bundle; dist/widgets when absent. */
  widgetsDirectory?: string;
  /** The built Storybook, served at /storybook/ when it exists; storybook-static when absent. */
  storybookDirectory?: string;
  /**
   * Serve the site on `port`, the widget bundle on `port + 1` (the CDN) and the back office on
   * `port + 2`, with real CORS between them, instead of everything on one origin.
   */
  crossOrigin?: boolean;
  /**
   * HTTPS with HTTP/2 (HTTP/1.1 still answered), under a self-signed certificate for `hostname` made at
   * start: how a cooperative's site and a CDN serve the bundle. Browsers must be told to accept the
   * certificate (Chromium's `--ignore-certificate-errors`). Not with `crossOrigin`.
   */
  secure?: boolean;
}

export interface DemoServer {
  /** http://localhost:<port> */
  origin: string;
  port: number;
  /** With `crossOrigin`: where the site, the widgets and the back office are. */
  origins?: SplitOrigins;
  /** The day ('yyyy-mm-dd') the simulator's state was seeded: its dates are relative to it. */
  seededOn: string;
  close: () => Promise<void>;
}

/** Serves the demo site, the widget bundle, the simulated back office and the hosted payment page. */
export async function startDemoServer(options: DemoServerOptions = {}): Promise<DemoServer> {
  const dataFile = options.dataFile ?? defaultDataFile;
  const startedAt = new Date();
  const state =
    (options.reset ? undefined : loadSavedState(dataFile, startedAt)) ?? createSeedState(startedAt);
  saveState(dataFile, state);
  const hostname = options.hostname ?? 'localhost';
  const widgetsDirectory = options.widgetsDirectory ?? path.join(projectDirectory, 'dist', 'widgets');
  const storybookDirectory = options.storybookDirectory ?? defaultStorybookDirectory;
  const persist = (current: SimulatorState) => saveState(dataFile, current);
  const contract = createContractProxy();

  if (options.crossOrigin) {
    if (options.secure) throw new Error('The cross-origin demo is served over plain HTTP only.');
    const port = options.port ?? 4173;
    if (port === 0)
      throw new Error('The cross-origin demo needs a fixed port (it uses the next two as well).');
    const originAt = (offset: number) => `http://${hostname}:${port + offset}`;
    const origins: SplitOrigins = { site: originAt(0), widgets: originAt(1), backOffice: originAt(2) };
    const simulator = createSimulator({
      state,
      persist,
      cors: { allowedOrigins: [origins.site] },
      returnOrigins: [origins.site],
      siteOrigin: origins.site,
      observe: contract.observe,
    });
    const servers = await Promise.all(
      (['site', 'widgets', 'back-office'] as const).map((part, offset) =>
        listen(
          createDemoHostApp({
            simulator,
            contract,
            widgetsDirectory,
            storybookDirectory,
            parts: [part],
            origins,
          }),
          port + offset,
          hostname,
        ),
      ),
    );
    return {
      origin: origins.site,
      port,
      origins,
      seededOn: state.seededOn,
      close: async () => void (await Promise.all(servers.map(closeServer))),
    };
  }

  const simulator = createSimulator({ state, persist, observe: contract.observe });
  const server = await listen(
    createDemoHostApp({ simulator, contract, widgetsDirectory, storybookDirectory }),
    options.port ?? 4173,
    hostname,
    options.secure ? await selfSignedCredentials(hostname) : undefined,
  );
  const port = (server.address() as AddressInfo).port;
  return {
    origin: `${options.secure ? 'https' : 'http'}://localhost:${port}`,
    port,
    seededOn: state.seededOn,
    close: () => closeServer(server),
  };
}

export type DemoHostPart = 'site' | 'widgets' | 'back-office';

export interface DemoHostAppOptions {
  /** The back office: the API, the payment callbacks, the hosted payment page and the outbox. */
  simulator: BackOffice;
  /** The validating proxy whose findings the back office part serves to the tests. */
  contract?: ContractProxy;
  widgetsDirectory: string;
  pagesDirectory?: string;
  /** The built Storybook, served at /storybook/ with the site when it exists. */
  storybookDirectory?: string;
  /** The parts this app serves: all three (one origin) when absent. */
  parts?: readonly DemoHostPart[];
  /** Set when the parts live on three origins: pages are rewritten to reach the other two. */
  origins?: SplitOrigins;
}

/** The demo host as one fetch handler, for the Node server and for tests. */
export function createDemoHostApp(options: DemoHostAppOptions): Hono {
  const parts = new Set(options.parts ?? ['site', 'widgets', 'back-office']);
  const { origins, storybookDirectory } = options;
  const app = new Hono();
  app.use('*', securityHeaders(htmlPolicyFor(origins, parts.has('site'))));
  if (parts.has('back-office')) app.route('/', backOfficeRoutes(options.simulator, options.contract));
  if (parts.has('widgets')) app.route('/', widgetCdnRoutes(options.widgetsDirectory));
  if (parts.has('site')) {
    const pagesDirectory = options.pagesDirectory ?? path.join(demoHostDirectory, 'pages');
    // Storybook first: the site's pages answer every other address.
    app.route('/', storybookRoutes(storybookDirectory));
    app.route('/', sitePageRoutes({ pagesDirectory, storybookDirectory, origins }));
  } else {
    app.get('*', (c) => notFoundPage(c));
  }
  return app;
}
