import { describe, expect, it } from 'vitest';
import {
  anyPaperlessOptionOn,
  isEmailLocked,
  type PaperlessRow,
  setPaperlessBox,
  validatePaperlessConfirmation,
} from '../../../../src/domain/my-profile/paperless.ts';

const row = (fields: Partial<PaperlessRow> = {}): PaperlessRow => ({
  accountNumber: '300100200',
  address: '1452 Willow Creek Rd',
  emailBillNotice: false,
  paperlessBill: false,
  otherPaperless: false,
  ...fields,
});

const noOptions = {
  hasPaperlessBilling: false,
  hasPaperlessOther: false,
  electronicKit: false,
  marketingEmail: false,
  paperlessConfirmed: false,
};

describe('a paperless row', () => {
  it('forces email on, and locks it, when the paperless bill is checked', () => {
    const checked = setPaperlessBox(row(), 'paperlessBill', true);
    expect(checked).toMatchObject({ paperlessBill: true, emailBillNotice: true });
    expect(isEmailLocked(checked)).toBe(true);
    expect(isEmailLocked(row())).toBe(false);
  });

  it('re-checks email when it is unchecked while the paperless bill is on', () => {
    expect(
      setPaperlessBox(row({ paperlessBill: true, emailBillNotice: true }), 'emailBillNotice', false),
    ).toMatchObject({ emailBillNotice: true });
    expect(setPaperlessBox(row({ emailBillNotice: true }), 'emailBillNotice', false)).toMatchObject({
      emailBillNotice: false,
    });
  });

  it('keeps email on when the paperless bill is unchecked', () => {
    expect(
      setPaperlessBox(row({ paperlessBill: true, emailBillNotice: true }), 'paperlessBill', false),
    ).toMatchObject({ paperlessBill: false, emailBillNotice: true });
  });

  it('changes other paperless alone', () => {
    expect(setPaperlessBox(row(), 'otherPaperless', true)).toEqual(row({ otherPaperless: true }));
  });
});

describe('the confirmation checkbox', () => {
  it('is not needed while every option is off (email notices are not paperless)', () => {
    expect(anyPaperlessOptionOn(noOptions, false)).toBe(false);
    expect(validatePaperlessConfirmation(noOptions, false)).toBeUndefined();
  });

  it('is required once any paperless, annual-meeting or marketing option is on', () => {
    const message = 'Please select the checkbox to continue.';
    expect(validatePaperlessConfirmation({ ...noOptions, hasPaperlessBilling: true }, false)).toBe(message);
    expect(validatePaperlessConfirmation({ ...noOptions, hasPaperlessOther: true }, false)).toBe(message);
    expect(validatePaperlessConfirmation({ ...noOptions, electronicKit: true }, false)).toBe(message);
    expect(validatePaperlessConfirmation({ ...noOptions, marketingEmail: true }, false)).toBe(message);
    // An account with a paperless bill or other paperless on (anyAccountPaperless).
    expect(validatePaperlessConfirmation(noOptions, true)).toBe(message);
  });

  it('passes once checked', () => {
    expect(
      validatePaperlessConfirmation({ ...noOptions, marketingEmail: true, paperlessConfirmed: true }, false),
    ).toBeUndefined();
  });
});
