import { describe, expect, it } from 'vitest';
import {
  accountListRows,
  accountOverviewFromListRoute,
} from '../../../../src/domain/accounts/account-list.ts';

describe('accountListRows', () => {
  it('shows the balance with a negative in parentheses and the due date as MM/dd/yyyy', () => {
    expect(
      accountListRows([
        {
          accountNumber: '300300400',
          accountType: 'Electric',
          serviceAddress: '12 Mill Rd',
          derivedStatus: 'Current',
          accountBalance: -12.5,
          dueDate: '2026-12-13',
        },
      ]),
    ).toEqual([
      {
        accountNumber: '300300400',
        accountType: 'Electric',
        serviceAddress: '12 Mill Rd',
        status: 'Current',
        balance: -12.5,
        balanceText: '($12.50)',
        dueDate: '2026-12-13',
        dueDateText: '12/13/2026',
      },
    ]);
  });

  it("says 'N/A' for a missing balance or due date and sorts them as none", () => {
    const [row] = accountListRows([{ accountNumber: '300100203', accountType: 'Electric', dueDate: null }]);
    expect(row).toMatchObject({ balance: null, balanceText: 'N/A', dueDate: null, dueDateText: 'N/A' });
  });
});

describe('accountOverviewFromListRoute', () => {
  it('opens the overview of the account with isFromViewAllAccounts', () => {
    expect(accountOverviewFromListRoute('300100205')).toBe(
      'accountoverview?accountno=300100205&isFromViewAllAccounts=true',
    );
  });
});
