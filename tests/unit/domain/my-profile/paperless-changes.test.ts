import { describe, expect, it } from 'vitest';
import type { PaperlessRow } from '../../../../src/domain/my-profile/paperless.ts';
import {
  anyAccountPaperless,
  changeAllAccounts,
  changedPaperlessRows,
  changePaperlessBox,
  countsAfter,
  everyAccountChecked,
  noPaperlessChanges,
  type PaperlessCounts,
  shownPaperlessRow,
} from '../../../../src/domain/my-profile/paperless-changes.ts';

const row = (accountNumber: string, fields: Partial<PaperlessRow> = {}): PaperlessRow => ({
  accountNumber,
  address: `${accountNumber} Willow Creek Rd`,
  emailBillNotice: false,
  paperlessBill: false,
  otherPaperless: false,
  ...fields,
});

// Of 2,400 accounts: 10 with an email notice (4 of them with a paperless bill), 3 with other paperless.
const counts: PaperlessCounts = { total: 2400, emailBillNotice: 10, paperlessBill: 4, otherPaperless: 3 };
const plain = row('101000001');
const paperless = row('101000002', { paperlessBill: true, emailBillNotice: true });

describe('paperless changes over thousands of accounts', () => {
  it('shows the back office’s rows and counts while nothing changed', () => {
    expect(shownPaperlessRow(paperless, noPaperlessChanges)).toEqual(paperless);
    expect(countsAfter(counts, noPaperlessChanges)).toEqual(counts);
    expect(changedPaperlessRows(noPaperlessChanges)).toEqual([]);
  });

  it('counts a box checked on one row, and sends that row whole', () => {
    const changes = changePaperlessBox(noPaperlessChanges, plain, 'paperlessBill', true);

    expect(shownPaperlessRow(plain, changes)).toEqual({
      ...plain,
      paperlessBill: true,
      emailBillNotice: true,
    });
    expect(countsAfter(counts, changes)).toEqual({
      total: 2400,
      emailBillNotice: 11,
      paperlessBill: 5,
      otherPaperless: 3,
    });
    expect(changedPaperlessRows(changes)).toEqual([{ ...plain, paperlessBill: true, emailBillNotice: true }]);
  });

  it('checks a select-all box for every account, on every page, and the box reads checked', () => {
    const changes = changeAllAccounts(noPaperlessChanges, 'otherPaperless', true);

    expect(shownPaperlessRow(plain, changes).otherPaperless).toBe(true);
    expect(countsAfter(counts, changes).otherPaperless).toBe(2400);
    expect(everyAccountChecked(countsAfter(counts, changes), 'otherPaperless')).toBe(true);
    expect(everyAccountChecked(counts, 'otherPaperless')).toBe(false);
    expect(changedPaperlessRows(changes)).toEqual([]);
  });

  it('keeps a row’s own box over the select-all choice made before it, and counts it', () => {
    const all = changeAllAccounts(noPaperlessChanges, 'otherPaperless', true);
    const changes = changePaperlessBox(all, plain, 'otherPaperless', false);

    expect(shownPaperlessRow(plain, changes).otherPaperless).toBe(false);
    expect(countsAfter(counts, changes).otherPaperless).toBe(2399);
    expect(everyAccountChecked(countsAfter(counts, changes), 'otherPaperless')).toBe(false);
    // A select-all press again sets the box of that row too.
    const again = changeAllAccounts(changes, 'otherPaperless', true);
    expect(shownPaperlessRow(plain, again).otherPaperless).toBe(true);
    expect(countsAfter(counts, again).otherPaperless).toBe(2400);
  });

  it('keeps every email on under all paperless bills, and the email notices of paperless bills when email is all off', () => {
    const allPaperless = changeAllAccounts(noPaperlessChanges, 'paperlessBill', true);
    const emailOff = changeAllAccounts(allPaperless, 'emailBillNotice', false);
    expect(countsAfter(counts, emailOff)).toMatchObject({ emailBillNotice: 2400, paperlessBill: 2400 });
    expect(shownPaperlessRow(plain, emailOff)).toMatchObject({ emailBillNotice: true, paperlessBill: true });

    const onlyEmailOff = changeAllAccounts(noPaperlessChanges, 'emailBillNotice', false);
    expect(countsAfter(counts, onlyEmailOff).emailBillNotice).toBe(4);
    expect(shownPaperlessRow(paperless, onlyEmailOff).emailBillNotice).toBe(true);
    expect(shownPaperlessRow(row('101000003', { emailBillNotice: true }), onlyEmailOff).emailBillNotice).toBe(
      false,
    );
  });

  it('needs the confirmation while any account has a paperless bill or other paperless', () => {
    expect(anyAccountPaperless(counts)).toBe(true);
    const none = changeAllAccounts(
      changeAllAccounts(noPaperlessChanges, 'paperlessBill', false),
      'otherPaperless',
      false,
    );
    expect(anyAccountPaperless(countsAfter(counts, none))).toBe(false);
    expect(
      anyAccountPaperless(countsAfter(counts, changePaperlessBox(none, plain, 'paperlessBill', true))),
    ).toBe(true);
  });

  it('reads no select-all box checked without accounts', () => {
    expect(
      everyAccountChecked(
        { total: 0, emailBillNotice: 0, paperlessBill: 0, otherPaperless: 0 },
        'paperlessBill',
      ),
    ).toBe(false);
  });
});
