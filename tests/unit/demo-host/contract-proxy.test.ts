import { describe, expect, it, vi } from 'vitest';
import { createContractProxy } from '../../../demo-host/server/contract-proxy.ts';

// The demo host's validating proxy, shown exchanges as the simulator would hand them over.
const statusPath = 'http://localhost:4173/api/v3/members/1001/accounts/300100200/outage/status';

function request(headers: Record<string, string>, url = statusPath) {
  return new Request(url, {
    headers: { ApplicationId: 'RIVERBEND-WEB', 'Accept-Language': 'en', ...headers },
  });
}

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const fromBrowser = { 'Sec-Fetch-Mode': 'cors', Authorization: 'Bearer member-token' };

describe('the demo host’s validating proxy', () => {
  it('finds nothing in an exchange that keeps the document', async () => {
    const proxy = createContractProxy();
    await proxy.observe(request(fromBrowser), answer({ isActive: false, estimatedTimeOfRestoration: null }));
    expect(proxy.takeViolations()).toEqual([]);
  });

  it('names the call, the answer’s status and the field of an answer that breaks it, and forgets it once read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const proxy = createContractProxy();
    await proxy.observe(request(fromBrowser), answer({ isActive: 'yes' }));
    expect(proxy.takeViolations()).toEqual([
      'GET /v3/members/1001/accounts/300100200/outage/status: getOutageStatus: answer 200 /isActive: must be boolean (found "yes")',
    ]);
    expect(proxy.takeViolations()).toEqual([]);
  });

  it('finds a status the call does not list, and an error body of the wrong shape', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const proxy = createContractProxy();
    await proxy.observe(request(fromBrowser), answer({ message: 'Moved' }, 302));
    await proxy.observe(request(fromBrowser), answer({ error: 'Unauthorized' }, 401));
    expect(proxy.takeViolations()).toEqual([
      'GET /v3/members/1001/accounts/300100200/outage/status: getOutageStatus: answer 302 (root): status 302 is not one the document lists',
      'GET /v3/members/1001/accounts/300100200/outage/status: getOutageStatus: answer 401 /message: missing (the document requires it)',
    ]);
  });

  it('holds a request an element made in a browser to the document, and leaves a test’s own requests to the test', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const proxy = createContractProxy();
    const unauthorized = answer({ message: 'Unauthorized' }, 401);
    await proxy.observe(request({ 'Sec-Fetch-Mode': 'cors' }), unauthorized.clone());
    await proxy.observe(request({}), unauthorized.clone());
    await proxy.observe(
      request({}, 'http://localhost:4173/api/v3/not-a-call'),
      answer({ message: 'Not found' }, 404),
    );
    expect(proxy.takeViolations()).toEqual([
      'GET /v3/members/1001/accounts/300100200/outage/status: getOutageStatus: header Authorization (root): no bearer token',
    ]);
  });
});
