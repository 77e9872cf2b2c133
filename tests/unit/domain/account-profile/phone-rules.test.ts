import { describe, expect, it } from 'vitest';
import {
  clearedSlot,
  type PhoneValues,
  phoneFieldOfServerField,
  phoneLine,
  phonesChanged,
  phonesToSend,
  phoneValuesOf,
  savedPhoneSlots,
  validatePhones,
} from '../../../../src/domain/account-profile/phone-rules.ts';
import type { Profile } from '../../../../src/domain/account-profile/types.ts';

const formatMessage = 'Invalid phone format.(Ex: (987) 456-1230)';

const phoneTypes = [
  { eCommunicationId: '1', description: 'Home' },
  { eCommunicationId: '2', description: 'Cell' },
  { eCommunicationId: '3', description: 'Work' },
];

const jordan: Profile = {
  memberNumber: '1001',
  accountNumber: '300100200',
  count: 6,
  phoneTypes,
  contactPhones: [
    {
      eCommunicationDetailId: '300100200-1',
      eCommunicationId: '2',
      phoneNumber: '(555) 010-4821',
      extension: null,
    },
    {
      eCommunicationDetailId: '300100200-2',
      eCommunicationId: '3',
      phoneNumber: '(555) 222-3344',
      extension: '12',
    },
  ],
};

const empty: PhoneValues = {
  type1: '',
  number1: '',
  extension1: '',
  type2: '',
  number2: '',
  extension2: '',
  type3: '',
  number3: '',
  extension3: '',
};

describe('the Phones section’s rules (spec 02 §5)', () => {
  it("refuses a number not written (ddd) ddd-dddd with a first digit 1-9: 'Invalid phone format.(Ex: (987) 456-1230)'", () => {
    for (const number of ['(987) 45', '(087) 456-1230', '9874561230', '(987) 456-123']) {
      expect(validatePhones({ ...empty, type1: '2', number1: number }), number).toEqual({
        number1: formatMessage,
      });
    }
    expect(validatePhones({ ...empty, type1: '2', number1: '(987) 456-1230' })).toEqual({});
  });

  it('asks for a type when a number is given, and for a number when a type is chosen', () => {
    expect(
      validatePhones({ ...empty, type1: '2', number1: '(987) 456-1230', number2: '(555) 222-3344' }),
    ).toEqual({
      type2: 'Please select a phone type.',
    });
    expect(validatePhones({ ...empty, type1: '2', number1: '(987) 456-1230', type3: '1' })).toEqual({
      number3: 'Please enter a phone number.',
    });
    expect(validatePhones({ ...empty, number2: '(98' })).toEqual({
      number2: formatMessage,
      type2: 'Please select a phone type.',
    });
  });

  it('asks for at least one phone type when every slot is empty', () => {
    expect(validatePhones(empty)).toEqual({
      type1: 'Please select a phone type and enter at least one phone number.',
    });
    expect(validatePhones({ ...empty, extension2: '12' })).toEqual({
      type1: 'Please select a phone type and enter at least one phone number.',
    });
    expect(validatePhones({ ...empty, type3: '3', number3: '(555) 222-3344' })).toEqual({});
  });

  it('fills up to three slots from the saved phones, leaving deleted ones out', () => {
    expect(phoneValuesOf(jordan)).toEqual({
      ...empty,
      type1: '2',
      number1: '(555) 010-4821',
      type2: '3',
      number2: '(555) 222-3344',
      extension2: '12',
    });
    const withDeleted: Profile = {
      ...jordan,
      contactPhones: [{ ...jordan.contactPhones[0]!, isDelete: true }, jordan.contactPhones[1]!],
    };
    expect(savedPhoneSlots(withDeleted).map((phone) => phone?.eCommunicationDetailId)).toEqual([
      '300100200-2',
      undefined,
      undefined,
    ]);
  });

  it('sends a slot only if it holds a saved phone or a 10-digit number', () => {
    const values = {
      ...phoneValuesOf(jordan),
      number1: '(987) 456-1230',
      type3: '1',
      number3: '(555) 777-0000',
    };
    expect(phonesToSend(values, jordan)).toEqual({
      change: {
        contactPhones: [
          {
            eCommunicationDetailId: '300100200-1',
            eCommunicationId: '2',
            phoneNumber: '(987) 456-1230',
            extension: '',
            isDelete: false,
          },
          {
            eCommunicationDetailId: '300100200-2',
            eCommunicationId: '3',
            phoneNumber: '(555) 222-3344',
            extension: '12',
            isDelete: false,
          },
          {
            eCommunicationDetailId: null,
            eCommunicationId: '1',
            phoneNumber: '(555) 777-0000',
            extension: '',
            isDelete: false,
          },
        ],
      },
      slots: [1, 2, 3],
    });
    // A new slot without ten digits is not sent.
    expect(phonesToSend({ ...phoneValuesOf(jordan), type3: '1', number3: '(555) 77' }, jordan).slots).toEqual(
      [1, 2],
    );
    expect(
      phonesToSend({ ...empty, type2: '1', number2: '(555) 777-0000' }, { ...jordan, contactPhones: [] }),
    ).toEqual({
      change: {
        contactPhones: [
          {
            eCommunicationDetailId: null,
            eCommunicationId: '1',
            phoneNumber: '(555) 777-0000',
            extension: '',
            isDelete: false,
          },
        ],
      },
      slots: [2],
    });
  });

  it('sends a saved phone the member cleared as deleted, with what it held', () => {
    const values = { ...phoneValuesOf(jordan), ...clearedSlot(2) };
    expect(clearedSlot(2)).toEqual({ type2: '', number2: '', extension2: '' });
    expect(phonesToSend(values, jordan).change.contactPhones[1]).toEqual({
      eCommunicationDetailId: '300100200-2',
      eCommunicationId: '3',
      phoneNumber: '(555) 222-3344',
      extension: '12',
      isDelete: true,
    });
  });

  it('tells whether any phone changed', () => {
    expect(phonesChanged(phoneValuesOf(jordan), jordan)).toBe(false);
    expect(phonesChanged({ ...phoneValuesOf(jordan), number1: '(987) 456-1230' }, jordan)).toBe(true);
    expect(phonesChanged({ ...phoneValuesOf(jordan), type2: '1' }, jordan)).toBe(true);
    expect(phonesChanged({ ...phoneValuesOf(jordan), extension2: '' }, jordan)).toBe(true);
    expect(phonesChanged({ ...phoneValuesOf(jordan), ...clearedSlot(1) }, jordan)).toBe(true);
    expect(phonesChanged({ ...phoneValuesOf(jordan), type3: '1', number3: '(555) 777-0000' }, jordan)).toBe(
      true,
    );
  });

  it('puts the back office’s error on a sent phone on the slot it came from', () => {
    expect(phoneFieldOfServerField('contactPhones.0.phoneNumber', [2, 3])).toBe('number2');
    expect(phoneFieldOfServerField('contactPhones.1.eCommunicationId', [2, 3])).toBe('type3');
    expect(phoneFieldOfServerField('contactPhones.1.extension', [1, 3])).toBe('extension3');
    expect(phoneFieldOfServerField('contactPhones.2.phoneNumber', [2, 3])).toBeUndefined();
    expect(phoneFieldOfServerField('contactPhones.0.eCommunicationDetailId', [1])).toBeUndefined();
    expect(phoneFieldOfServerField('zip', [1])).toBeUndefined();
  });

  it('shows a phone with its type and its extension', () => {
    expect(phoneLine(jordan.contactPhones[0]!, jordan)).toEqual({ type: 'Cell', number: '(555) 010-4821' });
    expect(phoneLine(jordan.contactPhones[1]!, jordan)).toEqual({
      type: 'Work',
      number: '(555) 222-3344 ext. 12',
    });
    expect(
      phoneLine(
        { ...jordan.contactPhones[0]!, eCommunicationId: '9', eCommunicationDescription: 'Pager' },
        jordan,
      ),
    ).toEqual({ type: 'Pager', number: '(555) 010-4821' });
  });
});
