import { describe, expect, it } from 'vitest';
import {
  activeOutageText,
  arrangementDetails,
  BANNER_ORDER,
  formatRestorationTime,
  type CooperativeDay,
  isArrangementPaymentOverdue,
  overviewBanners,
} from '../../../../src/domain/account-overview/banners.ts';
import type { AccountInfo } from '../../../../src/domain/account-overview/types.ts';

// The cooperative's day; these tests run in the browser's zone of vitest (the machine's).
const today: CooperativeDay = { today: '2026-05-15' };

/** 300100200 of the demo data: electric, current, nothing to alert about. */
function currentAccount(overrides: Partial<AccountInfo> = {}): AccountInfo {
  return {
    accountNumber: '300100200',
    accountBalance: 128.45,
    accountType: 'Electric',
    derivedStatus: 'Current',
    isPrepaidAccount: false,
    outageStatus: 'N',
    ...overrides,
  };
}

const outagePrefix =
  'There is an active outage interrupting the service in your area. The estimated restoration time ';

describe('overviewBanners', () => {
  it('shows nothing for a current account without alerts', () => {
    expect(overviewBanners(currentAccount(), today)).toEqual([]);
  });

  describe('prepaid disconnect alert', () => {
    const alert = 'Your prepaid balance is low. Service may be disconnected.';

    it('shows the alert text for a prepaid account with no active returned items', () => {
      const banners = overviewBanners(
        currentAccount({ isPrepaidAccount: true, activeReturnedItems: false, prepaidDisconnectAlert: alert }),
        today,
      );
      expect(banners).toEqual([{ id: 'prepaid-disconnect', tone: 'error', text: alert }]);
    });

    it('is not shown for a prepaid account with active returned items', () => {
      const banners = overviewBanners(
        currentAccount({ isPrepaidAccount: true, activeReturnedItems: true, prepaidDisconnectAlert: alert }),
        today,
      );
      expect(banners.map((banner) => banner.id)).toEqual(['returned-items']);
    });

    it('is not shown for an account that is not prepaid', () => {
      expect(overviewBanners(currentAccount({ prepaidDisconnectAlert: alert }), today)).toEqual([]);
    });

    it('is not shown when the back office sends no alert text', () => {
      expect(
        overviewBanners(currentAccount({ isPrepaidAccount: true, prepaidDisconnectAlert: ' ' }), today),
      ).toEqual([]);
    });
  });

  describe('capital credit refund message', () => {
    it('shows the message when there is one', () => {
      const text = 'A capital credit refund of $42.10 was applied to your account.';
      expect(overviewBanners(currentAccount({ capitalCreditRefundMessage: ` ${text} ` }), today)).toEqual([
        { id: 'capital-credit-refund', tone: 'info', text },
      ]);
    });

    it('is not shown without one', () => {
      expect(overviewBanners(currentAccount({ capitalCreditRefundMessage: '' }), today)).toEqual([]);
      expect(overviewBanners(currentAccount({ capitalCreditRefundMessage: null }), today)).toEqual([]);
    });
  });

  describe('cut-off notice', () => {
    const cutOffMsg =
      'Your account is scheduled for disconnection. Please call 1-800-555-0142 to make a payment.';

    it('shows the cut-off message for a non-prepaid Past Due account (300100202)', () => {
      expect(overviewBanners(currentAccount({ derivedStatus: 'Past Due', cutOffMsg }), today)).toEqual([
        { id: 'cut-off', tone: 'error', text: cutOffMsg },
      ]);
    });

    it('is not shown for a prepaid account', () => {
      expect(
        overviewBanners(
          currentAccount({ derivedStatus: 'Past Due', cutOffMsg, isPrepaidAccount: true }),
          today,
        ),
      ).toEqual([]);
    });

    it('is not shown when the derived status is not Past Due', () => {
      expect(overviewBanners(currentAccount({ derivedStatus: 'Final Billed', cutOffMsg }), today)).toEqual(
        [],
      );
    });

    it('is not shown without a cut-off message', () => {
      expect(overviewBanners(currentAccount({ derivedStatus: 'Past Due', cutOffMsg: null }), today)).toEqual(
        [],
      );
    });
  });

  describe('returned-items notice', () => {
    it('shows for active returned items', () => {
      expect(overviewBanners(currentAccount({ activeReturnedItems: 1 }), today)).toEqual([
        {
          id: 'returned-items',
          tone: 'warning',
          text: 'This account has returned payments. Please contact us to resolve them before paying by check or bank account.',
        },
      ]);
    });

    it('is not shown without them', () => {
      expect(overviewBanners(currentAccount({ activeReturnedItems: 0 }), today)).toEqual([]);
    });
  });

  describe('active-outage notice', () => {
    it('shows when the outage status is OFF, with an unknown restoration time', () => {
      expect(overviewBanners(currentAccount({ outageStatus: 'Y' }), today)).toEqual([
        {
          id: 'active-outage',
          tone: 'warning',
          text: 'There is an active outage interrupting the service in your area. The estimated restoration time is not yet known.',
        },
      ]);
    });

    it('shows the estimated restoration time when there is one', () => {
      const banners = overviewBanners(
        currentAccount({ outageStatus: 'Y', estimatedTimeOfRestoration: '2026-05-15T12:05:00' }),
        today,
      );
      expect(banners[0]?.text).toBe(
        'There is an active outage interrupting the service in your area. The estimated restoration time is 05/15/2026 12:05.',
      );
    });

    it('is not shown when the outage status is ON or N/A', () => {
      expect(overviewBanners(currentAccount({ outageStatus: 'N' }), today)).toEqual([]);
      expect(overviewBanners(currentAccount({ outageStatus: null }), today)).toEqual([]);
    });
  });

  describe('arrangement notation', () => {
    const notation = 'Payment arrangement: 3 payments of $50.00.';

    it('shows the notation as information while the next payment is not overdue', () => {
      const account = currentAccount({
        hasArrangement: true,
        arrangement: {
          arrangementNotation: notation,
          nextPaymentAmount: 50,
          nextPaymentDueDate: '2026-05-15',
        },
      });
      expect(overviewBanners(account, today)).toEqual([{ id: 'arrangement', tone: 'info', text: notation }]);
    });

    it('turns into an error with the overdue notice when the next payment date is before today (300100205)', () => {
      const account = currentAccount({
        hasArrangement: true,
        arrangement: {
          arrangementNotation: notation,
          nextPaymentAmount: 50,
          nextPaymentDueDate: '2026-05-14',
        },
      });
      expect(overviewBanners(account, today)).toEqual([
        {
          id: 'arrangement',
          tone: 'error',
          text: notation,
          detail: 'Your arrangement payment of $50.00 was due on 05/14/2026 and is overdue.',
        },
      ]);
    });

    it('words the overdue notice without an amount when there is none', () => {
      const account = currentAccount({
        hasArrangement: 'Y',
        arrangement: { arrangementNotation: notation, nextPaymentDueDate: '2026-04-01' },
      });
      expect(overviewBanners(account, today)[0]?.detail).toBe(
        'Your arrangement payment was due on 04/01/2026 and is overdue.',
      );
    });

    it('is not shown without an arrangement, or without a notation', () => {
      const arrangement = { arrangementNotation: notation, nextPaymentDueDate: '2026-05-20' };
      expect(overviewBanners(currentAccount({ hasArrangement: false, arrangement }), today)).toEqual([]);
      expect(overviewBanners(currentAccount({ hasArrangement: true, arrangement: null }), today)).toEqual([]);
      expect(
        overviewBanners(
          currentAccount({ hasArrangement: true, arrangement: { ...arrangement, arrangementNotation: '' } }),
          today,
        ),
      ).toEqual([]);
    });
  });

  it('lists every banner in the fixed order', () => {
    const account = currentAccount({
      isPrepaidAccount: true,
      prepaidDisconnectAlert: 'Prepaid alert.',
      capitalCreditRefundMessage: 'Refund.',
      activeReturnedItems: false,
      outageStatus: 'Y',
      hasArrangement: true,
      arrangement: { arrangementNotation: 'Arrangement.' },
    });
    const withoutPrepaid = currentAccount({
      derivedStatus: 'Past Due',
      cutOffMsg: 'Cut-off.',
      capitalCreditRefundMessage: 'Refund.',
      activeReturnedItems: true,
      outageStatus: 'Y',
      hasArrangement: true,
      arrangement: { arrangementNotation: 'Arrangement.' },
    });
    expect(overviewBanners(account, today).map((banner) => banner.id)).toEqual([
      'prepaid-disconnect',
      'capital-credit-refund',
      'active-outage',
      'arrangement',
    ]);
    expect(overviewBanners(withoutPrepaid, today).map((banner) => banner.id)).toEqual([
      'capital-credit-refund',
      'cut-off',
      'returned-items',
      'active-outage',
      'arrangement',
    ]);
    expect(BANNER_ORDER).toEqual([
      'prepaid-disconnect',
      'capital-credit-refund',
      'cut-off',
      'returned-items',
      'active-outage',
      'arrangement',
    ]);
  });
});

describe('activeOutageText and formatRestorationTime', () => {
  it("ends the spec's sentence with 'is not yet known.' when there is no time", () => {
    expect(activeOutageText(null)).toBe(`${outagePrefix}is not yet known.`);
    expect(activeOutageText('  ')).toBe(`${outagePrefix}is not yet known.`);
  });

  it('formats a date-time as MM/dd/yyyy HH:mm on a 24-hour clock', () => {
    expect(formatRestorationTime('2026-05-15T17:30:00')).toBe('05/15/2026 17:30');
    expect(activeOutageText('2026-05-15T08:05')).toBe(`${outagePrefix}is 05/15/2026 08:05.`);
  });

  it("shows a date-time with an offset in the cooperative's zone", () => {
    expect(formatRestorationTime('2026-05-16T03:30:00Z', 'America/Los_Angeles')).toBe('05/15/2026 20:30');
    expect(formatRestorationTime('2026-05-16T03:30:00Z', 'America/New_York')).toBe('05/15/2026 23:30');
    expect(activeOutageText('2026-05-16T03:30:00Z', 'America/Chicago')).toBe(
      `${outagePrefix}is 05/15/2026 22:30.`,
    );
  });

  it('formats a plain date as MM/dd/yyyy', () => {
    expect(formatRestorationTime('2026-05-16')).toBe('05/16/2026');
  });

  it('shows any other text as sent', () => {
    expect(formatRestorationTime(' about 3 hours ')).toBe('about 3 hours');
    expect(activeOutageText('about 3 hours')).toBe(`${outagePrefix}is about 3 hours.`);
  });
});

describe('isArrangementPaymentOverdue', () => {
  it('is overdue when the due date is before today', () => {
    expect(isArrangementPaymentOverdue({ nextPaymentDueDate: '2026-05-14' }, today)).toBe(true);
    expect(isArrangementPaymentOverdue({ nextPaymentDueDate: '2026-05-14T23:59:00' }, today)).toBe(true);
  });

  it('is not overdue on the due date itself, or before it', () => {
    expect(isArrangementPaymentOverdue({ nextPaymentDueDate: '2026-05-15' }, today)).toBe(false);
    expect(isArrangementPaymentOverdue({ nextPaymentDueDate: '2026-05-16' }, today)).toBe(false);
  });

  it("counts days by the cooperative's calendar: a date-time due late on the 14th in Oregon is the 14th", () => {
    const oregon: CooperativeDay = { today: '2026-05-15', timeZone: 'America/Los_Angeles' };
    // 02:00 UTC on the 15th is 19:00 on the 14th in Oregon: overdue there, not yet in Tokyo.
    expect(isArrangementPaymentOverdue({ nextPaymentDueDate: '2026-05-15T02:00:00Z' }, oregon)).toBe(true);
    const tokyo: CooperativeDay = { today: '2026-05-15', timeZone: 'Asia/Tokyo' };
    expect(isArrangementPaymentOverdue({ nextPaymentDueDate: '2026-05-15T02:00:00Z' }, tokyo)).toBe(false);
  });

  it('is not overdue without a valid due date or an arrangement', () => {
    expect(isArrangementPaymentOverdue({ nextPaymentDueDate: null }, today)).toBe(false);
    expect(isArrangementPaymentOverdue({ nextPaymentDueDate: 'soon' }, today)).toBe(false);
    expect(isArrangementPaymentOverdue(null, today)).toBe(false);
  });
});

describe('arrangementDetails', () => {
  it('lists balance, next payment and due date, and marks an overdue payment', () => {
    const account = currentAccount({
      hasArrangement: true,
      arrangement: {
        arrangementNotation: 'Plan',
        arrangementBalance: -12.5,
        nextPaymentAmount: 1250,
        nextPaymentDueDate: '2026-05-01',
      },
    });
    expect(arrangementDetails(account, today)).toEqual({
      lines: [
        { label: 'Arrangement Balance', value: '($12.50)' },
        { label: 'Next Payment Amount', value: '$1,250.00' },
        { label: 'Next Payment Due Date', value: '05/01/2026' },
      ],
      nextPaymentOverdue: true,
      overdueLabel: 'Overdue',
    });
  });

  it('leaves out missing values and is not overdue in the future', () => {
    const account = currentAccount({
      hasArrangement: true,
      arrangement: { nextPaymentDueDate: '2026-06-01' },
    });
    expect(arrangementDetails(account, today)).toEqual({
      lines: [{ label: 'Next Payment Due Date', value: '06/01/2026' }],
      nextPaymentOverdue: false,
      overdueLabel: null,
    });
  });

  it('is null without an arrangement', () => {
    expect(arrangementDetails(currentAccount({ hasArrangement: false, arrangement: {} }), today)).toBeNull();
    expect(arrangementDetails(currentAccount({ hasArrangement: true }), today)).toBeNull();
  });
});
