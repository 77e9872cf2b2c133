import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, createDemoHostApp } from '../../../demo-host/server.ts';
import { createSimulator } from '../../../demo-host/simulator/simulator.ts';
import { call, outbox, today, type Simulator } from './portal-support.ts';

function forgotPassword(app: Simulator, userName: string) {
  return call(app, 'POST', '/api/v3/auth/forgot-password', { body: { userName } });
}

function demoHost(simulator: Simulator) {
  return createDemoHostApp({
    simulator,
    widgetsDirectory: path.join(import.meta.dirname, 'no-widgets-here'),
  });
}

describe('GET /api/__simulator/outbox', () => {
  it('lists what was sent, newest first, with every field', async () => {
    const app = createSimulator({ now: () => today });
    await forgotPassword(app, 'jordan.rivera');
    await call(app, 'POST', '/api/v3/registration/verify-account', {
      body: { accountNumber: '300700800', validatorResource: 'C1007-1' },
    });

    const messages = await outbox(app);

    expect(messages.map((message) => [message.to, message.channel])).toStrictEqual([
      ['(555) 010-4477', 'sms'],
      ['jordan.rivera@example.com', 'email'],
    ]);
    expect(Object.keys(messages[0] ?? {})).toStrictEqual([
      'id',
      'applicationId',
      'to',
      'channel',
      'subject',
      'body',
      'link',
      'code',
      'sentAt',
    ]);
  });

  it('filters by site, forgets everything on DELETE, and empties on reset', async () => {
    const app = createSimulator({ now: () => today });
    await forgotPassword(app, 'jordan.rivera');
    await call(app, 'POST', '/api/v3/auth/forgot-password', {
      body: { userName: 'casey.nguyen' },
      applicationId: 'PRAIRIE-WEB',
    });

    const prairie = (await (
      await app.request('/api/__simulator/outbox?applicationId=PRAIRIE-WEB')
    ).json()) as {
      to: string;
      link: string;
    }[];
    expect(prairie).toHaveLength(1);
    expect(prairie[0]?.to).toBe('casey.nguyen@example.com');
    expect(prairie[0]?.link).toMatch(/^\/prairie-portal\.html#\/reset-password\?otc=[0-9a-f]{32}$/);

    const deleted = await app.request('/api/__simulator/outbox', { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect(await outbox(app)).toStrictEqual([]);

    await forgotPassword(app, 'jordan.rivera');
    await app.request('/api/__simulator/reset', { method: 'POST' });
    expect(await outbox(app)).toStrictEqual([]);
  });
});

describe('GET /outbox on the demo host', () => {
  it('shows the codes and links under the strict Content-Security-Policy, without script or inline style', async () => {
    const simulator = createSimulator({ now: () => today });
    await forgotPassword(simulator, 'jordan.rivera');
    await call(simulator, 'POST', '/api/v3/registration/verify-account', {
      body: { accountNumber: '300700800', validatorResource: 'E1007-1' },
    });
    const [code, link] = await outbox(simulator);

    const response = await demoHost(simulator).request('/outbox');

    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=UTF-8');
    expect(response.headers.get('Content-Security-Policy')).toBe(contentSecurityPolicy);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const page = await response.text();
    expect(page).toContain('<link rel="stylesheet" href="/outbox.css" />');
    expect(page).toContain(`<strong class="code">${code?.code}</strong>`);
    expect(page).toContain(`<a href="${link?.link}">${link?.link}</a>`);
    expect(page).toContain('to <span class="recipient">a.chen@example.com</span>');
    expect(page).not.toMatch(/<script|<style|\sstyle=/);
    expect(page.indexOf(code?.code ?? '')).toBeLessThan(page.indexOf(link?.link ?? ''));
  });

  it('says so when nothing was sent yet', async () => {
    const response = await demoHost(createSimulator({ now: () => today })).request('/outbox');

    expect(await response.text()).toContain('Nothing sent yet.');
  });

  it('serves its stylesheet, the login images and the meter-portal stand-in page', async () => {
    const host = demoHost(createSimulator({ now: () => today }));

    const stylesheet = await host.request('/outbox.css');
    const image = await host.request('/images/riverbend-login-side.svg');
    const meterPortal = await host.request('/meter-portal.html?customer=2001&webToken=abc');

    expect(stylesheet.status).toBe(200);
    expect(stylesheet.headers.get('Content-Type')).toBe('text/css; charset=utf-8');
    expect(image.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(meterPortal.headers.get('Content-Security-Policy')).toBe(contentSecurityPolicy);
    const page = await meterPortal.text();
    expect(page).toContain('<script type="module" src="/meter-portal.js"></script>');
    expect(page).not.toMatch(/<script>|<style|\sstyle=/);
  });
});
