import type { AccountRecord, MemberRecord } from '../accounts/account-records.ts';
import { memberAccounts, siteAccounts } from '../accounts/site-accounts.ts';
import { own, siteEntry } from '../records.ts';
import type { SimulatorState } from '../state.ts';
import type { PhoneRecord, ProfileRecord, SiteProfiles } from './account-profile-records.ts';

// A profile the member has not changed is read from the member accounts service: the holder's name, the
// service address and the member's phones. Only changed profiles are kept in this service's slice.

const streetTypes = new Set([
  'Ave',
  'Blvd',
  'Cir',
  'Ct',
  'Dr',
  'Hwy',
  'Ln',
  'Loop',
  'Pkwy',
  'Pl',
  'Rd',
  'St',
  'Ter',
  'Trl',
  'Way',
]);

/** One site's profile settings, phone types and changed profiles. */
export function siteProfiles(state: SimulatorState, applicationId: string): SiteProfiles {
  return siteEntry(state.accountProfile.sites, applicationId, 'accountProfile');
}

/** 'Jordan Rivera' → first 'Jordan', last 'Rivera'; the words between are the middle name. */
function nameParts(name: string): Pick<ProfileRecord, 'firstName' | 'middleName' | 'lastName'> {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { firstName: words[0] ?? '', middleName: '', lastName: '' };
  return {
    firstName: words[0]!,
    middleName: words.slice(1, -1).join(' '),
    lastName: words.at(-1)!,
  };
}

type AddressParts = Pick<
  ProfileRecord,
  'streetNumber' | 'streetName' | 'streetType' | 'unit' | 'city' | 'state' | 'zip'
>;

/**
 * '27 Cedar Hollow Ct, Apt 3, Riverbend, OR 97402' → 27 / Cedar Hollow / Ct / Apt 3 / Riverbend / OR /
 * 97402. An address that does not read so keeps its first part as the street name.
 */
export function addressParts(address: string): AddressParts {
  const parts = address.split(',').map((part) => part.trim());
  const stateZip = /^([A-Z]{2})\s+(\d{5})(?:-?(\d{4}))?$/.exec(parts.at(-1) ?? '');
  const [street = '', ...middle] = parts.slice(0, stateZip ? -1 : undefined);
  const city = stateZip ? (middle.pop() ?? '') : '';
  const numbered = /^(\d+)\s+(.+)$/.exec(street);
  const words = (numbered?.[2] ?? street).split(/\s+/);
  const lastWord = words.at(-1) ?? '';
  const typed = words.length > 1 && streetTypes.has(lastWord);
  return {
    streetNumber: numbered?.[1] ?? '',
    streetName: (typed ? words.slice(0, -1) : words).join(' '),
    streetType: typed ? lastWord : '',
    unit: middle.join(', '),
    city,
    state: stateZip?.[1] ?? '',
    zip: stateZip ? `${stateZip[2]}${stateZip[3] ?? ''}` : '',
  };
}

/** The member's phones on file: each cell phone, and the phone number when it is not one of them. */
function phonesOnFile(account: AccountRecord, member: MemberRecord | undefined): PhoneRecord[] {
  if (!member) return [];
  const cells = member.cellPhones.map((cell) => cell.value);
  const numbers: Array<[string, string]> = [
    ...cells.map((value): [string, string] => ['2', value]),
    ...(member.phoneNumber && !cells.includes(member.phoneNumber)
      ? [['1', member.phoneNumber] as [string, string]]
      : []),
  ];
  return numbers.slice(0, 3).map(([type, phoneNumber], index) => ({
    eCommunicationDetailId: `${account.accountNumber}-${index + 1}`,
    eCommunicationId: type,
    phoneNumber,
    extension: '',
  }));
}

/** The account's profile: as changed, or as the member accounts service has the account and member. */
export function profileOf(
  state: SimulatorState,
  applicationId: string,
  account: AccountRecord,
): ProfileRecord {
  const changed = own(siteProfiles(state, applicationId).profiles, account.accountNumber);
  if (changed) return changed;
  const member = own(siteAccounts(state, applicationId).members, account.memberNumber);
  return {
    ...nameParts(account.accountHolderName),
    ...addressParts(account.serviceAddress),
    updateIndicator: null,
    isVerified: 'Y',
    phones: phonesOnFile(account, member),
  };
}

/** The member's accounts, the primary one first. */
export function accountsOfMember(
  state: SimulatorState,
  applicationId: string,
  memberNumber: string,
): AccountRecord[] {
  return memberAccounts(siteAccounts(state, applicationId), memberNumber);
}

/** The profile as the back office answers it (spec 02 §3 Profile; docs/api.md). */
export function profileView(state: SimulatorState, applicationId: string, account: AccountRecord) {
  const site = siteProfiles(state, applicationId);
  const profile = profileOf(state, applicationId, account);
  const description = (id: string) =>
    site.phoneTypes.find((type) => type.eCommunicationId === id)?.description ?? null;
  return {
    memberNumber: account.memberNumber,
    accountNumber: account.accountNumber,
    firstName: profile.firstName,
    middleName: profile.middleName,
    lastName: profile.lastName,
    streetNumber: profile.streetNumber,
    streetName: profile.streetName,
    streetType: profile.streetType,
    unit: profile.unit,
    city: profile.city,
    state: profile.state,
    zip: profile.zip,
    updateIndicator: profile.updateIndicator,
    isVerified: profile.isVerified,
    count: accountsOfMember(state, applicationId, account.memberNumber).length,
    phoneTypes: site.phoneTypes,
    contactPhones: profile.phones.map((phone) => ({
      eCommunicationDetailId: phone.eCommunicationDetailId,
      eCommunicationId: phone.eCommunicationId,
      eCommunicationDescription: description(phone.eCommunicationId),
      phoneNumber: phone.phoneNumber,
      extension: phone.extension,
      isDelete: false,
    })),
  };
}
