import { Hono } from 'hono';
import { parseFaultRule, type FaultRule } from './faults.ts';
import { readJsonObject } from './request-body.ts';
import { badRequest } from './responses.ts';
import { createSeedState } from './seed.ts';
import type { SimulatorStore } from './store.ts';

/**
 * Controls for tests and demos: mounted at /api/__simulator, outside the back office's contract. The
 * services add their own (the payments, the outbox, maintenance).
 */
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

  return routes;
}
