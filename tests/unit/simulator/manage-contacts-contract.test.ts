import { describe, expect, it } from 'vitest';
import {
  addContact,
  getContacts,
  manageContactsOperations,
  removeContact,
  resendContactCode,
  verifyContact,
} from '../../../src/api/manage-contacts.ts';
import { getAccountAlerts, updateAccountAlerts } from '../../../src/api/manage-notifications.ts';
import { login } from '../../../src/api/auth.ts';
import { createApiClient } from '../../../src/api/client.ts';
import { failureOf } from '../../../src/api/errors.ts';
import { resolvePath } from '../../../src/api/operation.ts';
import { separateFieldErrors } from '../../../src/domain/error-messages.ts';
import { createSimulator } from '../../../demo-host/simulator/simulator.ts';

// Our contacts calls and schema against the simulator: the paths we send are the ones the back office
// serves, what it answers passes our schema, and codes go to the demo outbox.
const origin = 'http://localhost:4173';

interface OutboxEntry {
  to: string;
  channel: string;
  subject: string;
  body: string;
  code: string | null;
}

async function signedIn() {
  const simulator = createSimulator();
  const client = createApiClient({
    apiBase: `${origin}/api`,
    applicationId: 'RIVERBEND-WEB',
    fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
      simulator.fetch(new Request(input, init))) as typeof fetch,
  });
  const session = await login(client, { userName: 'jordan.rivera', password: 'Sunrise#2026' });
  const outbox = async () =>
    (await (await simulator.fetch(new Request(`${origin}/api/__simulator/outbox`))).json()) as OutboxEntry[];
  return {
    client,
    outbox,
    member: { memberNumber: session.memberNumber, accessToken: session.accessToken ?? '' },
  };
}

describe('the contacts calls against the simulator', () => {
  it('lists Jordan’s seeded contacts: the sign-in email and a confirmed mobile number', async () => {
    const { client, member } = await signedIn();
    expect(await getContacts(client, member)).toEqual({
      contacts: [
        {
          contactId: 'c1',
          kind: 'email',
          value: 'jordan.rivera@example.com',
          verified: true,
          isSignInEmail: true,
        },
        { contactId: 'c2', kind: 'mobile', value: '(555) 010-4821', verified: true, isSignInEmail: false },
      ],
    });
  });

  it('adds a mobile number unconfirmed, texts its 6-digit code to the outbox, and confirms it with the code', async () => {
    const { client, member, outbox } = await signedIn();
    const added = await addContact(client, member, { kind: 'mobile', value: '(555) 010-7788' });
    expect(added).toEqual({
      contactId: 'c3',
      kind: 'mobile',
      value: '(555) 010-7788',
      verified: false,
      isSignInEmail: false,
    });
    const [sent] = await outbox();
    expect(sent).toMatchObject({
      to: '(555) 010-7788',
      channel: 'sms',
      subject: 'Confirm your contact for alerts',
    });
    expect(sent?.code).toMatch(/^\d{6}$/);
    expect(sent?.body).toContain(`is ${sent?.code}.`);

    const wrong = sent?.code === '000000' ? '111111' : '000000';
    const refused = await verifyContact(client, member, 'c3', wrong).catch((caught: unknown) => caught);
    expect(separateFieldErrors(failureOf(refused)).fieldErrors).toEqual({
      code: 'The code is not correct, or it has expired. Check the newest code sent, or send a new one.',
    });
    expect(await verifyContact(client, member, 'c3', sent?.code ?? '')).toMatchObject({ verified: true });
    expect((await getContacts(client, member)).contacts.map((contact) => contact.contactId)).toEqual([
      'c1',
      'c2',
      'c3',
    ]);
  });

  it('sends a new code that replaces the earlier one', async () => {
    const { client, member, outbox } = await signedIn();
    await addContact(client, member, { kind: 'email', value: 'J.Rivera@Work.example.com ' });
    const first = (await outbox())[0]?.code ?? '';
    expect((await outbox())[0]?.to).toBe('j.rivera@work.example.com');
    await resendContactCode(client, member, 'c3');
    const second = (await outbox())[0]?.code ?? '';
    if (first !== second) {
      await expect(verifyContact(client, member, 'c3', first)).rejects.toBeDefined();
    }
    expect(await verifyContact(client, member, 'c3', second)).toMatchObject({
      verified: true,
      kind: 'email',
    });
  });

  it('refuses an invalid number, a duplicate and a sixth email on the field', async () => {
    const { client, member } = await signedIn();
    const fieldOf = async (value: string, kind: 'email' | 'mobile') =>
      separateFieldErrors(
        failureOf(await addContact(client, member, { kind, value }).catch((caught: unknown) => caught)),
      ).fieldErrors;
    expect(await fieldOf('555-0107', 'mobile')).toEqual({
      value: 'Invalid phone format.(Ex: (987) 456-1230)',
    });
    expect(await fieldOf('(555) 010-4821', 'mobile')).toEqual({
      value: 'This contact is already on your list.',
    });
    for (const name of ['a', 'b', 'c', 'd']) {
      await addContact(client, member, { kind: 'email', value: `${name}@example.com` });
    }
    expect(await fieldOf('e@example.com', 'email')).toEqual({
      value: 'You can have up to 5 email addresses.',
    });
  });

  it('removes a contact, and its alerts with it, but never the sign-in email', async () => {
    const { client, member } = await signedIn();
    const account = { ...member, accountNumber: '300100200' };
    const alerts = await getAccountAlerts(client, account);
    await updateAccountAlerts(
      client,
      account,
      alerts.preferences.map((preference) =>
        preference.alertType === 'OUTAGE' ? { ...preference, contactIds: ['c2'] } : preference,
      ),
    );
    expect(await removeContact(client, member, 'c2')).toEqual({
      contacts: [
        {
          contactId: 'c1',
          kind: 'email',
          value: 'jordan.rivera@example.com',
          verified: true,
          isSignInEmail: true,
        },
      ],
    });
    const outage = (await getAccountAlerts(client, account)).preferences.find(
      (p) => p.alertType === 'OUTAGE',
    );
    expect(outage?.contactIds).toEqual([]);

    const refused = await removeContact(client, member, 'c1').catch((caught: unknown) => caught);
    expect(failureOf(refused)).toMatchObject({
      kind: 'http',
      status: 400,
      body: ['Your sign-in email cannot be removed. You can change it in My Profile.'],
    });
    expect(
      failureOf(await removeContact(client, member, 'c9').catch((caught: unknown) => caught)),
    ).toMatchObject({
      status: 404,
    });
  });

  it('keeps the paths under the member, escaping what it puts in them', () => {
    const { contacts, add, verify, resendCode, remove } = manageContactsOperations;
    expect(resolvePath(contacts.path, { memberNumber: '1001' })).toBe('v3/members/1001/contacts');
    expect(add.path).toBe(contacts.path);
    expect(resolvePath(verify.path, { memberNumber: '10/01', contactId: 'c 3' })).toBe(
      'v3/members/10%2F01/contacts/c%203/verification',
    );
    expect(resolvePath(resendCode.path, { memberNumber: '1001', contactId: 'c3' })).toBe(
      'v3/members/1001/contacts/c3/code',
    );
    expect(resolvePath(remove.path, { memberNumber: '1001', contactId: 'c3' })).toBe(
      'v3/members/1001/contacts/c3',
    );
  });
});
