import { describe, expect, it } from 'vitest';
import { payAccountsMessages } from '../../../../src/domain/pay-accounts/messages.ts';
import {
  type PayAccountsReceipt,
  receiptTable,
  receiptTotal,
} from '../../../../src/domain/pay-accounts/receipt.ts';
import { csvText } from '../../../../src/domain/table-export/csv.ts';
import { exportFileName } from '../../../../src/domain/table-export/export-table.ts';

const receipt: PayAccountsReceipt = {
  confirmationNumber: 'RB12345678',
  paymentDate: '2026-11-24',
  paymentMethod: 'cc',
  cardOrBankAccountNumberLastFourDigits: '4242',
  amount: 20.3,
  convenienceFee: 1.95,
  accounts: [
    {
      accountNumber: '300100200',
      serviceAddress: '1450 Willow Creek Rd, Riverbend, OR 97401',
      paymentAmount: 10.1,
    },
    { accountNumber: '300100201', serviceAddress: '=HYPERLINK("x")', paymentAmount: 10.2 },
  ],
};

describe('the receipt of a payment of several accounts', () => {
  it('has a row for every account paid, each naming the payment, the amount a number', () => {
    expect(receiptTable(receipt)).toEqual({
      headers: [
        'Confirmation number',
        'Payment date',
        'Paid with',
        'Account number',
        'Service address',
        'Amount paid',
      ],
      rows: [
        [
          'RB12345678',
          '11/24/2026',
          'Card ending 4242',
          '300100200',
          '1450 Willow Creek Rd, Riverbend, OR 97401',
          10.1,
        ],
        ['RB12345678', '11/24/2026', 'Card ending 4242', '300100201', '=HYPERLINK("x")', 10.2],
      ],
    });
  });

  it('names a bank account as such', () => {
    const byBank = receiptTable({
      ...receipt,
      paymentMethod: 'echeck',
      cardOrBankAccountNumberLastFourDigits: '6789',
    });
    expect(byBank.rows[0]?.[2]).toBe('Bank account ending 6789');
  });

  it('writes as CSV through the table export, a formula in an address kept as text', () => {
    expect(csvText(receiptTable(receipt)).split('\r\n')).toEqual([
      '\uFEFFConfirmation number,Payment date,Paid with,Account number,Service address,Amount paid',
      'RB12345678,11/24/2026,Card ending 4242,300100200,"1450 Willow Creek Rd, Riverbend, OR 97401",10.1',
      `RB12345678,11/24/2026,Card ending 4242,300100201,"'=HYPERLINK(""x"")",10.2`,
      '',
    ]);
  });

  it('lists 1,000 accounts, and totals them to the cent', () => {
    const many: PayAccountsReceipt = {
      ...receipt,
      accounts: Array.from({ length: 1000 }, (_, index) => ({
        accountNumber: `1010${String(index + 1).padStart(5, '0')}`,
        serviceAddress: '',
        paymentAmount: index % 2 === 0 ? 0.1 : 0.2,
      })),
    };
    expect(receiptTable(many).rows).toHaveLength(1000);
    expect(receiptTotal(many)).toBe(150);
    expect(payAccountsMessages.receipt.summary(1000, receiptTotal(many))).toBe(
      'This payment paid 1,000 accounts, $150.00 in all.',
    );
  });

  it('is saved under the payment’s confirmation number', () => {
    expect(exportFileName(payAccountsMessages.receipt.fileName('RB12345678'), 'csv')).toBe(
      'payment-receipt-RB12345678.csv',
    );
    expect(payAccountsMessages.receipt.summary(1, 54.1)).toBe('This payment paid 1 account, $54.10.');
  });
});
