import { addDays, addMinutes, fromIsoDate, toIsoDate, usDate } from '../dates.ts';
import { perSite, prairieApplicationId, riverbendApplicationId } from '../sites.ts';
import { accountBuilder, member, withPrimaryAccounts } from './account-builder.ts';
import type { AccountRecord, MemberRecord } from './account-records.ts';
import type { SiteAccounts } from './accounts-service.ts';
import { firstPlaces, generatedAccounts } from './generated-accounts.ts';

// The values here are a contract (docs/demo-data.md): the stories, the end-to-end tests and the
// README rely on them. Add data freely; do not change what is here.

/** Each site's members and accounts, with dates relative to `today`. */
export function seedSiteAccounts(today: Date): Record<string, SiteAccounts> {
  const described = seedDescribedAccounts(today);
  return perSite((applicationId) => {
    const members = siteMembers(applicationId);
    const accounts = withPrimaryAccounts([
      ...(described[applicationId] ?? []),
      ...(applicationId === riverbendApplicationId ? schoolDistrictAccounts(today) : []),
    ]);
    return {
      members: Object.fromEntries(members.map((record) => [record.memberNumber, record])),
      accounts: Object.fromEntries(accounts.map((account) => [account.accountNumber, account])),
    };
  });
}

/**
 * Each site's accounts the seed describes one by one, with their overviews: all but the school
 * district's generated ones (the outage seed gives only these a history).
 */
export function seedDescribedAccounts(today: Date): Record<string, AccountRecord[]> {
  return perSite((applicationId) => {
    const members = siteMembers(applicationId);
    return applicationId === riverbendApplicationId
      ? [...riverbendQuickPayAccounts(today, members), ...riverbendSignInAccounts(today, members)]
      : prairieAccounts(today, members);
  });
}

function siteMembers(applicationId: string): MemberRecord[] {
  return applicationId === riverbendApplicationId ? riverbendMembers() : prairieMembers();
}

function riverbendMembers(): MemberRecord[] {
  return [
    member('1001', 'Jordan Rivera', '(555) 010-4821', {
      email: 'jordan.rivera@example.com',
      cellPhone: '(555) 010-4821',
    }),
    member('1002', 'Pat Delgado', '(555) 010-6093', {
      email: 'pat.delgado@example.com',
      cellPhone: '(555) 010-6093',
    }),
    member('1003', 'Sam Whitfield', '(555) 010-1177', {
      email: 's.whitfield@example.com',
      cellPhone: '(555) 010-1177',
    }),
    member('1004', 'Lee Okafor', '(555) 010-2468', { email: 'lee.okafor@example.com' }),
    member('1005', 'Robin Castillo', '(555) 010-3690', { email: 'robin.castillo@example.com' }),
    member('1006', 'Morgan Blake', '(555) 010-5151', { cellPhone: '(555) 010-5151' }),
    // Registration: no portal login yet. Alex has an email and a cell phone on file; Dana has neither.
    member('1007', 'Alex Chen', '(555) 010-4477', {
      email: 'a.chen@example.com',
      cellPhone: '(555) 010-4477',
    }),
    member('1008', 'Dana Morales', '(555) 010-8822'),
    schoolDistrictMember(),
  ];
}

// Riverbend School District: a commercial member whose accounts are loaded a page at a time.

function schoolDistrictMember(): MemberRecord {
  return member('1010', 'Riverbend School District', '(555) 010-7300', {
    email: 'accounts.payable@riverbend-schools.example',
  });
}

/** How many accounts the school district has (demo-data.md). */
export const schoolDistrictAccountCount = 2400;

/**
 * The school district's accounts, generated from their places (generated-accounts.ts): 101000001 to
 * 101002400, light records whose overviews are made when read.
 */
function schoolDistrictAccounts(today: Date): AccountRecord[] {
  return generatedAccounts(
    riverbendApplicationId,
    fromIsoDate(toIsoDate(today)),
    schoolDistrictMember(),
    firstPlaces(schoolDistrictAccountCount),
  );
}

/** The Quick Pay table of demo-data.md: one account per row. */
function riverbendQuickPayAccounts(today: Date, members: MemberRecord[]): AccountRecord[] {
  const account = accountBuilder(riverbendApplicationId, today, members, '7');
  return [
    account('300100200', '1001', {
      serviceAddress: '1450 Willow Creek Rd, Riverbend, OR 97401',
      accountBalance: 128.45,
      overview: {
        spouseName: 'Taylor Rivera',
        billMessages: riverbendBillMessages,
        capitalCreditRefundMessage:
          'Your 2025 capital credit refund of $38.12 will be credited to your next bill. Thank you for being a member-owner.',
        ccPdfLinkText: 'Capital Credit Letter',
        viewccPdfUrl: 'capital-credits/1001/CC2026A',
        capitalCreditLetter: { letterId: 'CC2026A', year: 2025, refundAmount: 38.12 },
      },
      history: { firstPartialPayment: 75 },
    }),
    account('300200300', '1002', {
      serviceType: 'Water',
      serviceAddress: '88 Mill Pond Ln, Riverbend, OR 97401',
      accountBalance: 310,
      dueDate: toIsoDate(addDays(today, -10)),
      derivedStatus: 'Past Due',
      pastDueAmount: 150,
      cutoffAmount: 150,
      reconnectFee: 25,
      additionalDeposit: 50,
      disconnectFee: 10,
      minimumPaymentDue: 235,
      quickPay: {
        memberHasCutoffAccount: false,
        prepaidMinimumPaymentAmount: 0,
        allowOverPay: true,
        allowUnderPay: true,
        payOnlinePayCutoffAccount: 'Y',
        cutoffMessage: null,
        defaultPaymentAmt: 'ACCOUNT BALANCE',
      },
    }),
    account('300300400', '1003', {
      serviceAddress: '27 Cedar Hollow Ct, Apt 3, Riverbend, OR 97402',
      isPrepaidAccount: true,
      prepaidLabel: 'Prepaid',
      accountBalance: -12.5,
      dueDate: null,
      derivedStatus: 'Disconnected',
      minimumPaymentDue: 0,
      prepaidReconnectAmount: 35,
      quickPay: prepaidQuickPaySettings(),
    }),
    account('300300401', '1003', {
      serviceAddress: '29 Cedar Hollow Ct, Riverbend, OR 97402',
      isPrepaidAccount: true,
      prepaidLabel: 'Prepaid',
      accountBalance: 8.1,
      dueDate: null,
      minimumPaymentDue: 0,
      prepaidReconnectAmount: 0,
      quickPay: prepaidQuickPaySettings(),
    }),
    account('300400500', '1004', {
      serviceAddress: '615 Orchard View Dr, Riverbend, OR 97403',
      accountBalance: 64.75,
      isCcEligible: false,
      isEcheckEligible: false,
    }),
    account('300400501', '1004', {
      serviceAddress: '617 Orchard View Dr, Riverbend, OR 97403',
      accountBalance: 42.3,
      isCcEligible: false,
    }),
    account('300500600', '1005', {
      serviceAddress: '3102 Ferry Landing Rd, Riverbend, OR 97404',
      accountBalance: 96.2,
    }),
    account('300600700', '1006', {
      serviceAddress: '940 Quarry Hill Rd, Riverbend, OR 97405',
      accountBalance: 187.35,
      dueDate: toIsoDate(addDays(today, -25)),
      derivedStatus: 'Past Due',
      pastDueAmount: 92.1,
      cutoffAmount: 92.1,
      minimumPaymentDue: 92.1,
      quickPay: {
        memberHasCutoffAccount: true,
        prepaidMinimumPaymentAmount: 0,
        allowOverPay: false,
        allowUnderPay: true,
        payOnlinePayCutoffAccount: 'N',
        cutoffMessage:
          'Your account is scheduled for disconnection. Please call 1-800-555-0142 to make a payment.',
        defaultPaymentAmt: 'ACCOUNT BALANCE',
      },
    }),
  ];
}

/** Jordan Rivera's other accounts (members who sign in, demo-data.md), and the accounts to register. */
function riverbendSignInAccounts(today: Date, members: MemberRecord[]): AccountRecord[] {
  const account = accountBuilder(riverbendApplicationId, today, members, '7');
  const cutOffDate = addDays(today, 5);
  return [
    account('300100201', '1001', {
      serviceType: 'Water',
      serviceAddress: '1452 Willow Creek Rd, Riverbend, OR 97401',
      accountBalance: 54.1,
      dueDate: toIsoDate(addDays(today, 18)),
      overview: {
        billingType: 'Average',
        yearToDateBudgetDifference: 8.4,
        autoPayExists: true,
        draftDate: toIsoDate(addDays(today, 18)),
        collectMeterReading: 'Y',
        billMessages: riverbendBillMessages,
      },
    }),
    account('300100202', '1001', {
      serviceAddress: '2210 Basalt Ridge Rd, Riverbend, OR 97402',
      accountBalance: 246.18,
      dueDate: toIsoDate(addDays(today, -12)),
      derivedStatus: 'Past Due',
      pastDueAmount: 118.9,
      cutoffAmount: 118.9,
      minimumPaymentDue: 118.9,
      cutOffDate: toIsoDate(cutOffDate),
      cutOffMsg: `Your service is scheduled for disconnection on ${usDate(cutOffDate)}. Pay the past due amount of $118.90 to avoid disconnection.`,
      overview: {
        outageStatus: 'Y',
        estimatedTimeOfRestoration: addMinutes(today, 180).toISOString(),
        billMessages: riverbendBillMessages,
      },
    }),
    account('300100203', '1001', {
      serviceAddress: '75 Heron Point Dr, Unit B, Riverbend, OR 97401',
      isPrepaidAccount: true,
      prepaidLabel: 'Prepaid',
      accountBalance: 36.4,
      dueDate: null,
      minimumPaymentDue: 0,
      quickPay: prepaidQuickPaySettings(),
      overview: {
        collectMeterReading: 'Y',
        prepaidDisconnectAlert:
          'Your prepaid balance is running low. Service is disconnected when the balance falls below $0.00: add funds to keep your power on.',
        billMessages: riverbendBillMessages,
      },
    }),
    account('300100204', '1001', {
      serviceAddress: '318 Old Mill Rd, Riverbend, OR 97403',
      accountBalance: 23.67,
      dueDate: toIsoDate(addDays(today, 10)),
      derivedStatus: 'Final Billed',
      overview: {
        activeReturnedItems: 1,
        billMessages: [
          'This is your final bill. Thank you for being a member of Riverbend Electric Cooperative.',
        ],
      },
      history: { latestBillWithoutStatement: true },
    }),
    account('300100205', '1001', {
      serviceAddress: '4096 Sugar Pine Ln, Riverbend, OR 97404',
      accountBalance: 412.6,
      dueDate: toIsoDate(addDays(today, 15)),
      arrangement: {
        arrangementNotation: 'Payment arrangement: 6 monthly payments of $45.00',
        arrangementBalance: 270,
        nextPaymentAmount: 45,
        nextPaymentDueDate: toIsoDate(addDays(today, -3)),
      },
      overview: {
        billingType: 'Budget',
        yearToDateBudgetDifference: 86.35,
        billMessages: riverbendBillMessages,
      },
    }),
    account('300700800', '1007', {
      serviceAddress: '512 Larkspur Ave, Riverbend, OR 97402',
      accountBalance: 72.15,
    }),
    account('300800900', '1008', {
      serviceAddress: '19 Tamarack Ct, Riverbend, OR 97405',
      accountBalance: 58.9,
    }),
  ];
}

/** The messages printed on Riverbend's bills this month. */
const riverbendBillMessages = [
  'The annual meeting of members is on the second Saturday of September at the Riverbend Fairgrounds.',
  'Sign up for paperless billing in the member portal and never miss a due date.',
];

function prepaidQuickPaySettings(): AccountRecord['quickPay'] {
  return {
    memberHasCutoffAccount: false,
    prepaidMinimumPaymentAmount: 20,
    allowOverPay: true,
    allowUnderPay: true,
    payOnlinePayCutoffAccount: 'Y',
    cutoffMessage: null,
    defaultPaymentAmt: 'ACCOUNT BALANCE',
  };
}

// Prairie Wind Power Cooperative's members and accounts: the meter-portal variant.

function prairieMembers(): MemberRecord[] {
  return [
    member('2001', 'Casey Nguyen', '(555) 020-3344', {
      email: 'casey.nguyen@example.com',
      cellPhone: '(555) 020-3344',
    }),
    member('2002', 'Morgan Lee', '(555) 020-5566', { email: 'morgan.lee@example.com' }),
  ];
}

function prairieAccounts(today: Date, members: MemberRecord[]): AccountRecord[] {
  const account = accountBuilder(prairieApplicationId, today, members, '8');
  return [
    account('400100100', '2001', {
      serviceAddress: '2716 County Road 9, Windfield, KS 67156',
      accountBalance: 142.6,
      dueDate: toIsoDate(addDays(today, 15)),
      premiseId: 'PR-5510-0091',
    }),
    account('400100101', '2001', {
      serviceAddress: '2716 County Road 9, Shop, Windfield, KS 67156',
      accountBalance: 38.25,
      dueDate: toIsoDate(addDays(today, 15)),
      premiseId: 'PR-5510-0092',
    }),
    account('400200200', '2002', {
      serviceAddress: '88 Grain Elevator Rd, Windfield, KS 67156',
      accountBalance: 77.1,
      dueDate: toIsoDate(addDays(today, 9)),
      premiseId: 'PR-5520-0140',
    }),
  ];
}
