import { addDays, fromIsoDate, toIsoDate, usDate } from '../dates.ts';
import { roundToCents } from '../money.ts';
import { accountFactsBuilder, type AccountFactFields } from './account-builder.ts';
import { defaultAccountOverview, seedAccountOverview } from './account-overview-seed.ts';
import type {
  AccountOverviewRecord,
  AccountOverviewSettings,
  AccountRecord,
  MemberRecord,
  ServiceType,
} from './account-records.ts';
import type { SiteAccounts } from './accounts-service.ts';
import { forgetMemberIndex } from './member-index.ts';

// A commercial member's accounts, made up from their place in the member's list (1, 2, 3, …): a school
// district's buildings, gymnasiums, stadium lights, portables, kitchens and water services, forty at
// each campus. The same place on the same seed day always makes the same account, so the seed, the
// simulator's control and an overview made when it is read agree, and nothing changes between runs.
// The records are light: no overview is stored until something changes it (account-records.ts).

/** The last five digits of a generated account's number are its place; the digits before, its member's. */
const placeDigits = 5;

/** The most generated accounts one member may have: 10,000 of them make a saved state of about 16 MB. */
export const largestGeneratedCount = 10_000;

export function generatedAccountNumber(memberNumber: string, place: number): string {
  return `${memberNumber}${String(place).padStart(placeDigits, '0')}`;
}

/** Whether the account is one of its member's generated ones, stored or not yet changed. */
function isGeneratedAccountNumber(memberNumber: string, accountNumber: string): boolean {
  return (
    accountNumber.length === memberNumber.length + placeDigits &&
    accountNumber.startsWith(memberNumber) &&
    /^\d+$/.test(accountNumber.slice(-placeDigits))
  );
}

function placeOf(account: AccountRecord): number {
  return Number(account.accountNumber.slice(-placeDigits));
}

interface Facility {
  name: string;
  serviceType: ServiceType;
  /** The lowest and highest balance of such a service, in dollars. */
  balance: readonly [number, number];
}

/** Each campus has five of each, in this order: Electric first, then Water. */
const facilities: readonly Facility[] = [
  { name: 'Building', serviceType: 'Electric', balance: [1450, 8900] },
  { name: 'Gymnasium', serviceType: 'Electric', balance: [620, 2750] },
  { name: 'Stadium Lights', serviceType: 'Electric', balance: [140, 3200] },
  { name: 'Portable', serviceType: 'Electric', balance: [85, 420] },
  { name: 'Kitchen', serviceType: 'Electric', balance: [310, 1650] },
  { name: 'Pump Station', serviceType: 'Water', balance: [240, 1900] },
  { name: 'Irrigation', serviceType: 'Water', balance: [60, 1250] },
  { name: 'Water Service', serviceType: 'Water', balance: [95, 880] },
];
const unitsOfEachFacility = 5;
const accountsPerCampus = facilities.length * unitsOfEachFacility;

/** 20 names at 3 levels: the 60 campuses of 2,400 accounts; more accounts use the names again. */
const campusNames = [
  'Maple',
  'Cedar Ridge',
  'Riverside',
  'Lincoln',
  'Oak Hollow',
  'Willow Creek',
  'Summit',
  'Pioneer',
  'Heron Point',
  'Juniper',
  'Lakeview',
  'Sugar Pine',
  'Tamarack',
  'Larkspur',
  'Quarry Hill',
  'Ferry Landing',
  'Orchard View',
  'Basalt Ridge',
  'Mill Pond',
  'Sunrise',
];
const campusLevels = ['Elementary', 'Middle School', 'High School'];
const streets = [
  'Willow Creek Rd',
  'Mill Pond Ln',
  'Cedar Hollow Ct',
  'Orchard View Dr',
  'Ferry Landing Rd',
  'Quarry Hill Rd',
  'Basalt Ridge Rd',
  'Heron Point Dr',
  'Old Mill Rd',
  'Sugar Pine Ln',
  'Larkspur Ave',
  'Tamarack Ct',
  'Schoolhouse Rd',
  'Fairgrounds Way',
  'Timber Ln',
  'Grange Hall Rd',
];

/** How an account stands, by its place: see demo-data.md, "The school district". */
type GeneratedStanding = 'cutOff' | 'pastDue' | 'paidUp' | 'current';

function standingOf(place: number): GeneratedStanding {
  // 37 and the 40 accounts of a campus share no factor: the cut-offs fall on every kind of service.
  if (place % 37 === 17) return 'cutOff';
  if (place % 10 === 3) return 'pastDue';
  if (place % 10 === 6) return 'paidUp';
  return 'current';
}

/** Every twelfth account pays by AutoPay, drafted on its due date; none of them is past due. */
function paysByAutoPay(place: number): boolean {
  return place % 12 === 0 && (standingOf(place) === 'current' || standingOf(place) === 'paidUp');
}

/** A stable number in [0, 1) from the place: the spread of balances and days. */
function spread(place: number): number {
  return (Math.imul(place, 2654435761) >>> 0) / 2 ** 32;
}

/** The campus, facility and address of the account at `place`. */
function facilityOf(place: number): { facility: Facility; serviceAddress: string } {
  const campus = Math.floor((place - 1) / accountsPerCampus);
  const slot = (place - 1) % accountsPerCampus;
  const facility = facilities[slot % facilities.length]!;
  const unit = Math.floor(slot / facilities.length) + 1;
  const campusName = `${campusNames[campus % campusNames.length]} ${
    campusLevels[Math.floor(campus / campusNames.length) % campusLevels.length]
  }`;
  const streetNumber = 100 + ((campus * 1237) % 980) * 10;
  const street = streets[(campus * 7) % streets.length];
  const zip = 97401 + (campus % 5);
  return {
    facility,
    serviceAddress: `${streetNumber} ${street}, ${campusName} ${facility.name} ${unit}, Riverbend, OR ${zip}`,
  };
}

/** The seed day's dates by their offset, made once for each day: thousands of accounts share a few dozen. */
let datesOfDay: { time: number; dates: Map<number, string> } | undefined;

function dayFrom(seedDay: Date, offset: number): string {
  if (datesOfDay?.time !== seedDay.getTime()) datesOfDay = { time: seedDay.getTime(), dates: new Map() };
  let date = datesOfDay.dates.get(offset);
  if (date === undefined) {
    date = toIsoDate(addDays(seedDay, offset));
    datesOfDay.dates.set(offset, date);
  }
  return date;
}

/** What the account at `place` was seeded with, every field always given (one shape is quicker to copy). */
interface SeededFields {
  fields: Required<
    Pick<
      AccountFactFields,
      | 'serviceType'
      | 'serviceAddress'
      | 'accountBalance'
      | 'minimumPaymentDue'
      | 'dueDate'
      | 'derivedStatus'
      | 'pastDueAmount'
      | 'cutoffAmount'
      | 'cutOffDate'
      | 'cutOffMsg'
      | 'overPayAmount'
    >
  >;
  /** The overview's AutoPay and draft. */
  autoPay: Pick<AccountOverviewRecord, 'autoPayExists' | 'draftDate'>;
}

/**
 * The most one payment may be: the balance and $1,000 more, as the residential accounts allow $1,000
 * over balances of a few hundred dollars; a school building's bill of $8,000 is payable in full.
 */
function mostPayable(balance: number): number {
  return roundToCents(balance + 1000);
}

function seededFields(place: number, seedDay: Date): SeededFields {
  const { facility, serviceAddress } = facilityOf(place);
  const [lowest, highest] = facility.balance;
  const balance = roundToCents(lowest + spread(place) * (highest - lowest));
  const standing = standingOf(place);
  if (standing === 'pastDue' || standing === 'cutOff') {
    const pastDueAmount = roundToCents(balance * 0.45);
    const cutOffDate = standing === 'cutOff' ? dayFrom(seedDay, 2 + (place % 6)) : null;
    return {
      fields: {
        serviceType: facility.serviceType,
        serviceAddress,
        accountBalance: balance,
        minimumPaymentDue: pastDueAmount,
        dueDate: dayFrom(seedDay, -(4 + (place % 20))),
        derivedStatus: cutOffDate ? 'Pending Disconnect' : 'Past Due',
        pastDueAmount,
        overPayAmount: mostPayable(balance),
        cutoffAmount: pastDueAmount,
        cutOffDate,
        cutOffMsg:
          cutOffDate &&
          `Your service is scheduled for disconnection on ${usDate(fromIsoDate(cutOffDate))}. Pay the past due amount of $${pastDueAmount.toFixed(2)} to avoid disconnection.`,
      },
      autoPay: { autoPayExists: false, draftDate: null },
    };
  }
  const dueDate = dayFrom(seedDay, 3 + (place % 26));
  const accountBalance = standing === 'paidUp' ? 0 : balance;
  const autoPay = paysByAutoPay(place);
  return {
    fields: {
      serviceType: facility.serviceType,
      serviceAddress,
      accountBalance,
      minimumPaymentDue: accountBalance,
      dueDate,
      derivedStatus: 'Current',
      pastDueAmount: 0,
      overPayAmount: mostPayable(balance),
      cutoffAmount: 0,
      cutOffDate: null,
      cutOffMsg: null,
    },
    autoPay: { autoPayExists: autoPay, draftDate: autoPay ? dueDate : null },
  };
}

/** The places 1 to `count`. */
export function firstPlaces(count: number): number[] {
  return Array.from({ length: count }, (_, index) => index + 1);
}

/**
 * The member's generated accounts at `places`, dated from `seedDay`: light records, their overviews
 * made when read. A generated account's location is 9 and its account number, a shape no seeded
 * location has.
 */
export function generatedAccounts(
  applicationId: string,
  seedDay: Date,
  member: MemberRecord,
  places: readonly number[],
): AccountRecord[] {
  const factsOf = accountFactsBuilder(applicationId, seedDay, [member], '9');
  return places.map((place) => {
    const accountNumber = generatedAccountNumber(member.memberNumber, place);
    const { fields } = seededFields(place, seedDay);
    const account: AccountRecord = Object.assign(factsOf(accountNumber, member.memberNumber, fields), {
      overview: null,
    });
    account.locationId = `9${accountNumber}`;
    return account;
  });
}

/**
 * The overview of a generated account that none has been stored for: made from what its place was
 * seeded with on the seed day (`seededOn`), not from what changed since, as a described account's
 * overview was made by the seed.
 */
export function generatedAccountOverview(account: AccountRecord, seededOn: string): AccountOverviewRecord {
  const seedDay = fromIsoDate(seededOn);
  const { fields, autoPay } = seededFields(placeOf(account), seedDay);
  return seedAccountOverview({ ...account, ...fields }, seedDay, autoPay);
}

/** The same overview's settings and notices, without making its year of bills and payments. */
export function generatedOverviewSettings(account: AccountRecord, seededOn: string): AccountOverviewSettings {
  const { fields, autoPay } = seededFields(placeOf(account), fromIsoDate(seededOn));
  const { statementHeadingMessage: _heading, ...settings } = defaultAccountOverview({
    ...account,
    ...fields,
  });
  return { ...settings, ...autoPay };
}

/**
 * Gives the member the generated accounts at places 1 to `count`: those they have are kept as they are
 * (a payment made stays made), the missing ones are made for the seed day (`seededOn`), and those
 * beyond `count` are taken away. When the member is left without a primary account, their first by
 * account number becomes it. Changes nothing, and answers the numbers, when another member holds
 * any of the new accounts' numbers.
 */
export function giveGeneratedAccounts(
  site: SiteAccounts,
  applicationId: string,
  seededOn: string,
  member: MemberRecord,
  count: number,
): { taken: string[] } | { memberAccounts: number } {
  const memberNumber = member.memberNumber;
  const held = new Set<number>();
  const beyond: string[] = [];
  const taken: string[] = [];
  for (const account of Object.values(site.accounts)) {
    if (!isGeneratedAccountNumber(memberNumber, account.accountNumber)) continue;
    const place = placeOf(account);
    if (account.memberNumber !== memberNumber) {
      if (place >= 1 && place <= count) taken.push(account.accountNumber);
    } else if (place >= 1 && place <= count) {
      held.add(place);
    } else {
      beyond.push(account.accountNumber);
    }
  }
  if (taken.length > 0) return { taken };
  forgetMemberIndex(site);
  for (const accountNumber of beyond) delete site.accounts[accountNumber];
  const missing = firstPlaces(count).filter((place) => !held.has(place));
  for (const account of generatedAccounts(applicationId, fromIsoDate(seededOn), member, missing)) {
    site.accounts[account.accountNumber] = account;
  }
  const accounts = Object.values(site.accounts).filter((account) => account.memberNumber === memberNumber);
  if (!accounts.some((account) => account.isPrimaryAccount)) {
    const first = accounts.reduce<AccountRecord | undefined>(
      (earliest, account) =>
        !earliest || account.accountNumber < earliest.accountNumber ? account : earliest,
      undefined,
    );
    if (first) first.isPrimaryAccount = true;
  }
  return { memberAccounts: accounts.length };
}
