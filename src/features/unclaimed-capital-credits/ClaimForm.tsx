import { sendUnclaimedCapitalCreditClaim } from '../../api/unclaimed-capital-credits.ts';
import { usStates } from '../../domain/account-profile/states.ts';
import {
  CLAIM_LIMITS,
  type ClaimForm as ClaimFormValues,
  claimRequest,
  CONTACT_PREFERENCES,
  emptyClaimForm,
  validateClaim,
} from '../../domain/unclaimed-capital-credits/claim-form.ts';
import { unclaimedCapitalCreditsErrors } from '../../domain/unclaimed-capital-credits/errors.ts';
import { unclaimedCapitalCreditsMessages as messages } from '../../domain/unclaimed-capital-credits/messages.ts';
import { cityState, type UnclaimedCredit } from '../../domain/unclaimed-capital-credits/search.ts';
import { useMutation } from '../../state/useMutation.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { useDomainForm } from '../../ui/forms/useDomainForm.ts';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { AnswerHolder } from '../../ui/primitives/AnswerHolder/AnswerHolder.tsx';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { DigitsField } from '../../ui/primitives/DigitsField/DigitsField.tsx';
import { PhoneField } from '../../ui/primitives/PhoneField/PhoneField.tsx';
import { RadioGroupField } from '../../ui/primitives/RadioGroupField/RadioGroupField.tsx';
import { SelectField } from '../../ui/primitives/SelectField/SelectField.tsx';
import { TextAreaField } from '../../ui/primitives/TextAreaField/TextAreaField.tsx';
import { TextField } from '../../ui/primitives/TextField/TextField.tsx';
import * as styles from './UnclaimedCapitalCreditsScreen.css.ts';

const texts = messages.contact;
const stateOptions = usStates.map(({ code, name }) => ({ value: code, label: name }));
/** The contact preferences to choose from, read in the active language. */
const preferenceChoices = () =>
  CONTACT_PREFERENCES.map((value) => ({
    value,
    label: messages.contactPreferences[value],
  }));

export interface ClaimFormProps {
  readonly credit: UnclaimedCredit;
  readonly onCancel: () => void;
  /** The claim was sent: the back office's message ('' when it sent none: the portal's is shown). */
  readonly onSent: (message: string) => void;
}

/**
 * Step two (spec 03 §2.9, §5): the claimant's contact info for one result, with every rule of §5; Cancel
 * goes back to the results; a failure shows the back office's message and keeps what was typed.
 */
export function ClaimForm({ credit, onCancel, onSent }: ClaimFormProps) {
  const { client } = useElementContext();
  const claim = useMutation({
    send: (form: ClaimFormValues) =>
      sendUnclaimedCapitalCreditClaim(client, claimRequest(credit.memberNumber, form)),
    errors: unclaimedCapitalCreditsErrors,
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useDomainForm<ClaimFormValues>({
    defaultValues: { ...emptyClaimForm, name: credit.name },
    validate: validateClaim,
    serverErrors: claim,
  });

  const submit = handleSubmit(async (form) => {
    const outcome = await claim.submit(form);
    if (outcome.status === 'succeeded') onSent(outcome.result.message || '');
  });

  return (
    <>
      <p className={styles.claimed}>
        {messages.claiming}: <strong>{credit.name}</strong>, {credit.address}, {cityState(credit)}
      </p>
      <p className={styles.text}>{messages.claimInstructions}</p>
      <AnswerHolder focus={claim.error !== null} answer={claim.answerCount}>
        {claim.error && <Alert tone="error">{claim.error}</Alert>}
      </AnswerHolder>
      <form className={styles.claimForm} noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={texts.name}
          autoComplete="name"
          maxLength={CLAIM_LIMITS.name}
          error={errors.name?.message}
          {...register('name')}
        />
        <DigitsField
          label={texts.ssn}
          hint={texts.ssnHint}
          autoComplete="off"
          maxLength={CLAIM_LIMITS.ssn}
          error={errors.ssn?.message}
          {...register('ssn')}
        />
        <PhoneField
          label={texts.phone}
          required
          autoComplete="tel-national"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label={texts.email}
          type="email"
          autoComplete="email"
          maxLength={CLAIM_LIMITS.email}
          error={errors.email?.message}
          {...register('email')}
        />
        <div className={styles.wide}>
          <RadioGroupField
            legend={texts.contactPref}
            choices={preferenceChoices()}
            registration={register('contactPref')}
            error={errors.contactPref?.message}
          />
        </div>
        <TextField
          label={texts.address1}
          required
          autoComplete="address-line1"
          maxLength={CLAIM_LIMITS.address1}
          error={errors.address1?.message}
          {...register('address1')}
        />
        <TextField
          label={texts.address2}
          autoComplete="address-line2"
          maxLength={CLAIM_LIMITS.address2}
          error={errors.address2?.message}
          {...register('address2')}
        />
        <TextField
          label={texts.city}
          required
          autoComplete="address-level2"
          maxLength={CLAIM_LIMITS.city}
          error={errors.city?.message}
          {...register('city')}
        />
        <SelectField
          label={texts.state}
          required
          autoComplete="address-level1"
          placeholder={texts.selectState}
          options={stateOptions}
          error={errors.state?.message}
          {...register('state')}
        />
        <TextField
          label={texts.zip}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={CLAIM_LIMITS.zip}
          error={errors.zip?.message}
          {...register('zip')}
        />
        <TextAreaField
          label={texts.comments}
          className={styles.wide}
          maxLength={CLAIM_LIMITS.comments}
          error={errors.comments?.message}
          {...register('comments')}
        />
        <div className={styles.actions}>
          <Button type="button" variant="secondary" onClick={onCancel} disabled={claim.pending}>
            {messages.cancel}
          </Button>
          <Button type="submit" loading={claim.pending}>
            {messages.submit}
          </Button>
        </div>
      </form>
    </>
  );
}
