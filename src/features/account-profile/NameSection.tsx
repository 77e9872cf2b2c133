import { useEffect } from 'react';
import { accountProfileMessages as messages } from '../../domain/account-profile/messages.ts';
import {
  FIRST_NAME_MAX_LENGTH,
  LAST_NAME_MAX_LENGTH,
  MIDDLE_NAME_MAX_LENGTH,
  nameChange,
  type NameValues,
  nameValuesOf,
  validateName,
} from '../../domain/account-profile/name-rules.ts';
import { sameNamedField } from '../../domain/account-profile/server-errors.ts';
import type { NameChange } from '../../domain/account-profile/types.ts';
import { useDomainForm } from '../../ui/forms/useDomainForm.ts';
import { DetailList } from '../../ui/primitives/DetailList/DetailList.tsx';
import { TextField } from '../../ui/primitives/TextField/TextField.tsx';
import { ProfileSection } from './ProfileSection.tsx';
import { SectionForm } from './SectionForm.tsx';
import * as styles from './SectionForm.css.ts';
import { formSave, type SectionProps, shown } from './section-props.ts';

const nameFields = ['firstName', 'middleName', 'lastName'] as const;

export interface NameSectionProps extends SectionProps {
  /** The spouse's name, when DISPLAY_SPOUSE_CONTACT is on and the account has one. */
  readonly spouseName: string | null;
  readonly onSave: (change: NameChange) => void;
}

/** The Name section: first, middle and last name, and the spouse's name where the site shows it. */
export function NameSection({
  profile,
  state,
  save,
  spouseName,
  editButtonRef,
  onEdit,
  onEditIntent,
  onCancel,
  onSave,
}: NameSectionProps) {
  return (
    <ProfileSection
      name="name"
      title={messages.sections.name}
      state={state}
      editButtonRef={editButtonRef}
      onEdit={onEdit}
      onEditIntent={onEditIntent}
    >
      {state.editing ? (
        <NameForm profile={profile} save={save} onCancel={onCancel} onSave={onSave} />
      ) : (
        <DetailList
          items={[
            { label: messages.labels.firstName, value: shown(profile.firstName) },
            { label: messages.labels.middleName, value: shown(profile.middleName) },
            { label: messages.labels.lastName, value: shown(profile.lastName) },
            ...(spouseName ? [{ label: messages.labels.spouse, value: spouseName }] : []),
          ]}
        />
      )}
    </ProfileSection>
  );
}

function NameForm({
  profile,
  save,
  onCancel,
  onSave,
}: Pick<NameSectionProps, 'profile' | 'save' | 'onCancel' | 'onSave'>) {
  const { saveState, serverErrors } = formSave(save, sameNamedField(nameFields));
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useDomainForm<NameValues>({
    defaultValues: nameValuesOf(profile),
    validate: validateName,
    serverErrors,
  });

  useEffect(() => setFocus('firstName'), [setFocus]);

  return (
    <SectionForm
      label={messages.sections.name}
      save={saveState}
      onCancel={onCancel}
      onSubmit={(event) => void handleSubmit((values) => onSave(nameChange(values)))(event)}
    >
      <div className={styles.fields}>
        <TextField
          label={messages.labels.firstName}
          required
          autoComplete="given-name"
          maxLength={FIRST_NAME_MAX_LENGTH}
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label={messages.labels.middleName}
          autoComplete="additional-name"
          maxLength={MIDDLE_NAME_MAX_LENGTH}
          error={errors.middleName?.message}
          {...register('middleName')}
        />
        <TextField
          label={messages.labels.lastName}
          autoComplete="family-name"
          maxLength={LAST_NAME_MAX_LENGTH}
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
    </SectionForm>
  );
}
