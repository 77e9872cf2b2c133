import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  delinquentHistoryOperations,
  getDelinquentFile,
  getDelinquents,
} from '../../../src/api/delinquent-history.ts';
import { login } from '../../../src/api/auth.ts';
import { createApiClient } from '../../../src/api/client.ts';
import { failureOf } from '../../../src/api/errors.ts';
import { resolvePath } from '../../../src/api/operation.ts';
import { createSimulator } from '../../../demo-host/simulator/simulator.ts';

// Our Delinquent calls and schemas against the simulator: the paths we send are the ones the back office
// serves, what it answers passes our schemas, and the notices are real PDFs.
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

describe('the Delinquent calls against the simulator', () => {
  it('reads 300100202’s 3 notices, and none of 300100200', async () => {
    const { client, member } = await jordan();
    const notices = await getDelinquents(client, { ...member, accountNumber: '300100202' });
    expect(notices).toHaveLength(3);
    expect(notices.map((notice) => [notice.pastDue, notice.lateFee])).toEqual([
      [212.4, 10.62],
      [148.75, 7.44],
      [96.3, 4.82],
    ]);
    for (const notice of notices) {
      expect(notice.billDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(notice.cutoffDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(notice.delinquentViewUrl).not.toBe('');
    }
    expect(await getDelinquents(client, { ...member, accountNumber: '300100200' })).toEqual([]);
  });

  it('serves each notice of 300100202 as a real one-page PDF', async () => {
    const { client, member } = await jordan();
    const [latest] = await getDelinquents(client, { ...member, accountNumber: '300100202' });
    const file = await getDelinquentFile(client, member, {
      url: latest!.delinquentViewUrl ?? '',
      processedDate: latest!.delinquentProcessedDate ?? '',
    });
    expect(file.fileName).toBe(`Delinquent-Notice-300100202-${latest!.billDate}.pdf`);
    const pdf = await PDFDocument.load(file.bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(`Delinquent notice 300100202 ${latest!.billDate}`);
  });

  it('answers 404 “Delinquent File not found.” for a lost file or a wrong processed date', async () => {
    const { client, member } = await jordan();
    const [lost] = await getDelinquents(client, { ...member, accountNumber: '300100205' });
    const error = await getDelinquentFile(client, member, {
      url: lost!.delinquentViewUrl ?? '',
      processedDate: lost!.delinquentProcessedDate ?? '',
    }).catch((caught: unknown) => caught);
    expect(failureOf(error)).toMatchObject({
      kind: 'http',
      status: 404,
      body: { message: 'Delinquent File not found.' },
    });
    const [latest] = await getDelinquents(client, { ...member, accountNumber: '300100202' });
    const wrongDate = await getDelinquentFile(client, member, {
      url: latest!.delinquentViewUrl ?? '',
      processedDate: '1999-01-01',
    }).catch((caught: unknown) => caught);
    expect(failureOf(wrongDate)).toMatchObject({ kind: 'http', status: 404 });
  });

  it('answers 404 for an account that is not the member’s', async () => {
    const { client, member } = await jordan();
    const error = await getDelinquents(client, { ...member, accountNumber: '300200300' }).catch(
      (caught: unknown) => caught,
    );
    expect(failureOf(error)).toMatchObject({ kind: 'http', status: 404, body: { message: 'Not found' } });
  });

  it('keeps the paths under the member, escaping what it puts in them', () => {
    const { delinquents, delinquentPdf } = delinquentHistoryOperations;
    expect(resolvePath(delinquents.path, { memberNumber: '1001', accountNumber: '300100202' })).toBe(
      'v3/members/1001/accounts/300100202/delinquents',
    );
    expect(resolvePath(delinquents.path, { memberNumber: '10/01', accountNumber: '3001 00202' })).toBe(
      'v3/members/10%2F01/accounts/3001%2000202/delinquents',
    );
    expect(resolvePath(delinquentPdf.path, { memberNumber: '1001' })).toBe(
      'v3/members/1001/delinquents/view',
    );
  });
});
