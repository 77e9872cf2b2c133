import { describe, expect, it } from 'vitest';
import { corsHeaders } from '../../../demo-host/simulator/cors.ts';
import { createSimulator } from '../../../demo-host/simulator/simulator.ts';
import { pageForSplitOrigins, sitePolicyFor } from '../../../demo-host/server.ts';

const site = 'https://www.riverbend.example';
const policy = { allowedOrigins: [site] };

describe('the back office’s CORS policy', () => {
  it('answers the site’s preflight with the methods and the headers the widgets send, echoing its origin', () => {
    expect(corsHeaders(policy, site, true)).toEqual({
      'Access-Control-Allow-Origin': site,
      Vary: 'Origin',
      'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
      'Access-Control-Allow-Headers': 'Accept, ApplicationId, Authorization, Content-Type, Idempotency-Key',
      'Access-Control-Max-Age': '600',
    });
  });

  it('gives another origin nothing, and allows no credentials to anyone', () => {
    expect(corsHeaders(policy, 'https://evil.example', true)).toBeNull();
    expect(corsHeaders(policy, 'https://evil.example', false)).toBeNull();
    expect(Object.keys(corsHeaders(policy, site, false) ?? {})).not.toContain(
      'Access-Control-Allow-Credentials',
    );
  });

  it('adds nothing to a request without an Origin (same-origin, or not from a browser)', () => {
    expect(corsHeaders(policy, null, false)).toEqual({});
  });

  it('is enforced by the simulator: a preflight from the site passes, one from elsewhere is refused', async () => {
    const simulator = createSimulator({ cors: policy });
    const preflight = (origin: string) =>
      simulator.fetch(
        new Request('http://backoffice.example/api/v3/portal/site-configuration', {
          method: 'OPTIONS',
          headers: { Origin: origin, 'Access-Control-Request-Method': 'GET' },
        }),
      );
    const allowed = await preflight(site);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe(site);
    const refused = await preflight('https://evil.example');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('Access-Control-Allow-Origin')).toBeNull();

    const answer = await simulator.fetch(
      new Request('http://backoffice.example/api/v3/portal/site-configuration?applicationId=RIVERBEND-WEB', {
        headers: { Origin: site, ApplicationId: 'RIVERBEND-WEB' },
      }),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBe(site);
    expect(answer.headers.get('Vary')).toContain('Origin');
  });
});

describe('the site’s pages when the widgets and the back office are elsewhere', () => {
  const origins = { site, widgets: 'https://cdn.example', backOffice: 'https://backoffice.example' };

  it('load the widgets from the CDN and call the back office', () => {
    const page =
      '<script type="module" src="/widgets/coop-portal.js"></script>' +
      '<coop-config api-base="/api" payment-origins="%ORIGIN%"></coop-config><a href="/outbox">Outbox</a>';
    expect(pageForSplitOrigins(page, origins)).toBe(
      '<script type="module" src="https://cdn.example/widgets/coop-portal.js"></script>' +
        '<coop-config api-base="https://backoffice.example/api" payment-origins="https://backoffice.example"></coop-config>' +
        '<a href="https://backoffice.example/outbox">Outbox</a>',
    );
  });

  it('run under a policy as strict as before, naming exactly the two other origins', () => {
    const policyText = sitePolicyFor(origins);
    expect(policyText).toContain("script-src 'self' https://cdn.example;");
    expect(policyText).toContain("connect-src 'self' https://backoffice.example;");
    expect(policyText).toContain("form-action 'self' https://backoffice.example;");
    expect(policyText).not.toMatch(/unsafe|\*|blob:/);
  });
});
