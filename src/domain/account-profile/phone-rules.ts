import { digitsOnly } from '../digits.ts';
import { isWrittenPhoneNumber, PHONE_DIGITS } from '../phone-input.ts';
import { accountProfileMessages } from './messages.ts';
import type { ContactPhone, ContactPhoneChange, PhonesChange, Profile } from './types.ts';

const { errors } = accountProfileMessages;

/** Spec 02 §9: up to three phone numbers. */
export const PHONE_SLOTS = [1, 2, 3] as const;
export type PhoneSlot = (typeof PHONE_SLOTS)[number];

/** Not in the spec: the digits an extension takes. */
export const EXTENSION_MAX_LENGTH = 6;

/** The Phones section's form: a type, a number and an extension per slot. */
export type PhoneValues = {
  [Field in `type${PhoneSlot}` | `number${PhoneSlot}` | `extension${PhoneSlot}`]: string;
};

/** The form fields of one slot. */
export function slotFields(slot: PhoneSlot) {
  return { type: `type${slot}`, number: `number${slot}`, extension: `extension${slot}` } as const;
}

/** The profile's phones in their slots: those not deleted, at most three, in the order sent. */
export function savedPhoneSlots(profile: Profile): readonly (ContactPhone | undefined)[] {
  const phones = profile.contactPhones.filter((phone) => phone.isDelete !== true);
  return PHONE_SLOTS.map((slot) => phones[slot - 1]);
}

/** The form as the saved profile fills it (Edit, and Cancel); empty slots are empty. */
export function phoneValuesOf(profile: Profile): PhoneValues {
  const saved = savedPhoneSlots(profile);
  const values = {} as PhoneValues;
  for (const slot of PHONE_SLOTS) {
    const phone = saved[slot - 1];
    const fields = slotFields(slot);
    values[fields.type] = phone?.eCommunicationId ?? '';
    values[fields.number] = phone?.phoneNumber ?? '';
    values[fields.extension] = phone?.extension ?? '';
  }
  return values;
}

/** A slot the member left empty: no type, no number. */
function isEmptySlot(values: PhoneValues, slot: PhoneSlot): boolean {
  const fields = slotFields(slot);
  return values[fields.type].trim() === '' && values[fields.number].trim() === '';
}

/**
 * The Phones section's rules (spec 02 §5): a number is written (ddd) ddd-dddd, its first digit not 0; a
 * number needs a type and a type needs a number; when every slot is empty, the first needs a type.
 */
export function validatePhones(values: PhoneValues): Partial<Record<keyof PhoneValues, string>> {
  const found: Partial<Record<keyof PhoneValues, string>> = {};
  if (PHONE_SLOTS.every((slot) => isEmptySlot(values, slot))) {
    found[slotFields(1).type] = errors.phoneTypeNeeded;
    return found;
  }
  for (const slot of PHONE_SLOTS) {
    const fields = slotFields(slot);
    const number = values[fields.number].trim();
    const type = values[fields.type].trim();
    if (number !== '' && !isWrittenPhoneNumber(number)) found[fields.number] = errors.phoneInvalid;
    if (number !== '' && type === '') found[fields.type] = errors.phoneTypeRequired;
    if (type !== '' && number === '') found[fields.number] = errors.phoneNumberRequired;
  }
  return found;
}

/** The phones a change sends, and the slot each one came from (for the back office's field errors). */
export interface PhonesToSend {
  readonly change: PhonesChange;
  /** `slots[i]` is the slot of `change.contactPhones[i]`. */
  readonly slots: readonly PhoneSlot[];
}

/**
 * The phones the Phones section sends (spec 02 §5): a slot is sent only if it holds a saved phone (its
 * detail id) or a 10-digit number. A saved phone the member cleared is sent deleted, with what it held.
 */
export function phonesToSend(values: PhoneValues, profile: Profile): PhonesToSend {
  const saved = savedPhoneSlots(profile);
  const contactPhones: ContactPhoneChange[] = [];
  const slots: PhoneSlot[] = [];
  for (const slot of PHONE_SLOTS) {
    const fields = slotFields(slot);
    const phone = saved[slot - 1];
    const number = values[fields.number].trim();
    const hasTenDigits = digitsOnly(number).length === PHONE_DIGITS;
    if (!phone && !hasTenDigits) continue;
    const cleared = phone !== undefined && isEmptySlot(values, slot);
    contactPhones.push(
      cleared
        ? {
            eCommunicationDetailId: phone.eCommunicationDetailId,
            eCommunicationId: phone.eCommunicationId,
            phoneNumber: phone.phoneNumber,
            extension: phone.extension ?? '',
            isDelete: true,
          }
        : {
            eCommunicationDetailId: phone?.eCommunicationDetailId ?? null,
            eCommunicationId: values[fields.type].trim(),
            phoneNumber: number,
            extension: digitsOnly(values[fields.extension]),
            isDelete: false,
          },
    );
    slots.push(slot);
  }
  return { change: { contactPhones }, slots };
}

/** Whether the member changed any phone: a number, a type or an extension, added, changed or cleared. */
export function phonesChanged(values: PhoneValues, profile: Profile): boolean {
  const saved = phoneValuesOf(profile);
  return PHONE_SLOTS.some((slot) => {
    const fields = slotFields(slot);
    return (
      values[fields.type].trim() !== saved[fields.type] ||
      values[fields.number].trim() !== saved[fields.number] ||
      digitsOnly(values[fields.extension]) !== digitsOnly(saved[fields.extension])
    );
  });
}

/** The values of a slot the member clears with Remove: the phone is marked deleted when saved. */
export function clearedSlot(slot: PhoneSlot): Partial<PhoneValues> {
  const fields = slotFields(slot);
  return { [fields.type]: '', [fields.number]: '', [fields.extension]: '' };
}

/**
 * Where the back office's error on a sent phone belongs in the form: `contactPhones.<i>.phoneNumber` is
 * the number of the slot the i-th sent phone came from, `…eCommunicationId` its type. Undefined for
 * any other field.
 */
export function phoneFieldOfServerField(
  field: string,
  slots: readonly PhoneSlot[],
): keyof PhoneValues | undefined {
  const match = /^contactPhones\.(\d+)\.(phoneNumber|eCommunicationId|extension)$/.exec(field);
  const slot = match ? slots[Number(match[1])] : undefined;
  if (!match || slot === undefined) return undefined;
  const fields = slotFields(slot);
  if (match[2] === 'phoneNumber') return fields.number;
  if (match[2] === 'eCommunicationId') return fields.type;
  return fields.extension;
}

/** A phone as the Phones section shows it: its type, and its number with its extension. */
export function phoneLine(phone: ContactPhone, profile: Profile): { type: string; number: string } {
  const type =
    profile.phoneTypes.find((candidate) => candidate.eCommunicationId === phone.eCommunicationId)
      ?.description ??
    phone.eCommunicationDescription ??
    '';
  const extension = phone.extension?.trim() ?? '';
  return {
    type,
    number:
      extension === ''
        ? phone.phoneNumber
        : accountProfileMessages.extensionShown(phone.phoneNumber, extension),
  };
}
