import { describe, expect, it } from 'vitest';
import {
  selectedAccount,
  SWITCHER_MAX_OTHER_ACCOUNTS,
  switcherAccounts,
} from '../../../../src/domain/portal/accounts.ts';

// Jordan Rivera's six accounts (demo-data.md), 300100200 primary.
const jordan = [
  { accountNumber: '300100200', isPrimaryAccount: true },
  { accountNumber: '300100201', isPrimaryAccount: false },
  { accountNumber: '300100202', isPrimaryAccount: false },
  { accountNumber: '300100203', isPrimaryAccount: false },
  { accountNumber: '300100204', isPrimaryAccount: false },
  { accountNumber: '300100205', isPrimaryAccount: false },
];

function numbers(accounts: readonly { accountNumber: string }[]): string[] {
  return accounts.map((account) => account.accountNumber);
}

describe('selectedAccount', () => {
  it("selects the account matching the account info's number", () => {
    expect(selectedAccount(jordan, '300100203')).toBe(jordan[3]);
  });

  it('selects the primary account when the account info names none or an unknown account', () => {
    const withPrimaryLast = [...jordan.slice(1), jordan[0]!];
    expect(selectedAccount(withPrimaryLast, null)).toBe(jordan[0]);
    expect(selectedAccount(withPrimaryLast, undefined)).toBe(jordan[0]);
    expect(selectedAccount(withPrimaryLast, '')).toBe(jordan[0]);
    expect(selectedAccount(withPrimaryLast, '999999999')).toBe(jordan[0]);
  });

  it('falls back to the first account when none is primary, and to null for no accounts', () => {
    const noPrimary = jordan.map((account) => ({ ...account, isPrimaryAccount: false }));
    expect(selectedAccount(noPrimary, null)).toBe(noPrimary[0]);
    expect(selectedAccount([], '300100200')).toBeNull();
  });

  it('keeps the extra fields of the accounts it is given', () => {
    const accounts = [
      { accountNumber: '300200300', isPrimaryAccount: true, accountHolderName: 'Pat Delgado' },
    ];
    expect(selectedAccount(accounts, null)?.accountHolderName).toBe('Pat Delgado');
  });
});

describe('switcherAccounts', () => {
  it('allows at most 4 accounts besides the selected one (spec 01 §9)', () => {
    expect(SWITCHER_MAX_OTHER_ACCOUNTS).toBe(4);
  });

  it('shows a single account alone', () => {
    const single = [{ accountNumber: '300200300', isPrimaryAccount: true }];
    expect(switcherAccounts(single, '300200300')).toEqual({ selected: single[0], others: [] });
  });

  it('shows all 5 accounts of a member with 5: the selected one and the 4 others in list order', () => {
    const five = jordan.slice(0, 5);
    const result = switcherAccounts(five, '300100202');
    expect(result?.selected.accountNumber).toBe('300100202');
    expect(numbers(result?.others ?? [])).toEqual(['300100200', '300100201', '300100203', '300100204']);
  });

  it('leaves the last account out for a member with 6 and the primary selected', () => {
    const result = switcherAccounts(jordan, '300100200');
    expect(result?.selected.accountNumber).toBe('300100200');
    expect(numbers(result?.others ?? [])).toEqual(['300100201', '300100202', '300100203', '300100204']);
  });

  it('always includes the selected account, even the last of 6', () => {
    const result = switcherAccounts(jordan, '300100205');
    expect(result?.selected.accountNumber).toBe('300100205');
    expect(numbers(result?.others ?? [])).toEqual(['300100200', '300100201', '300100202', '300100203']);
  });

  it('selects the primary account when the selected number is not in the list', () => {
    const result = switcherAccounts(jordan, '999999999');
    expect(result?.selected.accountNumber).toBe('300100200');
    expect(result?.others).toHaveLength(4);
  });

  it('has nothing to show for no accounts', () => {
    expect(switcherAccounts([], '300100200')).toBeNull();
  });
});
