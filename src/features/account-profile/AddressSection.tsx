import { type ChangeEvent, type KeyboardEvent, useEffect } from 'react';
import {
  addressChange,
  type AddressValues,
  addressValuesOf,
  CITY_MAX_LENGTH,
  formatZip,
  isBlockedCityCharacter,
  isZipCharacter,
  STREET_NAME_MAX_LENGTH,
  STREET_NUMBER_MAX_LENGTH,
  STREET_TYPE_MAX_LENGTH,
  streetLine,
  UNIT_MAX_LENGTH,
  validateAddress,
  withoutBlockedCityCharacters,
  ZIP_MAX_LENGTH,
  zipCharactersOnly,
} from '../../domain/account-profile/address-rules.ts';
import { accountProfileMessages as messages } from '../../domain/account-profile/messages.ts';
import { sameNamedField } from '../../domain/account-profile/server-errors.ts';
import { stateChoices } from '../../domain/account-profile/states.ts';
import type { AddressChange } from '../../domain/account-profile/types.ts';
import { useDomainForm } from '../../ui/forms/useDomainForm.ts';
import { DetailList } from '../../ui/primitives/DetailList/DetailList.tsx';
import { DigitsField } from '../../ui/primitives/DigitsField/DigitsField.tsx';
import { SelectField } from '../../ui/primitives/SelectField/SelectField.tsx';
import { TextField } from '../../ui/primitives/TextField/TextField.tsx';
import { ProfileSection } from './ProfileSection.tsx';
import { SectionForm } from './SectionForm.tsx';
import * as styles from './SectionForm.css.ts';
import { formSave, type SectionProps, shown } from './section-props.ts';

const addressFields = ['streetNumber', 'streetName', 'streetType', 'unit', 'city', 'state', 'zip'] as const;

export interface AddressSectionProps extends SectionProps {
  readonly onSave: (change: AddressChange) => void;
}

/** The Address section: street number, name, type and unit, city, state and zip. */
export function AddressSection({
  profile,
  state,
  save,
  editButtonRef,
  onEdit,
  onEditIntent,
  onCancel,
  onSave,
}: AddressSectionProps) {
  return (
    <ProfileSection
      name="address"
      title={messages.sections.address}
      state={state}
      editButtonRef={editButtonRef}
      onEdit={onEdit}
      onEditIntent={onEditIntent}
    >
      {state.editing ? (
        <AddressForm profile={profile} save={save} onCancel={onCancel} onSave={onSave} />
      ) : (
        <DetailList
          items={[
            { label: messages.labels.street, value: shown(streetLine(profile)) },
            { label: messages.labels.city, value: shown(profile.city) },
            { label: messages.labels.state, value: shown(profile.state) },
            { label: messages.labels.zip, value: shown(formatZip(profile.zip ?? '')) },
          ]}
        />
      )}
    </ProfileSection>
  );
}

/** Blocks a typed character the field does not take (`allowed` is false for it). */
function blockKeys(allowed: (character: string) => boolean) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !allowed(event.key)) {
      event.preventDefault();
    }
  };
}

/** Rewrites the input's text through `clean` (what a paste or autofill brought) before the form reads it. */
function cleaned(
  clean: (text: string) => string,
  onChange: (event: ChangeEvent<HTMLInputElement>) => unknown,
) {
  return (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const text = clean(input.value);
    if (text !== input.value) input.value = text;
    void onChange(event);
  };
}

function AddressForm({
  profile,
  save,
  onCancel,
  onSave,
}: Pick<AddressSectionProps, 'profile' | 'save' | 'onCancel' | 'onSave'>) {
  const { saveState, serverErrors } = formSave(save, sameNamedField(addressFields));
  const defaultValues = addressValuesOf(profile);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useDomainForm<AddressValues>({ defaultValues, validate: validateAddress, serverErrors });

  useEffect(() => setFocus('streetNumber'), [setFocus]);

  const city = register('city');
  const zip = register('zip');
  return (
    <SectionForm
      label={messages.sections.address}
      save={saveState}
      onCancel={onCancel}
      onSubmit={(event) => void handleSubmit((values) => onSave(addressChange(values)))(event)}
    >
      <div className={styles.fields}>
        {/*
          No autofill token names a street's number, name or type alone (a browser's address-line1 is the
          whole line): those three go without one. The unit is the address's second line.
        */}
        <DigitsField
          label={messages.labels.streetNumber}
          required
          maxLength={STREET_NUMBER_MAX_LENGTH}
          error={errors.streetNumber?.message}
          {...register('streetNumber')}
        />
        <TextField
          label={messages.labels.streetName}
          required
          maxLength={STREET_NAME_MAX_LENGTH}
          error={errors.streetName?.message}
          {...register('streetName')}
        />
        <TextField
          label={messages.labels.streetType}
          maxLength={STREET_TYPE_MAX_LENGTH}
          error={errors.streetType?.message}
          {...register('streetType')}
        />
        <TextField
          label={messages.labels.unit}
          autoComplete="address-line2"
          maxLength={UNIT_MAX_LENGTH}
          error={errors.unit?.message}
          {...register('unit')}
        />
        <TextField
          label={messages.labels.city}
          required
          autoComplete="address-level2"
          maxLength={CITY_MAX_LENGTH}
          error={errors.city?.message}
          {...city}
          onKeyDown={blockKeys((character) => !isBlockedCityCharacter(character))}
          onChange={cleaned(withoutBlockedCityCharacters, city.onChange)}
        />
        <SelectField
          label={messages.labels.state}
          required
          autoComplete="address-level1"
          placeholder={messages.statePlaceholder}
          options={stateChoices(defaultValues.state).map((choice) => ({
            value: choice.code,
            label: choice.name,
          }))}
          error={errors.state?.message}
          {...register('state')}
        />
        <TextField
          label={messages.labels.zip}
          required
          hint={messages.zipHint}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={ZIP_MAX_LENGTH}
          error={errors.zip?.message}
          {...zip}
          onKeyDown={blockKeys(isZipCharacter)}
          onChange={cleaned(zipCharactersOnly, zip.onChange)}
        />
      </div>
    </SectionForm>
  );
}
