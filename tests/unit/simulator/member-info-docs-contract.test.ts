import { describe, expect, it } from 'vitest';
import { getMemberInfoDocs, memberInfoDocsOperations } from '../../../src/api/member-info-docs.ts';
import { login } from '../../../src/api/auth.ts';
import { createApiClient } from '../../../src/api/client.ts';
import { failureOf } from '../../../src/api/errors.ts';
import { resolvePath } from '../../../src/api/operation.ts';
import { createSimulator } from '../../../demo-host/simulator/simulator.ts';

// Our member information documents call and schema against the simulator.
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
  return {
    simulator,
    client,
    member: { memberNumber: session.memberNumber, accessToken: session.accessToken ?? '' },
  };
}

describe('the member information documents call against the simulator', () => {
  it('lists the three documents of demo-data.md, each at an address the demo host serves as a PDF', async () => {
    const { simulator, client, member } = await jordan();
    const documents = await getMemberInfoDocs(client, member);
    expect(documents).toEqual([
      { friendlyDescription: '2026 Annual Report', url: `${origin}/member-documents/2026-annual-report.pdf` },
      { friendlyDescription: 'Bylaws', url: `${origin}/member-documents/bylaws.pdf` },
      { friendlyDescription: 'Rate Schedule', url: `${origin}/member-documents/rate-schedule.pdf` },
    ]);
    const file = await simulator.fetch(new Request(documents[1]!.url));
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe('application/pdf');
    expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it('answers 401 for another member’s number', async () => {
    const { client, member } = await jordan();
    const error = await getMemberInfoDocs(client, { ...member, memberNumber: '1002' }).catch(
      (caught: unknown) => caught,
    );
    expect(failureOf(error)).toMatchObject({ kind: 'http', status: 401 });
  });

  it('keeps the path under the member, escaping it', () => {
    const { path } = memberInfoDocsOperations.documents;
    expect(resolvePath(path, { memberNumber: '1001' })).toBe('v3/members/1001/member-info-docs');
    expect(resolvePath(path, { memberNumber: '10/01' })).toBe('v3/members/10%2F01/member-info-docs');
  });
});
