import { describe, expect, it } from 'vitest';
import { getAccountTypes } from '../../../src/api/accounts.ts';
import { applyForServiceOperations, submitServiceApplication } from '../../../src/api/apply-for-service.ts';
import { createApiClient } from '../../../src/api/client.ts';
import { failureOf } from '../../../src/api/errors.ts';
import {
  applicationRequest,
  type ApplicationForm,
  emptyApplication,
} from '../../../src/domain/apply-for-service/application.ts';
import { separateFieldErrors } from '../../../src/domain/error-messages.ts';
import { createSimulator } from '../../../demo-host/simulator/simulator.ts';

// Our service application call and schema against the simulator: a public call, no sign-in.
const origin = 'http://localhost:4173';

function isoDaysAhead(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

function visitor() {
  const simulator = createSimulator();
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    simulator.fetch(new Request(input, init))) as typeof globalThis.fetch;
  const client = createApiClient({ apiBase: `${origin}/api`, applicationId: 'RIVERBEND-WEB', fetch });
  const outbox = async () =>
    (await (await fetch(`${origin}/api/__simulator/outbox`)).json()) as {
      to: string;
      subject: string;
      body: string;
    }[];
  return { client, outbox };
}

const form: ApplicationForm = {
  ...emptyApplication,
  requestType: 'start',
  accountType: 'Electric',
  firstName: 'Casey',
  lastName: 'Morgan',
  address1: '418 Alder St',
  city: 'Riverbend',
  state: 'OR',
  zip: '97401',
  requestedDate: isoDaysAhead(7),
  phone: '(541) 555-0188',
  email: 'casey.morgan@example.com',
  identityMethod: 'ssn',
  ssnLast4: '6789',
};

describe('the service application call against the simulator', () => {
  it('offers the site’s account types as the types of service', async () => {
    const { client } = visitor();
    expect(await getAccountTypes(client)).toEqual([
      { accountType: 'Electric', description: 'Electric service' },
      { accountType: 'Water', description: 'Water service' },
    ]);
  });

  it('answers a confirmation number and emails it to the applicant, never the SSN', async () => {
    const { client, outbox } = visitor();
    const result = await submitServiceApplication(client, applicationRequest(form));
    expect(result.confirmationNumber).toMatch(/^SA\d{10}$/);
    expect(result.message).toBe(
      `Your request was received. Your confirmation number is ${result.confirmationNumber}.`,
    );
    const [sent] = await outbox();
    expect(sent?.to).toBe('casey.morgan@example.com');
    expect(sent?.subject).toBe(`Your service request ${result.confirmationNumber}`);
    expect(sent?.body).toContain('Request: Start service (Electric)');
    expect(sent?.body).toContain('Service address: 418 Alder St, Riverbend, OR 97401');
    expect(sent?.body).not.toContain('6789');
  });

  it('takes a move with a deposit notice instead of the SSN', async () => {
    const { client, outbox } = visitor();
    const result = await submitServiceApplication(
      client,
      applicationRequest({
        ...form,
        requestType: 'move',
        previousAddress: '12 Elm St, Riverbend',
        identityMethod: 'deposit',
        depositAcknowledged: true,
      }),
    );
    const [sent] = await outbox();
    expect(sent?.subject).toBe(`Your service request ${result.confirmationNumber}`);
    expect(sent?.body).toContain('Current service address: 12 Elm St, Riverbend');
    expect(sent?.body).toContain('A deposit may be required');
  });

  it('names the fields it refuses: a date in the past, an unknown type, no identity check', async () => {
    const { client, outbox } = visitor();
    const error = await submitServiceApplication(client, {
      ...applicationRequest(form),
      accountType: 'Gas',
      requestedDate: isoDaysAhead(-2),
      identity: { method: 'ssn', ssnLast4: '12' },
    }).catch((caught: unknown) => caught);
    expect(separateFieldErrors(failureOf(error)).fieldErrors).toEqual({
      accountType: 'Type of service is required.',
      requestedDate: 'The requested date must be from tomorrow and within 90 days.',
      identityMethod: 'Give the last 4 digits of your SSN or accept the deposit notice.',
    });
    expect(await outbox()).toEqual([]);
  });

  it('posts to one public path', () => {
    expect(applyForServiceOperations.applications).toMatchObject({
      method: 'POST',
      path: 'v3/service-applications',
      caller: 'visitor',
    });
  });
});
