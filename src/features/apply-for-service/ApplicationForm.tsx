import { submitServiceApplication } from '../../api/apply-for-service.ts';
import type { ServiceApplicationResult } from '../../api/schemas/apply-for-service.ts';
import { usStates } from '../../domain/account-profile/states.ts';
import {
  APPLICATION_LIMITS,
  type ApplicationForm as ApplicationValues,
  applicationRequest,
  emptyApplication,
  IDENTITY_METHODS,
  isRequestType,
  REQUEST_TYPES,
  requestedDateRange,
  type ServiceApplicationRequest,
  type ReceivedRequest,
  type ServiceChoice,
  validateApplication,
  withoutSsn,
} from '../../domain/apply-for-service/application.ts';
import { applyForServiceErrors } from '../../domain/apply-for-service/errors.ts';
import { applyForServiceMessages as messages } from '../../domain/apply-for-service/messages.ts';
import type { IsoDate } from '../../domain/dates.ts';
import { useMutation } from '../../state/useMutation.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { useDomainForm } from '../../ui/forms/useDomainForm.ts';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { AnswerHolder } from '../../ui/primitives/AnswerHolder/AnswerHolder.tsx';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { CheckboxField } from '../../ui/primitives/CheckboxField/CheckboxField.tsx';
import { DateField } from '../../ui/primitives/DateField/DateField.tsx';
import { DigitsField } from '../../ui/primitives/DigitsField/DigitsField.tsx';
import { PhoneField } from '../../ui/primitives/PhoneField/PhoneField.tsx';
import { RadioGroupField } from '../../ui/primitives/RadioGroupField/RadioGroupField.tsx';
import { SelectField } from '../../ui/primitives/SelectField/SelectField.tsx';
import { TextAreaField } from '../../ui/primitives/TextAreaField/TextAreaField.tsx';
import { TextField } from '../../ui/primitives/TextField/TextField.tsx';
import * as styles from './ApplyForServiceScreen.css.ts';

const stateOptions = usStates.map(({ code, name }) => ({ value: code, label: name }));
// The choices' labels are read in the active language, at each render.
const requestChoices = () => REQUEST_TYPES.map((value) => ({ value, label: messages.requestTypes[value] }));
const identityChoices = () =>
  IDENTITY_METHODS.map((value) => ({ value, label: messages.identityMethods[value] }));

export interface ApplicationFormProps {
  /** What the start screen chose, if the visitor came from there. */
  readonly choice: ServiceChoice;
  readonly accountTypes: readonly { accountType: string; description: string }[];
  /** Today in the cooperative's time zone. */
  readonly today: IsoDate;
  /** The request was received: what it asked (without the SSN's digits) and the back office's answer. */
  readonly onReceived: (request: ReceivedRequest, result: ServiceApplicationResult) => void;
}

/** The application's fields by section; a failed request keeps what was typed. */
export function ApplicationForm({ choice, accountTypes, today, onReceived }: ApplicationFormProps) {
  const { client } = useElementContext();
  const typeNames = accountTypes.map(({ accountType }) => accountType);
  const range = requestedDateRange(today);
  const application = useMutation({
    send: (request: ServiceApplicationRequest) => submitServiceApplication(client, request),
    errors: applyForServiceErrors,
  });
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useDomainForm<ApplicationValues>({
    defaultValues: {
      ...emptyApplication,
      requestType: choice.requestType,
      accountType: typeNames.includes(choice.accountType) ? choice.accountType : '',
    },
    validate: (values) => validateApplication(values, { today, accountTypes: typeNames }),
    serverErrors: application,
  });
  const requestType = watch('requestType');
  const kind = isRequestType(requestType) ? requestType : 'start';
  const identityMethod = watch('identityMethod');

  const submit = handleSubmit(async (form) => {
    const request = applicationRequest(form);
    const outcome = await application.submit(request);
    // The SSN's digits went out in this one request; what stays on screen keeps only how identity was checked.
    if (outcome.status === 'succeeded') onReceived(withoutSsn(request), outcome.result);
  });

  return (
    <>
      <p className={styles.text}>{messages.applicationInstructions}</p>
      <AnswerHolder focus={application.error !== null} answer={application.answerCount}>
        {application.error && <Alert tone="error">{application.error}</Alert>}
      </AnswerHolder>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <fieldset className={styles.section}>
          <legend className={styles.legend}>{messages.sections.request}</legend>
          <div className={styles.wide}>
            <RadioGroupField
              legend={messages.requestType}
              choices={requestChoices()}
              registration={register('requestType')}
              error={errors.requestType?.message}
            />
          </div>
          {accountTypes.length > 0 && (
            <SelectField
              label={messages.accountType}
              required
              placeholder={messages.selectAccountType}
              options={accountTypes.map(({ accountType, description }) => ({
                value: accountType,
                label: description,
              }))}
              error={errors.accountType?.message}
              {...register('accountType')}
            />
          )}
          <DateField
            label={messages.requestedDate[kind]}
            hint={messages.requestedDateHint}
            required
            min={range.min}
            max={range.max}
            error={errors.requestedDate?.message}
            {...register('requestedDate')}
          />
        </fieldset>

        <fieldset className={styles.section}>
          <legend className={styles.legend}>{messages.sections.applicant}</legend>
          <TextField
            label={messages.firstName}
            required
            autoComplete="given-name"
            maxLength={APPLICATION_LIMITS.name}
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label={messages.lastName}
            required
            autoComplete="family-name"
            maxLength={APPLICATION_LIMITS.name}
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </fieldset>

        <fieldset className={styles.section}>
          <legend className={styles.legend}>{messages.sections.serviceAddress[kind]}</legend>
          <TextField
            label={messages.address1}
            required
            autoComplete="address-line1"
            maxLength={APPLICATION_LIMITS.address1}
            error={errors.address1?.message}
            {...register('address1')}
          />
          <TextField
            label={messages.address2}
            autoComplete="address-line2"
            maxLength={APPLICATION_LIMITS.address2}
            error={errors.address2?.message}
            {...register('address2')}
          />
          <TextField
            label={messages.city}
            required
            autoComplete="address-level2"
            maxLength={APPLICATION_LIMITS.city}
            error={errors.city?.message}
            {...register('city')}
          />
          <SelectField
            label={messages.state}
            required
            autoComplete="address-level1"
            placeholder={messages.selectState}
            options={stateOptions}
            error={errors.state?.message}
            {...register('state')}
          />
          <TextField
            label={messages.zip}
            required
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={APPLICATION_LIMITS.zip}
            error={errors.zip?.message}
            {...register('zip')}
          />
          {kind === 'move' && (
            <TextField
              className={styles.wide}
              label={messages.previousAddress}
              hint={messages.previousAddressHint}
              required
              autoComplete="off"
              maxLength={APPLICATION_LIMITS.previousAddress}
              error={errors.previousAddress?.message}
              {...register('previousAddress')}
            />
          )}
        </fieldset>

        <fieldset className={styles.section}>
          <legend className={styles.legend}>{messages.sections.contact}</legend>
          <PhoneField
            label={messages.phone}
            required
            autoComplete="tel-national"
            error={errors.phone?.message}
            {...register('phone')}
          />
          <TextField
            label={messages.email}
            hint={messages.emailHint}
            type="email"
            required
            autoComplete="email"
            maxLength={APPLICATION_LIMITS.email}
            error={errors.email?.message}
            {...register('email')}
          />
        </fieldset>

        <fieldset className={styles.section}>
          <legend className={styles.legend}>{messages.sections.identity}</legend>
          <div className={styles.wide}>
            <RadioGroupField
              legend={messages.identityMethod}
              choices={identityChoices()}
              registration={register('identityMethod')}
              error={errors.identityMethod?.message}
            >
              {identityMethod === 'ssn' && (
                <div className={styles.identityDetail}>
                  <DigitsField
                    className={styles.ssnField}
                    label={messages.ssnLast4}
                    hint={messages.ssnHint}
                    autoComplete="off"
                    spellCheck={false}
                    required
                    maxLength={APPLICATION_LIMITS.ssn}
                    error={errors.ssnLast4?.message}
                    {...register('ssnLast4')}
                  />
                </div>
              )}
              {identityMethod === 'deposit' && (
                <div className={styles.identityDetail}>
                  <p className={styles.notice}>{messages.depositNotice}</p>
                  <CheckboxField
                    label={messages.depositAcknowledged}
                    required
                    error={errors.depositAcknowledged?.message}
                    {...register('depositAcknowledged')}
                  />
                </div>
              )}
            </RadioGroupField>
          </div>
        </fieldset>

        <TextAreaField
          label={messages.comments}
          maxLength={APPLICATION_LIMITS.comments}
          error={errors.comments?.message}
          {...register('comments')}
        />

        <div className={styles.actions}>
          <Button type="submit" loading={application.pending} width="fullOnMobile">
            {messages.submit}
          </Button>
        </div>
      </form>
    </>
  );
}
