import { describe, expect, it } from 'vitest';
import { stateChoices, usStates } from '../../../../src/domain/account-profile/states.ts';

describe('the state list', () => {
  it('has the 50 states, the District of Columbia and five territories, each code once', () => {
    expect(usStates).toHaveLength(56);
    expect(new Set(usStates.map((state) => state.code)).size).toBe(56);
    expect(usStates.find((state) => state.code === 'OR')?.name).toBe('Oregon');
    expect(usStates.find((state) => state.code === 'KS')?.name).toBe('Kansas');
  });

  it('keeps a saved value the list does not have, first', () => {
    expect(stateChoices('OR')).toBe(usStates);
    expect(stateChoices('')).toBe(usStates);
    expect(stateChoices('ab')[0]).toEqual({ code: 'AB', name: 'AB' });
    expect(stateChoices('ab')).toHaveLength(57);
  });
});
