import { useEffect, useRef } from 'react';
import { accountProfileMessages as messages } from '../../domain/account-profile/messages.ts';
import {
  clearedSlot,
  EXTENSION_MAX_LENGTH,
  PHONE_SLOTS,
  type PhoneSlot,
  type PhoneValues,
  phoneFieldOfServerField,
  phoneLine,
  phonesChanged,
  phonesToSend,
  phoneValuesOf,
  savedPhoneSlots,
  slotFields,
  validatePhones,
} from '../../domain/account-profile/phone-rules.ts';
import type { PhonesChange } from '../../domain/account-profile/types.ts';
import { useDomainForm } from '../../ui/forms/useDomainForm.ts';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { DetailList } from '../../ui/primitives/DetailList/DetailList.tsx';
import { DigitsField } from '../../ui/primitives/DigitsField/DigitsField.tsx';
import { PhoneField } from '../../ui/primitives/PhoneField/PhoneField.tsx';
import { SelectField } from '../../ui/primitives/SelectField/SelectField.tsx';
import { VisuallyHidden } from '../../ui/primitives/VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './PhonesSection.css.ts';
import { ProfileSection } from './ProfileSection.tsx';
import { SectionForm } from './SectionForm.tsx';
import { formSave, type SectionProps } from './section-props.ts';

export interface PhonesSectionProps extends SectionProps {
  /** `phonesWereChanged`: a number, type or extension differs from what was saved. */
  readonly onSave: (change: PhonesChange, phonesWereChanged: boolean) => void;
}

/** The Phones section: up to three phones, each with its type, number and extension. */
export function PhonesSection({
  profile,
  state,
  save,
  editButtonRef,
  onEdit,
  onEditIntent,
  onCancel,
  onSave,
}: PhonesSectionProps) {
  const saved = savedPhoneSlots(profile).filter((phone) => phone !== undefined);
  return (
    <ProfileSection
      name="phones"
      title={messages.sections.phones}
      state={state}
      editButtonRef={editButtonRef}
      onEdit={onEdit}
      onEditIntent={onEditIntent}
    >
      {state.editing ? (
        <PhonesForm profile={profile} save={save} onCancel={onCancel} onSave={onSave} />
      ) : saved.length === 0 ? (
        <p>{messages.noPhones}</p>
      ) : (
        <DetailList
          items={saved.map((phone) => {
            const line = phoneLine(phone, profile);
            return { key: phone.eCommunicationDetailId, label: line.type, value: line.number };
          })}
        />
      )}
    </ProfileSection>
  );
}

function PhonesForm({
  profile,
  save,
  onCancel,
  onSave,
}: Pick<PhonesSectionProps, 'profile' | 'save' | 'onCancel' | 'onSave'>) {
  // The slot each sent phone came from: the back office names a phone's error by its place in the list.
  const sentSlots = useRef<readonly PhoneSlot[]>([]);
  const { saveState, serverErrors } = formSave(save, (field) =>
    phoneFieldOfServerField(field, sentSlots.current),
  );
  const {
    register,
    handleSubmit,
    setFocus,
    setValue,
    watch,
    formState: { errors },
  } = useDomainForm<PhoneValues>({
    defaultValues: phoneValuesOf(profile),
    validate: validatePhones,
    serverErrors,
  });

  useEffect(() => setFocus('type1'), [setFocus]);

  const values = watch();
  const typeOptions = profile.phoneTypes.map((type) => ({
    value: type.eCommunicationId,
    label: type.description,
  }));

  const clear = (slot: PhoneSlot) => {
    for (const [field, value] of Object.entries(clearedSlot(slot))) {
      setValue(field as keyof PhoneValues, value ?? '', { shouldDirty: true });
    }
    setFocus(slotFields(slot).type);
  };

  const submit = handleSubmit((submitted) => {
    const sending = phonesToSend(submitted, profile);
    sentSlots.current = sending.slots;
    onSave(sending.change, phonesChanged(submitted, profile));
  });

  return (
    <SectionForm
      label={messages.sections.phones}
      save={saveState}
      onCancel={onCancel}
      onSubmit={(event) => void submit(event)}
    >
      <div className={styles.slots}>
        {PHONE_SLOTS.map((slot) => {
          const fields = slotFields(slot);
          const slotLabel = messages.labels.phoneSlot(slot);
          const isEmpty = [fields.type, fields.number, fields.extension].every(
            (field) => (values[field] ?? '') === '',
          );
          return (
            <fieldset key={slot} className={styles.slot} data-phone-slot={slot}>
              <legend className={styles.legend}>{slotLabel}</legend>
              <SelectField
                label={messages.labels.phoneType}
                placeholder={messages.phoneTypePlaceholder}
                options={typeOptions}
                error={errors[fields.type]?.message}
                {...register(fields.type)}
              />
              <PhoneField
                label={messages.labels.phoneNumber}
                hint={messages.phoneHint}
                error={errors[fields.number]?.message}
                {...register(fields.number)}
              />
              <DigitsField
                label={messages.labels.extension}
                maxLength={EXTENSION_MAX_LENGTH}
                autoComplete="tel-extension"
                error={errors[fields.extension]?.message}
                {...register(fields.extension)}
              />
              <Button
                variant="secondary"
                className={styles.remove}
                disabled={isEmpty || saveState.pending}
                onClick={() => clear(slot)}
              >
                {messages.actions.remove}
                <VisuallyHidden> {slotLabel}</VisuallyHidden>
              </Button>
            </fieldset>
          );
        })}
      </div>
    </SectionForm>
  );
}
