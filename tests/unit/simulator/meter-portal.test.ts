import { describe, expect, it } from 'vitest';
import { createSimulator } from '../../../demo-host/simulator/simulator.ts';
import { call, signIn, today } from './portal-support.ts';

describe('GET /api/v2/aclara/member/{memberNumber}', () => {
  it("answers casey.nguyen's meter-portal settings for the primary account", async () => {
    const app = createSimulator({ now: () => today });
    const token = await signIn(app, 'casey.nguyen', 'Prairie#2026', 'PRAIRIE-WEB');

    const response = await call(app, 'GET', '/api/v2/aclara/member/2001', {
      token,
      applicationId: 'PRAIRIE-WEB',
    });

    expect(response.status).toBe(200);
    expect(await response.json()).toStrictEqual({
      aclaraUrl: '/meter-portal.html',
      clientId: 'PWPC-METER',
      memberNumber: '2001',
      accountNumber: '400100100',
      premiseId: 'PR-5510-0091',
      webToken: expect.stringMatching(/^[0-9a-f]{32}$/) as unknown,
    });
  });

  it('answers 400 with code 3101 while the meter data of morgan.lee is migrated', async () => {
    const app = createSimulator({ now: () => today });
    const token = await signIn(app, 'morgan.lee', 'Prairie#2026', 'PRAIRIE-WEB');

    const response = await call(app, 'GET', '/api/v2/aclara/member/2002', {
      token,
      applicationId: 'PRAIRIE-WEB',
    });

    expect(response.status).toBe(400);
    expect(await response.json()).toStrictEqual([
      { code: '3101', message: 'Your meter data is being migrated. Please try again tomorrow.' },
    ]);
  });

  it('answers 400 with code 3100 on a site without a meter portal', async () => {
    const app = createSimulator({ now: () => today });
    const token = await signIn(app, 'jordan.rivera', 'Sunrise#2026');

    const response = await call(app, 'GET', '/api/v2/aclara/member/1001', { token });

    expect(response.status).toBe(400);
    expect(await response.json()).toStrictEqual([
      { code: '3100', message: 'The meter data portal is not available for this cooperative.' },
    ]);
  });

  it("answers 401 for another member's token and without one", async () => {
    const app = createSimulator({ now: () => today });
    const token = await signIn(app, 'casey.nguyen', 'Prairie#2026', 'PRAIRIE-WEB');

    const otherMember = await call(app, 'GET', '/api/v2/aclara/member/2002', {
      token,
      applicationId: 'PRAIRIE-WEB',
    });
    const noToken = await call(app, 'GET', '/api/v2/aclara/member/2001', { applicationId: 'PRAIRIE-WEB' });

    expect(otherMember.status).toBe(401);
    expect(await otherMember.json()).toStrictEqual({ message: 'Unauthorized' });
    expect(noToken.status).toBe(401);
  });
});
