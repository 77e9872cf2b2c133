import { describe, expect, it } from 'vitest';
import { accountOverviewMessages } from '../../../../src/domain/account-overview/messages.ts';

describe('accountOverviewMessages', () => {
  it('quotes the actions of spec 02 §2.1', () => {
    expect(accountOverviewMessages.summary.payBill).toBe('Pay Bill');
    expect(accountOverviewMessages.history.viewBill).toBe('View Bill');
    expect(accountOverviewMessages.history.viewMore).toBe('View More');
    expect(accountOverviewMessages.usage.myMeter).toBe('My Meter');
    expect(accountOverviewMessages.usage.viewDetails).toBe('View Details');
    expect(accountOverviewMessages.accountStatusCard.reportOutage).toBe('Report Outage');
  });

  it('names the amount, the cards and the sections as spec 02 §2.1 does', () => {
    expect(accountOverviewMessages.summary.totalAmountDue).toBe('Total Amount Due');
    expect(accountOverviewMessages.summary.accountBalance).toBe('Account Balance');
    expect(accountOverviewMessages.cards.myAccount).toBe('My Account');
    expect(accountOverviewMessages.cards.myBill).toBe('My Bill');
    expect(accountOverviewMessages.cards.accountStatus).toBe('Account Status');
    expect(accountOverviewMessages.history.title).toBe('Billing & Payment History');
    expect(accountOverviewMessages.usage.title).toBe('Billed Usage Summary');
  });

  it('quotes the active-outage sentence of spec 02 §2.1', () => {
    expect(accountOverviewMessages.banners.activeOutage).toBe(
      'There is an active outage interrupting the service in your area. The estimated restoration time ',
    );
    expect(accountOverviewMessages.banners.restorationTimeUnknown).toBe('is not yet known.');
  });

  it('quotes the errors of spec 02 §8', () => {
    expect(accountOverviewMessages.errors).toEqual({
      meterLinkUnavailable: 'Service unavailable, please contact administrator.',
      billFileNotFound: 'Bill History File not found.',
      capitalCreditFileNotFound: 'Capital Credit File not found.',
      noAccounts: 'There are no accounts available...!',
    });
    expect(accountOverviewMessages.noBillDialog.message).toBe(
      'The billing statement is not available. Please check back soon.',
    );
  });

  it('words the enrolment notes', () => {
    expect(accountOverviewMessages.summary.draftEnrolled('EZ Pay', null)).toBe('You are enrolled in EZ Pay.');
    expect(accountOverviewMessages.summary.draftEnrolled('Draft Pay', '06/04/2026')).toBe(
      'You are enrolled in Draft Pay. Your payment will be drafted on 06/04/2026.',
    );
  });
});
