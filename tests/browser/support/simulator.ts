import { createSimulator, type SimulatorState } from '../../../demo-host/simulator/simulator.ts';
import { riverbendApplicationId } from '../../../demo-host/simulator/sites.ts';
import './page-guard.ts';

let installed = 0;

export interface InstalledSimulator {
  /** The API base the page's <coop-config> points at. */
  readonly apiBase: string;
  /** Calls the simulator directly (its test controls, or a call a test needs to arrange state). */
  call(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  /** Every request the page sent to the simulator, in order, with its idempotency key if it had one. */
  readonly requests: Array<{ method: string; path: string; idempotencyKey?: string }>;
  uninstall(): void;
}

/**
 * Serves the back-office simulator to the page under its own API base: `fetch` calls under it are
 * answered by the simulator's fetch handler (the same code `npm start` serves), so each test gets a
 * fresh back office and a fresh, page-wide site-configuration cache key.
 */
export function installSimulator(
  options: { state?: SimulatorState; paymentOrigins?: string } = {},
): InstalledSimulator {
  const simulator = createSimulator(options.state ? { state: options.state } : {});
  const prefix = `/simulated-${++installed}`;
  const apiBase = `${prefix}/api`;
  const originalFetch = window.fetch;
  const requests: Array<{ method: string; path: string; idempotencyKey?: string }> = [];

  async function forward(request: Request): Promise<Response> {
    const url = new URL(request.url);
    url.pathname = url.pathname.slice(prefix.length);
    const idempotencyKey = request.headers.get('Idempotency-Key');
    requests.push({
      method: request.method,
      path: url.pathname + url.search,
      ...(idempotencyKey ? { idempotencyKey } : {}),
    });
    const body =
      request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
    const response = await simulator.fetch(
      new Request(url, { method: request.method, headers: request.headers, body }),
    );
    // An answer a fault rule drops: fetch fails, as it does when the network drops the connection.
    if (response.type === 'error') throw new TypeError('Failed to fetch');
    return response;
  }

  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    return url.origin === location.origin && url.pathname.startsWith(`${prefix}/`)
      ? forward(request)
      : originalFetch(input, init);
  };

  const config = document.createElement('coop-config');
  config.setAttribute('api-base', apiBase);
  config.setAttribute('application-id', riverbendApplicationId);
  config.setAttribute('payment-origins', options.paymentOrigins ?? location.origin);
  document.body.prepend(config);

  return {
    apiBase,
    requests,
    async call(path, init = {}) {
      const { json, ...rest } = init;
      const headers = new Headers(rest.headers);
      headers.set('ApplicationId', riverbendApplicationId);
      if (json !== undefined) headers.set('Content-Type', 'application/json');
      return simulator.fetch(
        new Request(new URL(path, location.origin), {
          ...rest,
          headers,
          ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
        }),
      );
    },
    uninstall() {
      window.fetch = originalFetch;
      config.remove();
    },
  };
}
