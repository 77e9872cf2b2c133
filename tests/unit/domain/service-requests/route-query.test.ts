import { describe, expect, it } from 'vitest';
import { routeWithoutAccountNumber } from '../../../../src/domain/service-requests/route-query.ts';

describe('routeWithoutAccountNumber (spec 03 §2.5: accountno is removed from the address)', () => {
  it('drops accountno and keeps every other parameter', () => {
    expect(
      routeWithoutAccountNumber('pages/service-requests', new URLSearchParams('accountno=300100201')),
    ).toBe('pages/service-requests');
    expect(
      routeWithoutAccountNumber(
        'pages/service-requests',
        new URLSearchParams('accountno=300100201&isFromViewAllAccounts=true'),
      ),
    ).toBe('pages/service-requests?isFromViewAllAccounts=true');
  });

  it('has nothing to do when the address has no accountno', () => {
    expect(routeWithoutAccountNumber('pages/service-requests', new URLSearchParams(''))).toBeNull();
    expect(routeWithoutAccountNumber('pages/service-requests', new URLSearchParams('other=1'))).toBeNull();
  });
});
