import { describe, expect, it } from 'vitest';
import {
  deleteScheduledPayment,
  getScheduledPayments,
  getScheduledPaymentsSettings,
  scheduledPaymentsOperations,
} from '../../../src/api/scheduled-payments.ts';
import { login } from '../../../src/api/auth.ts';
import { createApiClient } from '../../../src/api/client.ts';
import { failureOf } from '../../../src/api/errors.ts';
import { resolvePath } from '../../../src/api/operation.ts';
import { addScheduledPayment } from '../../../demo-host/simulator/scheduled-payments/scheduled-payments-service.ts';
import { createSeedState } from '../../../demo-host/simulator/seed.ts';
import { createSimulator } from '../../../demo-host/simulator/simulator.ts';

// Our Scheduled Payments calls and schema against the simulator: the paths we send are the ones the back
// office serves, and what it answers passes our schema.
const origin = 'http://localhost:4173';

function clientOf(simulator: ReturnType<typeof createSimulator>) {
  return createApiClient({
    apiBase: `${origin}/api`,
    applicationId: 'RIVERBEND-WEB',
    fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
      simulator.fetch(new Request(input, init))) as typeof fetch,
  });
}

async function signedIn(state?: ReturnType<typeof createSeedState>) {
  const simulator = createSimulator(state ? { state } : {});
  const client = clientOf(simulator);
  const session = await login(client, { userName: 'jordan.rivera', password: 'Sunrise#2026' });
  return {
    client,
    member: { memberNumber: session.memberNumber, accessToken: session.accessToken ?? '' },
  };
}

function isoDaysAhead(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

describe('the Scheduled Payments calls against the simulator', () => {
  it('lists Jordan Rivera’s scheduled payments: $40.00 on 300100200 ten days ahead, and $54.10 on 300100201', async () => {
    const { client, member } = await signedIn();

    const list = await getScheduledPayments(client, member);

    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      transNo: '4100101',
      amount: 40,
      paymentDate: isoDaysAhead(10),
      accountDetails: [{ accountNumber: '300100200', accountType: 'Electric', amount: 40 }],
    });
    expect(list[1]).toMatchObject({ transNo: '4100102', amount: 54.1, paymentDate: isoDaysAhead(24) });
    expect(list[0]).not.toHaveProperty('memberNumber');
  });

  it('deletes one under an idempotency key: a repeat of the key is answered again, not carried out twice', async () => {
    const { client, member } = await signedIn();

    expect(await deleteScheduledPayment(client, member, '4100101', { idempotencyKey: 'delete-1' })).toEqual({
      transNo: '4100101',
    });
    expect(await deleteScheduledPayment(client, member, '4100101', { idempotencyKey: 'delete-1' })).toEqual({
      transNo: '4100101',
    });
    expect((await getScheduledPayments(client, member)).map((payment) => payment.transNo)).toEqual([
      '4100102',
    ]);

    const again = await deleteScheduledPayment(client, member, '4100101').catch((caught: unknown) => caught);
    expect(failureOf(again)).toMatchObject({ kind: 'http', status: 404 });
  });

  it('answers 401 for another member’s list, and 404 for a payment that is not the member’s', async () => {
    const { client, member } = await signedIn();

    const other = await getScheduledPayments(client, { ...member, memberNumber: '1002' }).catch(
      (caught: unknown) => caught,
    );
    expect(failureOf(other)).toMatchObject({ kind: 'http', status: 401 });
    const unknown = await deleteScheduledPayment(client, member, '9999999').catch(
      (caught: unknown) => caught,
    );
    expect(failureOf(unknown)).toMatchObject({ kind: 'http', status: 404, body: { message: 'Not found' } });
  });

  it('lists a payment the pay screen schedules', async () => {
    const state = createSeedState(new Date());
    addScheduledPayment(state, 'RIVERBEND-WEB', {
      transNo: '5000001',
      memberNumber: '1001',
      createdDate: isoDaysAhead(0),
      paymentType: 'One-Time',
      amount: 12.5,
      paymentMethod: 'Visa ending in 4242',
      paymentDate: isoDaysAhead(3),
      accountDetails: [{ accountNumber: '300100202', accountType: 'Electric', amount: 12.5 }],
    });
    const { client, member } = await signedIn(state);

    expect((await getScheduledPayments(client, member)).map((payment) => payment.transNo)).toEqual([
      '4100101',
      '4100102',
      '5000001',
    ]);
    expect(() =>
      addScheduledPayment(state, 'NOWHERE', state.scheduledPayments.sites['RIVERBEND-WEB']!.payments[0]!),
    ).toThrow();
  });

  it('reads the site’s overview texts without a token', async () => {
    const { client } = await signedIn();

    const settings = await getScheduledPaymentsSettings(client);

    expect(settings.overview).toContain('Payments you have scheduled for a future date are listed below.');
    expect(settings.accountListOverview).toBe(
      '<p>Choose the accounts to include in a scheduled payment.</p>',
    );
  });

  it('keeps the paths under the member, escaping what it puts in them', () => {
    expect(resolvePath(scheduledPaymentsOperations.list.path, { memberNumber: '1001' })).toBe(
      'v3/members/1001/scheduled-payments',
    );
    expect(
      resolvePath(scheduledPaymentsOperations.delete.path, { memberNumber: '10/01', transNo: '41 01' }),
    ).toBe('v3/members/10%2F01/scheduled-payments/41%2001');
    expect(scheduledPaymentsOperations.settings.path).toBe('v3/scheduled-payments/settings');
  });
});
