import { describe, expect, it } from 'vitest';
import { getAccountHistory, getBillFile } from '../../../src/api/payment-history.ts';
import { login } from '../../../src/api/auth.ts';
import { createApiClient } from '../../../src/api/client.ts';
import { failureOf } from '../../../src/api/errors.ts';
import { createSimulator } from '../../../demo-host/simulator/simulator.ts';

// The Account History's calls against the simulator: the payments and the bills of an account, and a
// bill's statement, pass our schemas.
const origin = 'http://localhost:4173';

async function jordan() {
  const simulator = createSimulator();
  const client = createApiClient({
    apiBase: `${origin}/api`,
    applicationId: 'RIVERBEND-WEB',
    fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
      simulator.fetch(new Request(input, init))) as typeof fetch,
  });
  const session = await login(client, { userName: 'jordan.rivera', password: 'Sunrise#2026' });
  return { client, member: { memberNumber: session.memberNumber, accessToken: session.accessToken ?? '' } };
}

describe('the Account History calls against the simulator', () => {
  it('loads 300100200’s payments and its 12 bills together, and opens a bill’s statement', async () => {
    const { client, member } = await jordan();

    const { payments, bills } = await getAccountHistory(client, { ...member, accountNumber: '300100200' });

    expect(bills).toHaveLength(12);
    expect(payments.length).toBeGreaterThan(0);
    const bill = bills.find((item) => item.billViewUrl);
    expect(bill).toBeDefined();
    const file = await getBillFile(client, member, {
      url: bill?.billViewUrl ?? '',
      statementStartDate: bill?.statementStartDate ?? '',
    });
    expect(file.fileName).toMatch(/\.pdf$/i);
    expect(new TextDecoder().decode(file.bytes.slice(0, 5))).toBe('%PDF-');
  });

  it('fails as a whole with a 404 for an account that is not the member’s', async () => {
    const { client, member } = await jordan();

    const error = await getAccountHistory(client, { ...member, accountNumber: '300200300' }).catch(
      (caught: unknown) => caught,
    );

    expect(failureOf(error)).toMatchObject({ kind: 'http', status: 404 });
  });
});
