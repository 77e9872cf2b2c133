import { Hono } from 'hono';
import { parseFaultRule, type FaultRule } from '../faults.ts';
import { outboxMessages } from '../outbox.ts';
import { own } from '../records.ts';
import { readJsonObject } from '../request-body.ts';
import { badRequest } from '../responses.ts';
import { createSeedState } from '../seed.ts';
import type { SimulatorStore } from '../store.ts';

/** Controls for tests and demos: mounted at /api/__simulator, outside the back office's contract. */
export function simulatorControlRoutes(store: SimulatorStore, faultRules: FaultRule[]): Hono {
  const routes = new Hono();

  routes.post('/reset', (c) => {
    store.state = createSeedState(store.now());
    faultRules.length = 0;
    return c.json({ message: 'The simulator is back to its seed.' });
  });

  routes.get('/faults', (c) => c.json(faultRules));

  routes.post('/faults', async (c) => {
    const rule = parseFaultRule(await readJsonObject(c.req.raw));
    if (Array.isArray(rule)) return badRequest(rule);
    faultRules.push(rule);
    return c.json(rule, 201);
  });

  routes.delete('/faults', (c) => {
    faultRules.length = 0;
    return c.body(null, 204);
  });

  routes.get('/payments', (c) => c.json(store.state.payments));

  routes.get('/outbox', (c) => c.json(outboxMessages(store, c.req.query('applicationId'))));

  routes.delete('/outbox', (c) => {
    store.state.outbox = [];
    return c.body(null, 204);
  });

  routes.post('/maintenance', async (c) => {
    const body = await readJsonObject(c.req.raw);
    const site =
      typeof body?.applicationId === 'string' ? own(store.state.sites, body.applicationId) : undefined;
    const problems: string[] = [];
    if (!site) problems.push("'applicationId' must name a site of the simulator.");
    if (typeof body?.on !== 'boolean') problems.push("'on' must be true or false.");
    if (!site || problems.length > 0) return badRequest(problems);
    site.maintenance = body?.on === true;
    return c.json({ applicationId: site.applicationId, maintenance: site.maintenance });
  });

  return routes;
}
