import { describe, expect, it } from 'vitest';
import { autoPayMessages as m } from '../../../../src/domain/auto-pay/messages.ts';

describe('autoPayMessages', () => {
  it('words every text of the Auto Payments screen', () => {
    expect(m.title).toBe('Auto Payments');
    expect(m.noAccounts).toBe('There are no accounts available...!');
    expect(m.account('300100200')).toBe('Account 300100200');
    expect(m.enrolledWith('Visa ending 4242', m.kinds.CHARGE ?? '')).toBe('Paid by Visa ending 4242 (card)');
    expect(m.enrolledWith('Checking ending 1357', m.kinds.ECHECK ?? '')).toBe(
      'Paid by Checking ending 1357 (e-check)',
    );
    expect(m.enrolledSince('01/02/2026')).toBe('Enrolled since 01/02/2026');
    expect(m.enrolLabel('300100200')).toBe('Set up auto pay for account 300100200');
    expect(m.removeLabel('300100201')).toBe('Remove auto pay from account 300100201');
    expect(m.enrolTitle('300100200')).toBe('Set Up Auto Pay for 300100200');
    expect(m.expiredChoice('Visa ending 1111')).toBe('Visa ending 1111 (expired)');
    expect(m.chooseMethod).toBe('Please choose a payment method.');
    expect(m.enrolled('300100200')).toBe('Auto pay is set up for account 300100200.');
    expect(m.returned).toBe('Your auto pay information has been updated.');
    expect(m.removeConfirm('300100201')).toBe(
      'Are you sure you want to remove auto pay from account 300100201? Its bills will no longer be paid automatically.',
    );
    expect(m.removed('300100201')).toBe('Auto pay was removed from account 300100201.');
    expect(m.enrolOutcomeUnknown).toBe(
      'We could not confirm whether auto pay was set up. The list below has been loaded again: check it before trying again.',
    );
    expect(m.removeOutcomeUnknown).toBe(
      'We could not confirm whether auto pay was removed. The list below has been loaded again: check it before trying again.',
    );
  });
});
