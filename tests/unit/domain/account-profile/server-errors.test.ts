import { describe, expect, it } from 'vitest';
import { placeServerErrors, sameNamedField } from '../../../../src/domain/account-profile/server-errors.ts';

describe('placeServerErrors', () => {
  it('puts each error on the field it names, and keeps the others for the form’s alert', () => {
    expect(
      placeServerErrors(
        { zip: 'Zip code must be 5 or 9 digits.', county: 'Unknown county.', city: 'City is required.' },
        sameNamedField(['zip', 'city'] as const),
      ),
    ).toEqual({
      fields: { zip: 'Zip code must be 5 or 9 digits.', city: 'City is required.' },
      unplaced: ['Unknown county.'],
    });
  });

  it('keeps the first error of a field named twice', () => {
    expect(placeServerErrors({ 'a.1': 'First.', 'a.2': 'Second.' }, () => 'a')).toEqual({
      fields: { a: 'First.' },
      unplaced: [],
    });
  });
});
