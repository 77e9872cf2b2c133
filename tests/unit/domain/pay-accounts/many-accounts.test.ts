import { describe, expect, it } from 'vitest';
import {
  ACCOUNTS_PAGE_SIZE,
  pageParameters,
  viewParameters,
  clearSelection,
  isAtCutoff,
  isDue,
  isPastDue,
  isShown,
  searchText,
  searchWords,
  selectAll,
} from '../../../../src/domain/pay-accounts/account-view.ts';
import { payAccountsMessages } from '../../../../src/domain/pay-accounts/messages.ts';
import {
  amountField,
  buildPayAccountsRequest,
  initialPayForm,
  MAX_ACCOUNTS_PER_PAYMENT,
  type PayAccountEntry,
  type PayAccountsData,
  payField,
  type PayFormValues,
  paymentQuoteRequest,
  paymentTotal,
  selectedEntries,
  selectionField,
  selectionLimitError,
  sumAmounts,
  validatePayForm,
} from '../../../../src/domain/pay-accounts/rules.ts';
import type { StoredMethod } from '../../../../src/domain/payment-profile/wallet.ts';
import type { QuickPaySettings } from '../../../../src/domain/quick-pay/types.ts';
import { jordanCurrent, riverbendSettings } from '../quick-pay/fixtures.ts';

// A commercial member's hundreds or thousands of accounts: finding them, choosing them all at once, the
// total to the cent, and the back office's limit of 1,000 accounts a payment. Not in the spec.

function entry(
  accountNumber: string,
  account: Partial<PayAccountEntry['account']> = {},
  settings: Partial<QuickPaySettings> = {},
  paymentSettings: Partial<QuickPaySettings['paymentSettings']> = {},
): PayAccountEntry {
  return {
    account: { ...jordanCurrent, accountType: 'Electric', accountNumber, ...account },
    settings: {
      ...riverbendSettings,
      ...settings,
      paymentSettings: { ...riverbendSettings.paymentSettings, ...paymentSettings },
    },
  };
}

const current = entry('101000001', {
  serviceAddress: '100 Willow Creek Rd, Maple Elementary Building 1, Riverbend, OR 97401',
  accountBalance: 1450.1,
  overPayAmount: 10_000,
});
const pastDue = entry('101000003', {
  serviceAddress: '100 Willow Creek Rd, Maple Elementary Stadium Lights 1, Riverbend, OR 97401',
  accountBalance: 310.4,
  pastDueAmount: 139.68,
  derivedStatus: 'Past Due',
});
const cutOff = entry('101000017', {
  serviceAddress: '1330 Mill Pond Ln, Cedar Ridge Elementary Gymnasium 3, Riverbend, OR 97402',
  accountBalance: 5224,
  pastDueAmount: 2350.8,
  cutoffAmount: 2350.8,
  derivedStatus: 'Pending Disconnect',
});
const paidUp = entry('101000006', {
  serviceAddress: '1330 Mill Pond Ln, Cedar Ridge Elementary Pump Station 1, Riverbend, OR 97402',
  accountBalance: 0,
});
/** Past due, at a utility that does not take cut-off payments online: the cut-off dialog's account. */
const blocked = entry(
  '101000023',
  { accountBalance: 92.1, pastDueAmount: 92.1, cutoffAmount: 92.1, serviceAddress: '9 Peña Rd, Riverbend' },
  { payOnlinePayCutoffAccount: 'N', cutoffMessage: 'Call us.' },
  { memberHasCutoffAccount: true },
);
const prepaidOwing = entry('101000030', {
  isPrepaidAccount: true,
  prepaidLabel: 'Prepaid',
  accountBalance: 12.5,
  prepaidReconnectAmount: 35,
});
const prepaidInCredit = entry('101000031', { isPrepaidAccount: true, accountBalance: 36.4 });

const district: PayAccountsData = {
  accounts: [current, pastDue, paidUp, cutOff, blocked, prepaidOwing, prepaidInCredit],
  allowFutureDatedPayments: true,
};
const today = '2026-11-24';
const accountNumbers = (entries: readonly PayAccountEntry[]) =>
  entries.map((shown) => shown.account.accountNumber);

/** `count` current accounts, each owing `balance`. */
function manyAccounts(count: number, balance: (place: number) => number): PayAccountsData {
  return {
    accounts: Array.from({ length: count }, (_, index) =>
      entry(`1010${String(index + 1).padStart(5, '0')}`, {
        accountBalance: balance(index + 1),
        overPayAmount: 10_000,
      }),
    ),
    allowFutureDatedPayments: true,
  };
}

/** Every account of `data` checked, with its default amount. */
function allChecked(data: PayAccountsData): PayFormValues {
  return { ...initialPayForm(data, today), ...selectAll(data.accounts, 'due').values };
}

const visa: StoredMethod = {
  token: 'tok-card',
  methodType: 'CARD',
  cardType: 'VI',
  bankAccountType: null,
  bankName: '',
  lastFourDigits: '4242',
  expiryMonth: 8,
  expiryYear: 2039,
  nickname: '',
  isDefault: true,
  savedDate: '2026-01-01',
  autoPayAccounts: [],
};

describe('what is due, past due and at cut-off', () => {
  it('counts a standard account due when it has a balance, a prepaid one when it owes a reconnect amount', () => {
    expect(district.accounts.filter(isDue).map((due) => due.account.accountNumber)).toEqual([
      '101000001',
      '101000003',
      '101000017',
      '101000023',
      '101000030',
    ]);
  });

  it('counts an account past due by its past-due amount, at cut-off by its cut-off amount', () => {
    expect(accountNumbers(district.accounts.filter(isPastDue))).toEqual([
      '101000003',
      '101000017',
      '101000023',
    ]);
    expect(accountNumbers(district.accounts.filter(isAtCutoff))).toEqual(['101000017', '101000023']);
  });
});

describe('the search and the filters', () => {
  const shown = (search: string, filter: 'all' | 'due' | 'pastDue' | 'cutoff' = 'all') =>
    accountNumbers(
      district.accounts.filter((entry) => isShown(entry, { words: searchWords(search), filter })),
    );

  it('shows every account without a search, in the list’s order', () => {
    expect(shown('')).toEqual(accountNumbers(district.accounts));
    expect(shown('   ')).toEqual(accountNumbers(district.accounts));
  });

  it('finds accounts by part of their number', () => {
    expect(shown('1000017')).toEqual(['101000017']);
    expect(shown('10100000')).toEqual(['101000001', '101000003', '101000006']);
  });

  it('finds accounts by every word of their address, in any order, whatever the case and accents', () => {
    expect(shown('maple')).toEqual(['101000001', '101000003']);
    expect(shown('STADIUM maple')).toEqual(['101000003']);
    expect(shown('cedar   ridge gym')).toEqual(['101000017']);
    expect(shown('pena rd')).toEqual(['101000023']);
    expect(shown('maple gymnasium')).toEqual([]);
  });

  it('finds a prepaid account by its label', () => {
    expect(shown('prepaid')).toEqual(['101000030']);
  });

  it('narrows to the accounts due, past due or at cut-off, with the search', () => {
    expect(shown('', 'due')).toEqual(['101000001', '101000003', '101000017', '101000023', '101000030']);
    expect(shown('', 'pastDue')).toEqual(['101000003', '101000017', '101000023']);
    expect(shown('', 'cutoff')).toEqual(['101000017', '101000023']);
    expect(shown('maple', 'pastDue')).toEqual(['101000003']);
  });

  it('reads a search as its folded words, and an account by its number, label and address', () => {
    expect(searchWords('  Peña   RD ')).toEqual(['pena', 'rd']);
    expect(searchWords('')).toEqual([]);
    expect(searchText(prepaidOwing)).toBe('101000030 prepaid 12 river rd, riverbend');
  });
});

describe('what the list asks the back office for', () => {
  it('sends a view’s search, trimmed, and its filter, and leaves out the defaults', () => {
    expect(viewParameters({ search: '', filter: 'all' })).toEqual({});
    expect(viewParameters({ search: '   ', filter: 'all' })).toEqual({});
    expect(viewParameters({ search: ' maple gym ', filter: 'pastDue' })).toEqual({
      search: 'maple gym',
      filter: 'pastDue',
    });
  });

  it('asks for pages of 50, the first from 0', () => {
    expect(ACCOUNTS_PAGE_SIZE).toBe(50);
    expect(pageParameters({ search: '', filter: 'all' }, 0)).toEqual({ offset: '0', limit: '50' });
    expect(pageParameters({ search: 'elm', filter: 'due' }, 6)).toEqual({
      search: 'elm',
      filter: 'due',
      offset: '300',
      limit: '50',
    });
  });
});

describe('select all due and select all past due', () => {
  it('checks every due account that may be paid online, and counts the one left out', () => {
    const choice = selectAll(district.accounts, 'due');
    expect(choice.values).toEqual({
      pay_101000001: true,
      pay_101000003: true,
      pay_101000017: true,
      pay_101000030: true,
    });
    expect(choice).toMatchObject({ chosen: 4, blocked: 1 });
    expect(selectAll(district.accounts, 'due').chosen).toBe(4);
  });

  it('checks every past-due account that may be paid online', () => {
    expect(selectAll(district.accounts, 'pastDue')).toEqual({
      values: { pay_101000003: true, pay_101000017: true },
      chosen: 2,
      blocked: 1,
    });
  });

  it('chooses over the whole list it is given, not a page of it: 2,400 accounts, 2,160 of them due', () => {
    const data = manyAccounts(2400, (place) => (place % 10 === 6 ? 0 : 100 + place));
    const choice = selectAll(data.accounts, 'due');
    expect(choice.chosen).toBe(2160);
    const values = { ...initialPayForm(data, today), ...choice.values };
    expect(selectedEntries(data, values)).toHaveLength(2160);
    expect(selectedEntries(data, values).at(-1)?.account.accountNumber).toBe('101002400');
  });

  it('keeps the accounts already chosen, with the amounts typed', () => {
    const values = {
      ...initialPayForm(district, today),
      [payField('101000006')]: true,
      [amountField('101000006')]: '5.00',
      [amountField('101000001')]: '20.00',
    };
    const next = { ...values, ...selectAll(district.accounts, 'pastDue').values };
    expect(accountNumbers(selectedEntries(district, next))).toEqual(['101000003', '101000006', '101000017']);
    expect(next[amountField('101000006')]).toBe('5.00');
    expect(next[amountField('101000001')]).toBe('20.00');
  });

  it('clears every chosen account, shown or not', () => {
    const values = allChecked(district);
    expect(clearSelection(district, values)).toEqual({
      pay_101000001: false,
      pay_101000003: false,
      pay_101000017: false,
      pay_101000030: false,
    });
    expect(selectedEntries(district, { ...values, ...clearSelection(district, values) })).toEqual([]);
  });
});

describe('the total of many accounts', () => {
  it('is exact to the cent where adding the amounts as numbers drifts', () => {
    // 0.1 + 0.2 + … in binary floating point: 1,000 amounts of $0.10 and $0.20 add up to 150.00000000000003.
    const data = manyAccounts(1000, (place) => (place % 2 === 0 ? 0.2 : 0.1));
    const values = allChecked(data);
    const asNumbers = data.accounts.reduce((sum, account) => sum + account.account.accountBalance, 0);
    expect(asNumbers).not.toBe(150);
    expect(paymentTotal(data, values)).toBe(150);
    expect(sumAmounts([0.1, 0.2])).toBe(0.3);
  });

  it('adds 2,400 amounts with cents to the exact total, and sends that total', () => {
    const data = manyAccounts(2400, (place) => Number(`${place}.${String(place % 100).padStart(2, '0')}`));
    // Σ place for 1…2400, plus Σ (place mod 100) cents.
    const dollars = (2400 * 2401) / 2;
    const cents = 24 * ((99 * 100) / 2);
    const expected = (dollars * 100 + cents) / 100;
    const values = allChecked(data);
    expect(paymentTotal(data, values)).toBe(expected);
    const firstThousand = {
      ...values,
      ...Object.fromEntries(
        data.accounts.slice(1000).map((account) => [payField(account.account.accountNumber), false]),
      ),
    };
    const request = buildPayAccountsRequest(data, firstThousand);
    expect(request.accountsToPay).toHaveLength(1000);
    expect(request.amount).toBe(paymentTotal(data, firstThousand));
    expect(request.amount).toBe(500500 + (10 * ((99 * 100) / 2)) / 100);
  });

  it('leaves out the amounts that cannot be read', () => {
    const values = {
      ...allChecked(district),
      [amountField('101000001')]: 'abc',
      [amountField('101000003')]: '0.10',
      [amountField('101000017')]: '0.20',
      [amountField('101000030')]: '',
    };
    expect(paymentTotal(district, values)).toBe(0.3);
  });
});

describe('the limit of 1,000 accounts a payment', () => {
  const data = manyAccounts(1001, () => 10);
  const context = { data, stored: [visa], today, convenienceFee: 0 };
  const firstThousand = (values: PayFormValues): PayFormValues => ({
    ...values,
    [payField(data.accounts[1000]!.account.accountNumber)]: false,
  });

  it('is the back office’s', () => {
    expect(MAX_ACCOUNTS_PER_PAYMENT).toBe(1000);
  });

  it('takes 1,000 accounts, and says so before sending 1,001', () => {
    const values = { ...allChecked(data), method: 'stored:tok-card' };
    expect(validatePayForm(firstThousand(values), context)).toEqual({});
    expect(validatePayForm(values, context)).toEqual({
      [selectionField]:
        'One payment can pay at most 1,000 accounts, and 1,001 are chosen. Clear some of them and pay those in another payment.',
    });
  });

  it('asks for no fee of a payment the back office would refuse', () => {
    const values = { ...allChecked(data), method: 'stored:tok-card' };
    expect(paymentQuoteRequest(data, values, [visa])).toBeNull();
    expect(paymentQuoteRequest(data, firstThousand(values), [visa])?.accountsToPay).toHaveLength(1000);
  });

  it('words the count as the member reads it', () => {
    expect(selectionLimitError(1000)).toBeUndefined();
    expect(selectionLimitError(2160)).toBe(payAccountsMessages.errors.tooManyAccounts(2160, 1000));
    expect(selectionLimitError(2160)).toContain('2,160 are chosen');
  });
});

describe('the words of finding and choosing', () => {
  it('counts the accounts shown and chosen', () => {
    expect(payAccountsMessages.shownCount(2400, 2400)).toBe('2,400 accounts');
    expect(payAccountsMessages.shownCount(1, 1)).toBe('1 account');
    expect(payAccountsMessages.shownCount(34, 2400)).toBe('Showing 34 of 2,400 accounts');
    expect(payAccountsMessages.chosenCount(0)).toBe('No accounts chosen yet.');
    expect(payAccountsMessages.chosenCount(1)).toBe('1 account chosen');
    expect(payAccountsMessages.chosenCount(2160)).toBe('2,160 accounts chosen');
    expect(payAccountsMessages.selectAllDue(2160)).toBe('Select all due (2,160)');
    expect(payAccountsMessages.selectAllPastDue(0)).toBe('Select all past due (0)');
  });

  it('says what a select all did, and what it left out', () => {
    expect(payAccountsMessages.selectedAll(4, 0)).toBe('4 accounts chosen.');
    expect(payAccountsMessages.selectedAll(1, 1)).toBe(
      '1 account chosen. 1 account was left out: it cannot be paid online.',
    );
    expect(payAccountsMessages.selectedAll(2160, 65)).toBe(
      '2,160 accounts chosen. 65 accounts were left out: they cannot be paid online.',
    );
  });
});
