import { describe, expect, it } from 'vitest';
import {
  outageAvailability,
  type OutageAvailabilityInput,
  outagePageQuery,
} from '../../../../src/domain/outage/availability.ts';

const noQuery = outagePageQuery(new URLSearchParams(''));

function input(overrides: Partial<OutageAvailabilityInput> = {}): OutageAvailabilityInput {
  return {
    query: noQuery,
    memberNumber: '1001',
    account: { accountNumber: '300100200', accountType: 'Electric', locationId: '7100200' },
    hideNonElectricOutage: false,
    ...overrides,
  };
}

describe('outagePageQuery (spec 03 §2.1)', () => {
  it('reads accountno, accounttype, locationid, memberno and isFromViewAllAccounts', () => {
    expect(
      outagePageQuery(
        new URLSearchParams(
          'accountno=300100200&memberno=1001&locationid=7100200&accounttype=Electric&isFromViewAllAccounts=true',
        ),
      ),
    ).toEqual({
      accountNumber: '300100200',
      accountType: 'Electric',
      locationId: '7100200',
      memberNumber: '1001',
      isFromViewAllAccounts: true,
    });
  });

  it('counts a blank parameter as missing, and isFromViewAllAccounts only when true', () => {
    expect(outagePageQuery(new URLSearchParams('accountno=%20&memberno=&isFromViewAllAccounts=yes'))).toEqual(
      {
        accountNumber: null,
        accountType: null,
        locationId: null,
        memberNumber: null,
        isFromViewAllAccounts: false,
      },
    );
    expect(outagePageQuery(new URLSearchParams('isFromViewAllAccounts=TRUE')).isFromViewAllAccounts).toBe(
      true,
    );
  });
});

describe('outageAvailability', () => {
  it('shows the tabs with the account’s location', () => {
    expect(outageAvailability(input())).toEqual({ kind: 'available', locationId: '7100200' });
  });

  it('has no account context when the address names another member', () => {
    const query = outagePageQuery(new URLSearchParams('accountno=300100200&memberno=1002'));
    expect(outageAvailability(input({ query }))).toEqual({ kind: 'no-account-context' });
    const same = outagePageQuery(new URLSearchParams('accountno=300100200&memberno=1001'));
    expect(outageAvailability(input({ query: same })).kind).toBe('available');
  });

  it('has no account context when the address names another account than the one shown (not the member’s)', () => {
    const query = outagePageQuery(new URLSearchParams('accountno=300200300'));
    expect(outageAvailability(input({ query }))).toEqual({ kind: 'no-account-context' });
  });

  it('is not supported for a non-electric account under the hide setting', () => {
    const water = { accountNumber: '300100201', accountType: 'Water', locationId: '7100201' };
    expect(outageAvailability(input({ account: water, hideNonElectricOutage: true }))).toEqual({
      kind: 'not-supported',
    });
    expect(outageAvailability(input({ account: water, hideNonElectricOutage: false }))).toEqual({
      kind: 'available',
      locationId: '7100201',
    });
    expect(outageAvailability(input({ hideNonElectricOutage: true })).kind).toBe('available');
  });

  it('reads the address’s accounttype when the account info has none, and an account without a type as non-electric', () => {
    const untyped = { accountNumber: '300100200', accountType: null, locationId: '7100200' };
    const electric = outagePageQuery(new URLSearchParams('accountno=300100200&accounttype=Electric'));
    expect(
      outageAvailability(input({ account: untyped, query: electric, hideNonElectricOutage: true })).kind,
    ).toBe('available');
    expect(outageAvailability(input({ account: untyped, hideNonElectricOutage: true })).kind).toBe(
      'not-supported',
    );
  });

  it('has no location when neither the account info nor the address gives one', () => {
    const noLocation = { accountNumber: '300100200', accountType: 'Electric', locationId: '  ' };
    expect(outageAvailability(input({ account: noLocation }))).toEqual({
      kind: 'available',
      locationId: null,
    });
    const withLocation = outagePageQuery(new URLSearchParams('accountno=300100200&locationid=7100200'));
    expect(outageAvailability(input({ account: noLocation, query: withLocation }))).toEqual({
      kind: 'available',
      locationId: '7100200',
    });
  });

  it('takes the account info’s location over the address’s locationid', () => {
    const differing = outagePageQuery(new URLSearchParams('accountno=300100200&locationid=9999999'));
    expect(outageAvailability(input({ query: differing }))).toEqual({
      kind: 'available',
      locationId: '7100200',
    });
  });
});
