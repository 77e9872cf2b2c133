import { describe, expect, it } from 'vitest';
import {
  accountProfileOperations,
  getAccountProfile,
  getAccountProfileSettings,
  updateAccountProfile,
} from '../../../src/api/account-profile.ts';
import { ApiError } from '../../../src/api/api-error.ts';
import { login } from '../../../src/api/auth.ts';
import { createApiClient } from '../../../src/api/client.ts';
import { failureOf } from '../../../src/api/errors.ts';
import { resolvePath } from '../../../src/api/operation.ts';
import { separateFieldErrors } from '../../../src/domain/error-messages.ts';
import { createSimulator } from '../../../demo-host/simulator/simulator.ts';

// Our Account Profile calls and schemas against the simulator: the paths we send are the ones the back
// office serves, and what it answers passes our schemas.
const origin = 'http://localhost:4173';

async function signedIn(
  userName = 'jordan.rivera',
  password = 'Sunrise#2026',
  applicationId = 'RIVERBEND-WEB',
) {
  const simulator = createSimulator();
  const client = createApiClient({
    apiBase: `${origin}/api`,
    applicationId,
    fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
      simulator.fetch(new Request(input, init))) as typeof fetch,
  });
  const session = await login(client, { userName, password });
  return { client, member: { memberNumber: session.memberNumber, accessToken: session.accessToken ?? '' } };
}

const jordanPhoneTypes = [
  { eCommunicationId: '1', description: 'Home' },
  { eCommunicationId: '2', description: 'Cell' },
  { eCommunicationId: '3', description: 'Work' },
];

describe('the Account Profile calls against the simulator', () => {
  it('reads the profile of 300100200 from the member’s name, service address and phones', async () => {
    const { client, member } = await signedIn();

    expect(await getAccountProfile(client, { ...member, accountNumber: '300100200' })).toEqual({
      memberNumber: '1001',
      accountNumber: '300100200',
      firstName: 'Jordan',
      middleName: '',
      lastName: 'Rivera',
      streetNumber: '1450',
      streetName: 'Willow Creek',
      streetType: 'Rd',
      unit: '',
      city: 'Riverbend',
      state: 'OR',
      zip: '97401',
      updateIndicator: null,
      isVerified: 'Y',
      count: 6,
      phoneTypes: jordanPhoneTypes,
      contactPhones: [
        {
          eCommunicationDetailId: '300100200-1',
          eCommunicationId: '2',
          eCommunicationDescription: 'Cell',
          phoneNumber: '(555) 010-4821',
          extension: '',
          isDelete: false,
        },
      ],
    });
  });

  it('reads a unit from the address: 300100203 is at 75 Heron Point Dr, Unit B', async () => {
    const { client, member } = await signedIn();

    expect(await getAccountProfile(client, { ...member, accountNumber: '300100203' })).toMatchObject({
      streetNumber: '75',
      streetName: 'Heron Point',
      streetType: 'Dr',
      unit: 'Unit B',
      city: 'Riverbend',
      state: 'OR',
      zip: '97401',
    });
  });

  it('answers the site’s settings: Riverbend edits at once and shows the spouse; Prairie reviews', async () => {
    const riverbend = await signedIn();
    expect(await getAccountProfileSettings(riverbend.client)).toEqual({
      ALLOW_NAME_UPDATE: 'Y',
      ALLOW_ADDRESS_UPDATE: 'Y',
      ALLOW_PHONE_UPDATE: 'Y',
      ALLOW_PROFILE_DB_UPDATE: 'Y',
      DISPLAY_SPOUSE_CONTACT: 'Y',
      ACCOUNTINFOUPDATESUCCESS: 'Your account information has been updated successfully.',
      PROFILE_REVIEW_PENDING_MESSAGE:
        'Thank you. Your changes will appear on your account once Member Services has reviewed them.',
    });
    const prairie = await signedIn('casey.nguyen', 'Prairie#2026', 'PRAIRIE-WEB');
    expect(await getAccountProfileSettings(prairie.client)).toMatchObject({
      ALLOW_NAME_UPDATE: 'N',
      ALLOW_PROFILE_DB_UPDATE: 'N',
      DISPLAY_SPOUSE_CONTACT: 'N',
    });
  });

  it('changes a phone on this account only, answers the profile as changed, and reads it back', async () => {
    const { client, member } = await signedIn();
    const account = { ...member, accountNumber: '300100200' };

    const changed = await updateAccountProfile(client, account, {
      updateIndicator: 'ONE',
      contactPhones: [
        {
          eCommunicationDetailId: '300100200-1',
          eCommunicationId: '2',
          phoneNumber: '(987) 456-1230',
          extension: '',
          isDelete: false,
        },
        {
          eCommunicationDetailId: null,
          eCommunicationId: '3',
          phoneNumber: '(555) 222-3344',
          extension: '12',
          isDelete: false,
        },
      ],
    });

    expect(changed.updateIndicator).toBe('ONE');
    expect(changed.isVerified).toBe('Y');
    expect(
      changed.contactPhones.map((phone) => [
        phone.eCommunicationDetailId,
        phone.phoneNumber,
        phone.extension,
      ]),
    ).toEqual([
      ['300100200-1', '(987) 456-1230', ''],
      ['300100200-2', '(555) 222-3344', '12'],
    ]);
    expect(await getAccountProfile(client, account)).toEqual(changed);
    // Another account of Jordan's is as it was.
    const other = await getAccountProfile(client, { ...member, accountNumber: '300100201' });
    expect(other.contactPhones.map((phone) => phone.phoneNumber)).toEqual(['(555) 010-4821']);
  });

  it('deletes a phone sent with isDelete, and refuses to leave none', async () => {
    const { client, member } = await signedIn();
    const account = { ...member, accountNumber: '300100200' };
    await updateAccountProfile(client, account, {
      updateIndicator: 'ONE',
      contactPhones: [
        {
          eCommunicationDetailId: null,
          eCommunicationId: '1',
          phoneNumber: '(555) 777-0000',
          extension: '',
          isDelete: false,
        },
      ],
    });

    const afterDelete = await updateAccountProfile(client, account, {
      updateIndicator: 'ONE',
      contactPhones: [
        {
          eCommunicationDetailId: '300100200-1',
          eCommunicationId: '2',
          phoneNumber: '(555) 010-4821',
          extension: '',
          isDelete: true,
        },
      ],
    });
    expect(afterDelete.contactPhones.map((phone) => phone.phoneNumber)).toEqual(['(555) 777-0000']);

    const error = await updateAccountProfile(client, account, {
      updateIndicator: 'ONE',
      contactPhones: [
        {
          eCommunicationDetailId: '300100200-2',
          eCommunicationId: '1',
          phoneNumber: '(555) 777-0000',
          extension: '',
          isDelete: true,
        },
      ],
    }).catch((caught: unknown) => caught);
    expect(failureOf(error)).toMatchObject({
      status: 400,
      body: ['Keep at least one phone number on the profile.'],
    });
  });

  it('makes an address change on every account of the member with ALL, the zip stored without its hyphen', async () => {
    const { client, member } = await signedIn();

    await updateAccountProfile(
      client,
      { ...member, accountNumber: '300100201' },
      {
        updateIndicator: 'ALL',
        streetNumber: '12',
        streetName: 'Ferry',
        streetType: 'St',
        unit: '',
        city: 'Eugene',
        state: 'OR',
        zip: '974011234',
      },
    );

    for (const accountNumber of ['300100200', '300100201', '300100205']) {
      expect(await getAccountProfile(client, { ...member, accountNumber })).toMatchObject({
        streetNumber: '12',
        streetName: 'Ferry',
        city: 'Eugene',
        zip: '974011234',
        updateIndicator: 'ALL',
        // The name is not part of the change: each account keeps its own.
        firstName: 'Jordan',
      });
    }
  });

  it('keeps a change for review where ALLOW_PROFILE_DB_UPDATE is N: the profile answers isVerified N', async () => {
    const { client, member } = await signedIn('casey.nguyen', 'Prairie#2026', 'PRAIRIE-WEB');

    const changed = await updateAccountProfile(
      client,
      { ...member, accountNumber: '400100100' },
      {
        updateIndicator: 'ONE',
        streetNumber: '2716',
        streetName: 'County Road 9',
        streetType: '',
        unit: 'Barn',
        city: 'Windfield',
        state: 'KS',
        zip: '67156',
      },
    );

    expect(changed).toMatchObject({ unit: 'Barn', isVerified: 'N' });
  });

  it('refuses a name change where ALLOW_NAME_UPDATE is N', async () => {
    const { client, member } = await signedIn('casey.nguyen', 'Prairie#2026', 'PRAIRIE-WEB');

    const error = await updateAccountProfile(
      client,
      { ...member, accountNumber: '400100100' },
      { updateIndicator: 'ONE', firstName: 'Casey', middleName: '', lastName: 'Ngo' },
    ).catch((caught: unknown) => caught);

    expect(failureOf(error)).toMatchObject({
      status: 400,
      body: ['Your name cannot be changed online. Please contact the cooperative.'],
    });
  });

  it('names the fields it refuses, a phone by its place in the list sent', async () => {
    const { client, member } = await signedIn();
    const account = { ...member, accountNumber: '300100200' };

    const nameError = await updateAccountProfile(client, account, {
      updateIndicator: 'ONE',
      firstName: '  ',
      middleName: '',
      lastName: 'Rivera',
    }).catch((caught: unknown) => caught);
    expect(nameError).toBeInstanceOf(ApiError);
    expect(separateFieldErrors(failureOf(nameError))).toEqual({
      fieldErrors: { firstName: 'First name is required.' },
      formFailure: null,
    });

    const addressError = await updateAccountProfile(client, account, {
      updateIndicator: 'ONE',
      streetNumber: '12a',
      streetName: 'Ferry',
      streetType: '',
      unit: '',
      city: 'Eu~gene',
      state: 'Oregon',
      zip: '00000',
    }).catch((caught: unknown) => caught);
    expect(separateFieldErrors(failureOf(addressError)).fieldErrors).toEqual({
      streetNumber: 'Street number is required and must be digits.',
      city: 'City cannot contain " \' ^ ` | or ~.',
      state: 'State must be a two-letter postal code.',
      zip: 'Zip code must be 5 or 9 digits, and neither part all zeros.',
    });

    const phoneError = await updateAccountProfile(client, account, {
      updateIndicator: 'ONE',
      contactPhones: [
        {
          eCommunicationDetailId: '300100200-1',
          eCommunicationId: '2',
          phoneNumber: '(555) 010-4821',
          extension: '',
          isDelete: false,
        },
        {
          eCommunicationDetailId: null,
          eCommunicationId: '9',
          phoneNumber: '(055) 010-0000',
          extension: '',
          isDelete: false,
        },
      ],
    }).catch((caught: unknown) => caught);
    expect(separateFieldErrors(failureOf(phoneError)).fieldErrors).toEqual({
      'contactPhones.1.eCommunicationId': 'Choose one of the phone types.',
      'contactPhones.1.phoneNumber': 'Write the phone number as (987) 456-1230.',
    });
  });

  it('answers 404 for an account that is not the member’s, and 401 without the member’s token', async () => {
    const { client, member } = await signedIn();

    const foreign = await getAccountProfile(client, { ...member, accountNumber: '300200300' }).catch(
      (caught: unknown) => caught,
    );
    expect(failureOf(foreign)).toMatchObject({ kind: 'http', status: 404, body: { message: 'Not found' } });

    const anonymous = await getAccountProfile(client, {
      memberNumber: '1001',
      accessToken: 'not-a-token',
      accountNumber: '300100200',
    }).catch((caught: unknown) => caught);
    expect(failureOf(anonymous)).toMatchObject({ kind: 'http', status: 401 });
  });

  it('keeps the paths under the member and the account, escaping what it puts in them', () => {
    const { profile, update, settings } = accountProfileOperations;
    expect(resolvePath(profile.path, { memberNumber: '1001', accountNumber: '300100200' })).toBe(
      'v3/members/1001/accounts/300100200/profile',
    );
    expect(resolvePath(profile.path, { memberNumber: '10/01', accountNumber: '3001 00200' })).toBe(
      'v3/members/10%2F01/accounts/3001%2000200/profile',
    );
    expect(update.path).toBe(profile.path);
    expect(settings.path).toBe('v3/account-profile/settings');
  });
});
