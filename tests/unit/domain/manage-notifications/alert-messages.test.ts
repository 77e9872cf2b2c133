import { describe, expect, it } from 'vitest';
import { alertMessage, alertTypeOf } from '../../../../src/domain/manage-notifications/alert-messages.ts';

const account = { accountNumber: '300100200', serviceAddress: '1450 Willow Creek Rd, Riverbend, OR 97401' };
const sender = { coopName: 'Riverbend Electric Cooperative', timeZone: 'America/Los_Angeles' };
const stop = (name: string) =>
  ` To stop only ${name} alerts for account 300100200, turn them off in Manage Notifications on the member portal.`;

describe('alertMessage: every alert names the account by number and service address', () => {
  it('an outage, with its estimate or without one', () => {
    expect(
      alertMessage(
        { kind: 'outage-started', estimatedTimeOfRestoration: '2026-03-03T01:30:00Z' },
        account,
        sender,
      ),
    ).toEqual({
      subject: 'Outage: account 300100200',
      text:
        'Riverbend Electric Cooperative: There is an outage on account 300100200 at 1450 Willow Creek Rd, Riverbend, OR 97401. The estimated restoration time is 03/02/2026 17:30.' +
        stop('outage'),
    });
    expect(
      alertMessage({ kind: 'outage-started', estimatedTimeOfRestoration: null }, account, sender).text,
    ).toBe(
      'Riverbend Electric Cooperative: There is an outage on account 300100200 at 1450 Willow Creek Rd, Riverbend, OR 97401. The restoration time is not yet known.' +
        stop('outage'),
    );
  });

  it('a changed restoration estimate, and power restored', () => {
    expect(
      alertMessage(
        { kind: 'outage-estimate-changed', estimatedTimeOfRestoration: '2026-03-03T03:00:00Z' },
        account,
        sender,
      ),
    ).toEqual({
      subject: 'Outage update: account 300100200',
      text:
        'Riverbend Electric Cooperative: The restoration estimate for the outage on account 300100200 at 1450 Willow Creek Rd, Riverbend, OR 97401 changed. The estimated restoration time is 03/02/2026 19:00.' +
        stop('outage'),
    });
    expect(alertMessage({ kind: 'outage-restored' }, account, sender)).toEqual({
      subject: 'Power restored: account 300100200',
      text:
        'Riverbend Electric Cooperative: Power is restored on account 300100200 at 1450 Willow Creek Rd, Riverbend, OR 97401.' +
        stop('outage'),
    });
  });

  it('a bill ready, with its due date or (prepaid) without one', () => {
    expect(
      alertMessage({ kind: 'bill-issued', amount: 1234.5, dueDate: '2026-03-22' }, account, sender),
    ).toEqual({
      subject: 'Your bill is ready: account 300100200',
      text:
        'Riverbend Electric Cooperative: A new bill of $1,234.50 for account 300100200 at 1450 Willow Creek Rd, Riverbend, OR 97401 is ready. It is due 03/22/2026.' +
        stop('bill ready'),
    });
    expect(alertMessage({ kind: 'bill-issued', amount: 20, dueDate: null }, account, sender).text).toBe(
      'Riverbend Electric Cooperative: A new bill of $20.00 for account 300100200 at 1450 Willow Creek Rd, Riverbend, OR 97401 is ready.' +
        stop('bill ready'),
    );
  });

  it('a payment due, a payment received and an upcoming draft, each with its amount', () => {
    expect(
      alertMessage({ kind: 'payment-due', amount: 128.45, dueDate: '2026-03-22' }, account, sender),
    ).toEqual({
      subject: 'Payment due: account 300100200',
      text:
        'Riverbend Electric Cooperative: $128.45 is due 03/22/2026 on account 300100200 at 1450 Willow Creek Rd, Riverbend, OR 97401.' +
        stop('payment due reminder'),
    });
    expect(
      alertMessage(
        { kind: 'payment-received', amount: 40, paymentDate: '2026-03-02', confirmationNumber: 'RB-100045' },
        account,
        sender,
      ),
    ).toEqual({
      subject: 'Payment received: account 300100200',
      text:
        'Riverbend Electric Cooperative: We received your payment of $40.00 for account 300100200 at 1450 Willow Creek Rd, Riverbend, OR 97401 on 03/02/2026. Confirmation number RB-100045.' +
        stop('payment received'),
    });
    expect(
      alertMessage({ kind: 'draft-upcoming', amount: 96.2, draftDate: '2026-03-12' }, account, sender),
    ).toEqual({
      subject: 'Upcoming draft: account 300100200',
      text:
        'Riverbend Electric Cooperative: $96.20 will be drafted for account 300100200 at 1450 Willow Creek Rd, Riverbend, OR 97401 on 03/12/2026.' +
        stop('upcoming draft'),
    });
  });

  it('a day of high usage and a projected bill, each with the member’s own limit', () => {
    expect(
      alertMessage({ kind: 'usage-read', date: '2026-03-01', kWh: 1061.5, threshold: 999 }, account, sender),
    ).toEqual({
      subject: 'High usage: account 300100200',
      text:
        'Riverbend Electric Cooperative: Account 300100200 at 1450 Willow Creek Rd, Riverbend, OR 97401 used 1,061.5 kWh on 03/01/2026, above your alert of 999 kWh a day.' +
        stop('high usage'),
    });
    expect(alertMessage({ kind: 'bill-projected', projected: 212.4, limit: 200 }, account, sender)).toEqual({
      subject: 'Projected bill: account 300100200',
      text:
        'Riverbend Electric Cooperative: The next bill for account 300100200 at 1450 Willow Creek Rd, Riverbend, OR 97401 is projected at $212.40, above your alert of $200.00.' +
        stop('projected bill'),
    });
  });

  it('never asks for a STOP reply, which would end every message', () => {
    const text = alertMessage({ kind: 'outage-restored' }, account, sender).text;
    expect(text).not.toMatch(/reply stop/i);
  });
});

describe('alertTypeOf', () => {
  it('files each event under the type a member subscribes to', () => {
    expect(alertTypeOf({ kind: 'outage-started', estimatedTimeOfRestoration: null })).toBe('OUTAGE');
    expect(alertTypeOf({ kind: 'outage-estimate-changed', estimatedTimeOfRestoration: null })).toBe('OUTAGE');
    expect(alertTypeOf({ kind: 'outage-restored' })).toBe('OUTAGE');
    expect(alertTypeOf({ kind: 'bill-issued', amount: 1, dueDate: null })).toBe('BILL_READY');
    expect(alertTypeOf({ kind: 'payment-due', amount: 1, dueDate: '2026-03-01' })).toBe('PAYMENT_DUE');
    expect(
      alertTypeOf({
        kind: 'payment-received',
        amount: 1,
        paymentDate: '2026-03-01',
        confirmationNumber: 'x',
      }),
    ).toBe('PAYMENT_RECEIVED');
    expect(alertTypeOf({ kind: 'draft-upcoming', amount: 1, draftDate: '2026-03-01' })).toBe(
      'DRAFT_UPCOMING',
    );
    expect(alertTypeOf({ kind: 'usage-read', date: '2026-03-01', kWh: 1, threshold: 0 })).toBe('HIGH_USAGE');
    expect(alertTypeOf({ kind: 'bill-projected', projected: 1, limit: 0 })).toBe('PROJECTED_BILL');
  });
});
