import { describe, expect, it } from 'vitest';
import {
  chosenCallbackNumber,
  defaultReportForm,
  isCallBackShown,
  isOutagePhoneKey,
  isReportValid,
  OTHER_PHONE,
  OUTAGE_PHONE_MAX_LENGTH,
  OUTAGE_REMARKS_MAX_LENGTH,
  OUTAGE_REPORT_ORIGIN,
  type OutageReportForm,
  outageReportPayload,
  phoneChoices,
  validateOutagePhone,
  validateOutageReport,
} from '../../../../src/domain/outage/report-form.ts';

const invalidPhone = 'Invalid phone format.(Ex: (987) 456-1230)';

function form(overrides: Partial<OutageReportForm> = {}): OutageReportForm {
  return {
    outageReason: 'Line down',
    callBack: false,
    phoneChoice: '(555) 010-4821',
    callbackNumber: '',
    remarks: '',
    ...overrides,
  };
}

describe('the outage phone rules (spec 03 §5)', () => {
  it('accepts (###) ###-#### with the area code starting 1-9, the exchange with any digit', () => {
    expect(validateOutagePhone('(987) 456-1230')).toBeUndefined();
    expect(validateOutagePhone('(100) 100-0000')).toBeUndefined();
    expect(validateOutagePhone('(555) 010-4821')).toBeUndefined();
    expect(validateOutagePhone('  (987) 456-1230  ')).toBeUndefined();
  });

  it('refuses an area code starting with 0, and any other shape', () => {
    for (const phone of [
      '(087) 456-1230',
      '(012) 345-6789',
      '987-456-1230',
      '9874561230',
      '(987) 456-123',
      '(987)456-1230',
      '(987) 456-12300',
      '+1 (987) 456-1230',
    ]) {
      expect(validateOutagePhone(phone), phone).toBe(invalidPhone);
    }
  });

  it('leaves an empty number to the required rule', () => {
    expect(validateOutagePhone('')).toBeUndefined();
    expect(validateOutagePhone('   ')).toBeUndefined();
  });

  it('is at most 14 characters', () => {
    expect(OUTAGE_PHONE_MAX_LENGTH).toBe(14);
    expect('(987) 456-1230'.length).toBe(OUTAGE_PHONE_MAX_LENGTH);
  });

  it('lets through digits, plus, minus and space keystrokes, and keys that type nothing', () => {
    for (const key of ['0', '5', '9', '+', '-', ' ', 'Backspace', 'Delete', 'ArrowLeft', 'Tab', 'Enter']) {
      expect(isOutagePhoneKey(key), key).toBe(true);
    }
    for (const key of ['a', 'Z', '(', ')', '.', '/', '*', 'é']) {
      expect(isOutagePhoneKey(key), key).toBe(false);
    }
  });
});

describe('validateOutageReport', () => {
  it('needs a problem: You must select an issue', () => {
    expect(validateOutageReport(form({ outageReason: '' }))).toEqual({
      outageReason: 'You must select an issue',
    });
    expect(validateOutageReport(form({ outageReason: '  ' }))).toEqual({
      outageReason: 'You must select an issue',
    });
    expect(validateOutageReport(form())).toEqual({});
  });

  it('needs a phone number when a call back is asked for, on the typed number’s field', () => {
    expect(
      validateOutageReport(form({ callBack: true, phoneChoice: OTHER_PHONE, callbackNumber: '' })),
    ).toEqual({ callbackNumber: 'You must enter a phone number' });
    expect(
      validateOutageReport(form({ callBack: false, phoneChoice: OTHER_PHONE, callbackNumber: '' })),
    ).toEqual({});
    expect(
      validateOutageReport(
        form({ callBack: true, phoneChoice: OTHER_PHONE, callbackNumber: '(987) 456-1230' }),
      ),
    ).toEqual({});
  });

  it('accepts a phone on file for a call back', () => {
    expect(validateOutageReport(form({ callBack: true, phoneChoice: '(555) 010-4821' }))).toEqual({});
  });

  it('checks the format of a typed number whether or not a call back is asked for', () => {
    expect(
      validateOutageReport(
        form({ callBack: false, phoneChoice: OTHER_PHONE, callbackNumber: '(055) 123-4567' }),
      ),
    ).toEqual({ callbackNumber: invalidPhone });
    expect(
      validateOutageReport(form({ callBack: true, phoneChoice: OTHER_PHONE, callbackNumber: '(555) 123' })),
    ).toEqual({ callbackNumber: invalidPhone });
  });

  it('puts a chosen phone’s problem on the choices', () => {
    expect(validateOutageReport(form({ callBack: true, phoneChoice: '(055) 010-4821' }))).toEqual({
      phoneChoice: invalidPhone,
    });
  });

  it('reports every problem at once; the comment is optional', () => {
    expect(
      validateOutageReport(
        form({ outageReason: '', callBack: true, phoneChoice: OTHER_PHONE, callbackNumber: '', remarks: '' }),
      ),
    ).toEqual({ outageReason: 'You must select an issue', callbackNumber: 'You must enter a phone number' });
    expect(validateOutageReport(form({ remarks: 'The whole street is dark.' }))).toEqual({});
  });

  it('makes the form valid, and Submit enabled, only without a problem', () => {
    expect(isReportValid(form())).toBe(true);
    expect(isReportValid(form({ outageReason: '' }))).toBe(false);
    expect(isReportValid(form({ callBack: true, phoneChoice: OTHER_PHONE }))).toBe(false);
    expect(isReportValid(form({ phoneChoice: OTHER_PHONE, callbackNumber: '(987) 456-123' }))).toBe(false);
  });
});

describe('phoneChoices', () => {
  it('lists the member’s contact phones formatted, each once, in order, leaving out numbers that are not valid', () => {
    expect(
      phoneChoices({
        contactPhones: [
          { phoneNumber: '(555) 010-4821' },
          { phoneNumber: '5550107310' },
          { phoneNumber: '555-010-4821' },
          { phoneNumber: '(055) 010-1111' },
          { phoneNumber: '12345' },
          { phoneNumber: '' },
        ],
      }),
    ).toEqual([
      { value: '(555) 010-4821', label: '(555) 010-4821' },
      { value: '(555) 010-7310', label: '(555) 010-7310' },
    ]);
    expect(phoneChoices({ contactPhones: [] })).toEqual([]);
  });
});

describe('defaultReportForm and the call-back box', () => {
  it('starts with no problem, the call-back default, the first phone on file and no comment', () => {
    expect(
      defaultReportForm({
        callbackCheckBoxDefaultValue: true,
        contactPhones: [{ phoneNumber: '(555) 010-4821' }, { phoneNumber: '(555) 010-7310' }],
      }),
    ).toEqual({
      outageReason: '',
      callBack: true,
      phoneChoice: '(555) 010-4821',
      callbackNumber: '',
      remarks: '',
    });
  });

  it('asks for a typed number when there is no phone on file', () => {
    expect(defaultReportForm({ callbackCheckBoxDefaultValue: false, contactPhones: [] })).toEqual({
      outageReason: '',
      callBack: false,
      phoneChoice: OTHER_PHONE,
      callbackNumber: '',
      remarks: '',
    });
  });

  it('shows the call-back box unless the outage info hides it', () => {
    expect(isCallBackShown({ hideOutageCallBackRequest: false })).toBe(true);
    expect(isCallBackShown({ hideOutageCallBackRequest: true })).toBe(false);
  });
});

describe('outageReportPayload', () => {
  it('sends the spec’s fields: the chosen phone on file', () => {
    expect(
      outageReportPayload(form({ callBack: true, remarks: '  Transformer hum.  ' }), '300100200'),
    ).toEqual({
      callbackNumber: '(555) 010-4821',
      callBack: true,
      outageReason: 'Line down',
      accountNumber: '300100200',
      outageReportOrigin: 'Web',
      remarks: 'Transformer hum.',
    });
  });

  it('sends the typed number when another number is chosen', () => {
    expect(
      outageReportPayload(
        form({ phoneChoice: OTHER_PHONE, callbackNumber: ' (987) 456-1230 ' }),
        '300100202',
      ),
    ).toMatchObject({ callbackNumber: '(987) 456-1230', callBack: false, accountNumber: '300100202' });
    expect(chosenCallbackNumber({ phoneChoice: OTHER_PHONE, callbackNumber: '' })).toBe('');
  });

  it('comes from the web portal; a comment is at most 500 characters', () => {
    expect(OUTAGE_REPORT_ORIGIN).toBe('Web');
    expect(OUTAGE_REMARKS_MAX_LENGTH).toBe(500);
  });
});
