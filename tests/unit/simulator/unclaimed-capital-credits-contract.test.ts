import { describe, expect, it } from 'vitest';
import {
  searchUnclaimedCapitalCredits,
  sendUnclaimedCapitalCreditClaim,
  unclaimedCapitalCreditsOperations,
} from '../../../src/api/unclaimed-capital-credits.ts';
import { createApiClient } from '../../../src/api/client.ts';
import { failureOf } from '../../../src/api/errors.ts';
import { claimRequest, emptyClaimForm } from '../../../src/domain/unclaimed-capital-credits/claim-form.ts';
import { separateFieldErrors } from '../../../src/domain/error-messages.ts';
import { createSimulator } from '../../../demo-host/simulator/simulator.ts';

// Our unclaimed capital credits calls and schemas against the simulator: public calls, no sign-in.
const origin = 'http://localhost:4173';
const none = { firstName: '', lastName: '', companyName: '' };

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

const claim = {
  ...emptyClaimForm,
  name: 'Eleanor Whitaker',
  ssn: '4821',
  phone: '(541) 555-0134',
  contactPref: 'Phone',
  address1: '22 Fern Ave',
  city: 'Eugene',
  state: 'OR',
  zip: '97402',
};

describe('the unclaimed capital credits calls against the simulator', () => {
  it('finds the two Whitakers by last name, in two cities, whatever the case', async () => {
    const { client } = visitor();
    expect(await searchUnclaimedCapitalCredits(client, { ...none, lastName: 'whitaker' })).toEqual([
      {
        memberNumber: '2417',
        name: 'Eleanor Whitaker',
        address: '1187 Mill Creek Rd',
        city: 'Riverbend',
        state: 'OR',
        zip: '97401',
      },
      {
        memberNumber: '3308',
        name: 'Thomas Whitaker',
        address: '52 Orchard Ln',
        city: 'Cedar Falls',
        state: 'OR',
        zip: '974209012',
      },
    ]);
  });

  it('finds Prairie Feed & Seed by company name, and nothing else', async () => {
    const { client } = visitor();
    expect(
      await searchUnclaimedCapitalCredits(client, { ...none, companyName: 'Prairie Feed & Seed' }),
    ).toEqual([expect.objectContaining({ memberNumber: '5120', name: 'Prairie Feed & Seed' })]);
    expect(await searchUnclaimedCapitalCredits(client, { ...none, lastName: 'Smith' })).toEqual([]);
    expect(
      await searchUnclaimedCapitalCredits(client, {
        firstName: 'Thomas',
        lastName: 'Whitaker',
        companyName: '',
      }),
    ).toHaveLength(1);
  });

  it('refuses a search without any name', async () => {
    const { client } = visitor();
    const error = await searchUnclaimedCapitalCredits(client, none).catch((caught: unknown) => caught);
    expect(failureOf(error)).toMatchObject({
      status: 400,
      body: ['Enter a first name, a last name or a company name.'],
    });
  });

  it('sends a claim to member services’ outbox without the SSN, and answers its message', async () => {
    const { client, outbox } = visitor();
    expect(await sendUnclaimedCapitalCreditClaim(client, claimRequest('2417', claim))).toEqual({
      message:
        'Thank you. Your claim was sent to member services, who will contact you by phone within 10 business days.',
    });
    const [sent] = await outbox();
    expect(sent?.to).toBe('memberservices@riverbend-electric.example');
    expect(sent?.subject).toBe('Unclaimed capital credit claim for Eleanor Whitaker');
    expect(sent?.body).toContain('Phone: (541) 555-0134');
    expect(sent?.body).not.toContain('4821');
  });

  it('names the fields of a claim it refuses, and refuses an unknown member', async () => {
    const { client } = visitor();
    const refused = await sendUnclaimedCapitalCreditClaim(
      client,
      claimRequest('2417', { ...claim, phone: '', contactPref: '', city: '' }),
    ).catch((caught: unknown) => caught);
    expect(separateFieldErrors(failureOf(refused)).fieldErrors).toEqual({
      phone: 'Phone number is required.',
      contactPref: 'Contact preference is required.',
      city: 'City is required.',
    });
    const unknown = await sendUnclaimedCapitalCreditClaim(client, claimRequest('9999', claim)).catch(
      (caught: unknown) => caught,
    );
    expect(failureOf(unknown)).toMatchObject({
      status: 400,
      body: ['We could not find that unclaimed capital credit.'],
    });
  });

  it('posts to public paths', () => {
    const { search, claims } = unclaimedCapitalCreditsOperations;
    expect(search).toMatchObject({
      method: 'POST',
      path: 'v3/capital-credits/unclaimed/search',
      caller: 'visitor',
    });
    expect(claims).toMatchObject({
      method: 'POST',
      path: 'v3/capital-credits/unclaimed/claims',
      caller: 'visitor',
    });
  });
});
