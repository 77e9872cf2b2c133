import { describe, expect, it } from 'vitest';
import {
  canEditAmountAndDate,
  draftsWithSelection,
  editsWithSelection,
  enrolDraft,
  roundUpChanges,
  selectDraft,
  selectedAccountNumbers,
  serverDraft,
  serverDrafts,
  validateRoundUpDrafts,
  type RoundUpAccount,
} from '../../../../src/domain/operation-roundup/rows.ts';

const enrolled: RoundUpAccount = {
  accountNumber: '300100200',
  accountType: 'Electric',
  address: '1450 Willow Creek Rd',
  operationRoundup: true,
  operationRoundupAmount: 2,
  operationRoundupExpiration: '2027-11-24',
};
const notEnrolled: RoundUpAccount = {
  accountNumber: '300100201',
  accountType: 'Water',
  address: '88 Mill Pond Ln',
  operationRoundup: false,
  operationRoundupAmount: null,
  operationRoundupExpiration: null,
};
const today = '2026-11-24';

describe('Operation RoundUp rows (spec 03 §4)', () => {
  it('starts every row from the server’s values, not selected', () => {
    expect(serverDraft(enrolled)).toEqual({
      selected: false,
      enrolled: true,
      amount: '2.00',
      expiration: '2027-11-24',
    });
    expect(serverDrafts([enrolled, notEnrolled])).toEqual({
      '300100200': { selected: false, enrolled: true, amount: '2.00', expiration: '2027-11-24' },
      '300100201': { selected: false, enrolled: false, amount: '0.00', expiration: '' },
    });
  });

  it('selecting keeps the row’s values; deselecting restores the server’s', () => {
    const edited = { selected: true, enrolled: false, amount: '9.00', expiration: '2028-01-01' };
    expect(selectDraft(enrolled, { ...edited, selected: false }, true)).toEqual(edited);
    expect(selectDraft(enrolled, edited, false)).toEqual(serverDraft(enrolled));
  });

  it('applies a new table selection: newly selected rows keep their values, deselected ones are restored', () => {
    const editedEnrolled = { selected: true, enrolled: false, amount: '9.00', expiration: '2028-01-01' };
    const drafts = { '300100200': editedEnrolled, '300100201': serverDraft(notEnrolled) };
    expect(draftsWithSelection([enrolled, notEnrolled], drafts, ['300100201'])).toEqual({
      '300100200': serverDraft(enrolled),
      '300100201': { ...serverDraft(notEnrolled), selected: true },
    });
    expect(draftsWithSelection([enrolled, notEnrolled], drafts, ['300100200'])).toEqual(drafts);
  });

  it('keeps the edits of the rows selected on any page, and none of a row deselected', () => {
    const otherPage: RoundUpAccount = { ...notEnrolled, accountNumber: '100100012' };
    const editedElsewhere = { selected: true, enrolled: true, amount: '1.25', expiration: '' };
    const edits = { '100100012': editedElsewhere };

    const selectedHere = editsWithSelection(
      [otherPage, enrolled, notEnrolled],
      [enrolled, notEnrolled],
      edits,
      ['100100012', '300100200'],
    );
    expect(selectedHere).toEqual({
      '100100012': editedElsewhere,
      '300100200': { ...serverDraft(enrolled), selected: true },
    });
    expect(editsWithSelection([otherPage, enrolled], [enrolled], selectedHere, ['300100200'])).toEqual({
      '300100200': { ...serverDraft(enrolled), selected: true },
    });
  });

  it('switching enrolment on loads the stored amount (or 0.00) and expiry; off keeps them', () => {
    const typed = { selected: true, enrolled: false, amount: '7.00', expiration: '2030-01-01' };
    expect(enrolDraft(enrolled, typed, true)).toEqual({
      selected: true,
      enrolled: true,
      amount: '2.00',
      expiration: '2027-11-24',
    });
    expect(enrolDraft(notEnrolled, typed, true)).toEqual({
      selected: true,
      enrolled: true,
      amount: '0.00',
      expiration: '',
    });
    expect(enrolDraft(enrolled, { ...typed, enrolled: true }, false)).toEqual(typed);
  });

  it('enables amount and date only on a selected, enrolled row', () => {
    expect(canEditAmountAndDate({ selected: true, enrolled: true, amount: '', expiration: '' })).toBe(true);
    expect(canEditAmountAndDate({ selected: false, enrolled: true, amount: '', expiration: '' })).toBe(false);
    expect(canEditAmountAndDate({ selected: true, enrolled: false, amount: '', expiration: '' })).toBe(false);
  });

  it('lists the selected rows in the accounts’ order', () => {
    const drafts = {
      '300100200': { ...serverDraft(enrolled), selected: true },
      '300100201': { ...serverDraft(notEnrolled), selected: true },
    };
    expect(selectedAccountNumbers([notEnrolled, enrolled], drafts)).toEqual(['300100201', '300100200']);
    expect(selectedAccountNumbers([enrolled, notEnrolled], serverDrafts([enrolled, notEnrolled]))).toEqual(
      [],
    );
  });

  it('checks only the selected, enrolled rows, naming each invalid field', () => {
    const drafts = {
      '300100200': { selected: true, enrolled: true, amount: '-1', expiration: '2026-11-24' },
      '300100201': { selected: true, enrolled: false, amount: 'x', expiration: 'x' },
    };
    expect(validateRoundUpDrafts([enrolled, notEnrolled], drafts, today, null)).toEqual({
      '300100200': {
        amount: 'Please enter an amount greater than or equal to 0.',
        expiration: 'You cannot use an expiration date in the past.',
      },
    });
    expect(
      validateRoundUpDrafts(
        [enrolled],
        { '300100200': { selected: false, enrolled: true, amount: '-1', expiration: '' } },
        today,
        null,
      ),
    ).toEqual({});
    expect(
      validateRoundUpDrafts(
        [enrolled],
        { '300100200': { selected: true, enrolled: true, amount: '60.00', expiration: '' } },
        today,
        50,
      ),
    ).toEqual({
      '300100200': { amount: 'With Operation RoundUp Plus the amount must be between $0.00 and $50.00.' },
    });
  });

  it('sends the selected rows: enrolled with amount and expiry (null for none), switched off with neither', () => {
    const drafts = {
      '300100200': { selected: true, enrolled: false, amount: '2.00', expiration: '2027-11-24' },
      '300100201': { selected: true, enrolled: true, amount: '1.50', expiration: '11/24/2027' },
    };
    expect(roundUpChanges([enrolled, notEnrolled], drafts)).toEqual([
      { accountNumber: '300100200', isRoundUp: false, amount: null, expireDate: null },
      { accountNumber: '300100201', isRoundUp: true, amount: 1.5, expireDate: '2027-11-24' },
    ]);
    expect(
      roundUpChanges([notEnrolled], {
        '300100201': { selected: true, enrolled: true, amount: '', expiration: '' },
      }),
    ).toEqual([{ accountNumber: '300100201', isRoundUp: true, amount: 0, expireDate: null }]);
    expect(roundUpChanges([enrolled, notEnrolled], serverDrafts([enrolled, notEnrolled]))).toEqual([]);
  });
});
