import { Hono } from 'hono';
import { requireCaller, requireOwnedAccount } from '../access.ts';
import { isValidPhone } from '../contacts.ts';
import { webContentKeys, webContentOfCall } from '../portal/web-content.ts';
import { asText, readJsonObject } from '../request-body.ts';
import { badRequest, messages } from '../responses.ts';
import type { ServiceMounts } from '../service.ts';
import type { ApiEnv, SimulatorStore } from '../store.ts';
import type { PhoneRecord, ProfileRecord, UpdateIndicator } from './account-profile-records.ts';
import { accountsOfMember, profileOf, profileView, siteProfiles } from './profile-of.ts';

/** What the back office answers a change it refuses: on a field, or for the whole change. */
export const accountProfileRefusals = {
  updateIndicator: "'updateIndicator' must be ONE or ALL.",
  nothingToChange: 'The change names no field of the profile.',
  sectionClosed: {
    name: 'Your name cannot be changed online. Please contact the cooperative.',
    address: 'Your address cannot be changed online. Please contact the cooperative.',
    phones: 'Your phone numbers cannot be changed online. Please contact the cooperative.',
  },
  firstNameMissing: 'First name is required.',
  tooLong: (what: string, maxLength: number) => `${what} is at most ${maxLength} characters.`,
  streetNumber: 'Street number is required and must be digits.',
  streetNameMissing: 'Street name is required.',
  cityMissing: 'City is required.',
  cityCharacters: 'City cannot contain " \' ^ ` | or ~.',
  state: 'State must be a two-letter postal code.',
  zip: 'Zip code must be 5 or 9 digits, and neither part all zeros.',
  phonesNotList: "'contactPhones' must be a list.",
  phoneUnknown: 'This phone is not on the profile.',
  phoneType: 'Choose one of the phone types.',
  phoneNumber: 'Write the phone number as (987) 456-1230.',
  tooManyPhones: 'A profile holds at most three phone numbers.',
  noPhoneLeft: 'Keep at least one phone number on the profile.',
} as const;

interface FieldError {
  field: string;
  message: string;
}

const nameFields = ['firstName', 'middleName', 'lastName'] as const;
const addressFields = ['streetNumber', 'streetName', 'streetType', 'unit', 'city', 'state', 'zip'] as const;
const maxLengths: Record<string, [string, number]> = {
  firstName: ['First name', 28],
  middleName: ['Middle name', 20],
  lastName: ['Last name', 28],
  streetNumber: ['Street number', 20],
  streetName: ['Street name', 40],
  streetType: ['Street type', 30],
  unit: ['Unit', 30],
  city: ['City', 50],
};

type TextFields = Partial<Record<(typeof nameFields)[number] | (typeof addressFields)[number], string>>;

interface PhoneEntry {
  eCommunicationDetailId: string | null;
  eCommunicationId: string;
  phoneNumber: string;
  extension: string;
  isDelete: boolean;
}

/** The text fields the body names, trimmed. */
function textFields(body: Record<string, unknown>): TextFields {
  const fields: TextFields = {};
  for (const name of [...nameFields, ...addressFields]) {
    if (name in body) fields[name] = asText(body[name]) ?? '';
  }
  return fields;
}

function checkText(fields: TextFields): FieldError[] {
  const found: FieldError[] = [];
  const add = (field: string, message: string) => found.push({ field, message });
  for (const [field, value] of Object.entries(fields)) {
    const limit = maxLengths[field];
    if (limit && value.length > limit[1]) add(field, accountProfileRefusals.tooLong(limit[0], limit[1]));
  }
  if ('firstName' in fields && fields.firstName === '')
    add('firstName', accountProfileRefusals.firstNameMissing);
  if ('streetNumber' in fields && !/^\d+$/.test(fields.streetNumber ?? '')) {
    add('streetNumber', accountProfileRefusals.streetNumber);
  }
  if ('streetName' in fields && fields.streetName === '')
    add('streetName', accountProfileRefusals.streetNameMissing);
  if ('city' in fields && fields.city === '') add('city', accountProfileRefusals.cityMissing);
  if ('city' in fields && /["'^`|~]/.test(fields.city ?? ''))
    add('city', accountProfileRefusals.cityCharacters);
  if ('state' in fields && !/^[A-Z]{2}$/.test(fields.state ?? '')) add('state', accountProfileRefusals.state);
  if ('zip' in fields) {
    const zip = /^(\d{5})(\d{4})?$/.exec(fields.zip ?? '');
    if (!zip || /^0+$/.test(zip[1]!) || (zip[2] !== undefined && /^0+$/.test(zip[2]))) {
      add('zip', accountProfileRefusals.zip);
    }
  }
  return found;
}

function phoneEntries(value: unknown): PhoneEntry[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.map((entry: unknown) => {
    const phone = (entry && typeof entry === 'object' ? entry : {}) as Record<string, unknown>;
    const detailId = asText(phone.eCommunicationDetailId);
    return {
      eCommunicationDetailId: detailId === undefined || detailId === '' ? null : detailId,
      eCommunicationId: asText(phone.eCommunicationId) ?? '',
      phoneNumber: asText(phone.phoneNumber) ?? '',
      extension: (asText(phone.extension) ?? '').replace(/\D/g, '').slice(0, 6),
      isDelete: phone.isDelete === true,
    };
  });
}

/** The account's phones once the sent ones are applied: changed, added or deleted by detail id. */
function appliedPhones(accountNumber: string, current: PhoneRecord[], sent: PhoneEntry[]): PhoneRecord[] {
  let phones = current.map((phone) => ({ ...phone }));
  let next = Math.max(
    0,
    ...phones.map((phone) => Number(phone.eCommunicationDetailId.split('-').at(-1)) || 0),
  );
  for (const entry of sent) {
    if (entry.eCommunicationDetailId !== null) {
      phones = entry.isDelete
        ? phones.filter((phone) => phone.eCommunicationDetailId !== entry.eCommunicationDetailId)
        : phones.map((phone) =>
            phone.eCommunicationDetailId === entry.eCommunicationDetailId
              ? {
                  ...phone,
                  eCommunicationId: entry.eCommunicationId,
                  phoneNumber: entry.phoneNumber,
                  extension: entry.extension,
                }
              : phone,
          );
    } else if (!entry.isDelete) {
      next += 1;
      phones.push({
        eCommunicationDetailId: `${accountNumber}-${next}`,
        eCommunicationId: entry.eCommunicationId,
        phoneNumber: entry.phoneNumber,
        extension: entry.extension,
      });
    }
  }
  return phones;
}

function checkPhones(sent: PhoneEntry[], current: PhoneRecord[], typeIds: string[]): FieldError[] {
  const found: FieldError[] = [];
  sent.forEach((entry, index) => {
    const at = `contactPhones.${index}`;
    if (
      entry.eCommunicationDetailId !== null &&
      !current.some((phone) => phone.eCommunicationDetailId === entry.eCommunicationDetailId)
    ) {
      found.push({ field: `${at}.eCommunicationDetailId`, message: accountProfileRefusals.phoneUnknown });
      return;
    }
    if (entry.isDelete) return;
    if (!typeIds.includes(entry.eCommunicationId)) {
      found.push({ field: `${at}.eCommunicationId`, message: accountProfileRefusals.phoneType });
    }
    if (!isValidPhone(entry.phoneNumber) || entry.phoneNumber[1] === '0') {
      found.push({ field: `${at}.phoneNumber`, message: accountProfileRefusals.phoneNumber });
    }
  });
  return found;
}

/**
 * The profile of one of a signed-in member's accounts, and its changes: mounted at /api/v3/members. Only
 * the access token of the member the path names opens it; another member's account, or an unknown one,
 * answers 404.
 */
export function accountProfileRoutes(store: SimulatorStore): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  const member = requireCaller(store, 'member');
  const memberAccount = requireOwnedAccount(store);

  routes.get('/:memberNumber/accounts/:accountNumber/profile', member, memberAccount, (c) =>
    c.json(profileView(store.state, c.var.applicationId, c.var.account)),
  );

  routes.put('/:memberNumber/accounts/:accountNumber/profile', member, memberAccount, async (c) => {
    const body = await readJsonObject(c.req.raw);
    if (!body) return badRequest([messages.bodyNotJson]);
    const updateIndicator = asText(body.updateIndicator);
    if (updateIndicator !== 'ONE' && updateIndicator !== 'ALL') {
      return badRequest([accountProfileRefusals.updateIndicator]);
    }
    const { applicationId, account } = c.var;
    const site = siteProfiles(store.state, applicationId);
    const fields = textFields(body);
    const sent = 'contactPhones' in body ? phoneEntries(body.contactPhones) : [];
    if (!sent) return badRequest([accountProfileRefusals.phonesNotList]);
    const changes = {
      name: nameFields.some((name) => name in fields),
      address: addressFields.some((name) => name in fields),
      phones: 'contactPhones' in body,
    };
    if (!changes.name && !changes.address && !changes.phones) {
      return badRequest([accountProfileRefusals.nothingToChange]);
    }
    const closed = (['name', 'address', 'phones'] as const).filter(
      (section) =>
        changes[section] &&
        site.settings[
          { name: 'ALLOW_NAME_UPDATE', address: 'ALLOW_ADDRESS_UPDATE', phones: 'ALLOW_PHONE_UPDATE' }[
            section
          ]
        ] !== 'Y',
    );
    if (closed.length > 0)
      return badRequest(closed.map((section) => accountProfileRefusals.sectionClosed[section]));

    const current = profileOf(store.state, applicationId, account);
    const problems = [
      ...checkText(fields),
      ...checkPhones(
        sent,
        current.phones,
        site.phoneTypes.map((type) => type.eCommunicationId),
      ),
    ];
    if (problems.length > 0) return c.json(problems, 400);
    const phones = appliedPhones(account.accountNumber, current.phones, sent);
    if (phones.length > 3) return badRequest([accountProfileRefusals.tooManyPhones]);
    if (changes.phones && phones.length === 0) return badRequest([accountProfileRefusals.noPhoneLeft]);

    const targets =
      updateIndicator === 'ALL'
        ? accountsOfMember(store.state, applicationId, account.memberNumber)
        : [account];
    const isVerified = site.settings.ALLOW_PROFILE_DB_UPDATE === 'Y' ? 'Y' : 'N';
    for (const target of targets) {
      const profile = profileOf(store.state, applicationId, target);
      const changed: ProfileRecord = {
        ...profile,
        ...fields,
        updateIndicator: updateIndicator as UpdateIndicator,
        isVerified,
        phones: !changes.phones
          ? profile.phones
          : target.accountNumber === account.accountNumber
            ? phones
            : phones.map((phone, index) => ({
                ...phone,
                eCommunicationDetailId: `${target.accountNumber}-${index + 1}`,
              })),
      };
      site.profiles[target.accountNumber] = structuredClone(changed);
    }
    return c.json(profileView(store.state, applicationId, account));
  });

  return routes;
}

/** The site's Account Profile settings: mounted at /api/v3/account-profile. Public: no bearer token. */
export function accountProfileSettingsRoutes(store: SimulatorStore): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  routes.get('/settings', (c) => {
    const { settings } = siteProfiles(store.state, c.var.applicationId);
    const inAskedLanguage = webContentOfCall(c, store.state);
    return c.json({
      ...settings,
      ACCOUNTINFOUPDATESUCCESS: inAskedLanguage(
        webContentKeys.accountInfoUpdateSuccess,
        settings.ACCOUNTINFOUPDATESUCCESS ?? null,
      ),
      PROFILE_REVIEW_PENDING_MESSAGE: inAskedLanguage(
        webContentKeys.profileReviewPending,
        settings.PROFILE_REVIEW_PENDING_MESSAGE ?? null,
      ),
    });
  });
  return routes;
}

/** Where the simulator mounts this service's routes: services.ts pairs them with the service. */
export const accountProfileMounts: ServiceMounts = ({ store }) => ({
  api: {
    '/v3/members': accountProfileRoutes(store),
    '/v3/account-profile': accountProfileSettingsRoutes(store),
  },
});
