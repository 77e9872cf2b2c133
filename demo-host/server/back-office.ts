import path from 'node:path';
import type { Http2Bindings, HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Hono, type Context } from 'hono';
import { gatewayPaths } from '../gateway/paths.ts';
import { outboxPagePath } from '../simulator/outbox/outbox-page.ts';
import { demoHostDirectory } from './directories.ts';
import type { ContractProxy } from './contract-proxy.ts';
import { plainFileResponse } from './static-files.ts';

/** The back office; `bindings` are the connection's (the Node server's `incoming`), for its per-client limits. */
export interface BackOffice {
  fetch: (request: Request, bindings?: unknown) => Response | Promise<Response>;
}

/**
 * What the back office answers, forwarded to it: the API, the payment callbacks, the hosted payment
 * page (and its stylesheet, a file of the demo host) and the demo outbox.
 */
export function backOfficeRoutes(backOffice: BackOffice, contract?: ContractProxy): Hono {
  const routes = new Hono();
  if (contract) {
    routes.get('/api/__simulator/contract-violations', (c) => c.json(contract.takeViolations()));
  }
  const gatewayStylesheet = path.join(demoHostDirectory, 'gateway', 'gateway.css');
  routes.get(gatewayPaths.stylesheet, () => plainFileResponse(gatewayStylesheet));
  const toBackOffice = async (c: Context) => {
    // The connection's bindings go along: the back office counts failed sign-ins per client address.
    const response = await backOffice.fetch(c.req.raw, c.env);
    return response.type === 'error' ? dropConnection(c) : response;
  };
  routes.all('/api/*', toBackOffice);
  routes.all('/PaymentCallback/*', toBackOffice);
  routes.all('/gateway/*', toBackOffice);
  // The demo outbox: where a person trying the demo reads the codes and links the back office "sent".
  routes.get(outboxPagePath, toBackOffice);
  return routes;
}

/**
 * An answer a fault rule drops (a network error from the simulator): the connection is closed without
 * one, as a failing network would. Under tests and Storybook the same answer makes `fetch` fail.
 */
function dropConnection(c: Context<{ Bindings: HttpBindings | Http2Bindings }>): Response {
  c.env.outgoing.destroy();
  return RESPONSE_ALREADY_SENT;
}
