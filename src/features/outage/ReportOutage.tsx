import type { KeyboardEvent } from 'react';
import type { MemberAccount } from '../../api/account-overview.ts';
import { getOutageInfo, reportOutage } from '../../api/outage.ts';
import { outageErrors } from '../../domain/outage/errors.ts';
import { outageMessages as messages } from '../../domain/outage/messages.ts';
import {
  defaultReportForm,
  isCallBackShown,
  isOutagePhoneKey,
  isReportValid,
  OTHER_PHONE,
  OUTAGE_REMARKS_MAX_LENGTH,
  type OutageReportForm,
  outageReportPayload,
  phoneChoices,
  validateOutageReport,
} from '../../domain/outage/report-form.ts';
import type { OutageInfo } from '../../domain/outage/types.ts';
import type { QueryKey } from '../../state/query-cache.ts';
import { queryKeys } from '../../state/query-keys.ts';
import { useMutation } from '../../state/useMutation.ts';
import { useQuery } from '../../state/useQuery.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { useDomainForm } from '../../ui/forms/useDomainForm.ts';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { AnswerHolder } from '../../ui/primitives/AnswerHolder/AnswerHolder.tsx';
import { CheckboxField } from '../../ui/primitives/CheckboxField/CheckboxField.tsx';
import { LoadState } from '../../ui/primitives/LoadState/LoadState.tsx';
import { PhoneField } from '../../ui/primitives/PhoneField/PhoneField.tsx';
import { RadioGroupField } from '../../ui/primitives/RadioGroupField/RadioGroupField.tsx';
import { SelectField } from '../../ui/primitives/SelectField/SelectField.tsx';
import { SubmitWhenComplete } from '../../ui/primitives/SubmitWhenComplete/SubmitWhenComplete.tsx';
import { TextAreaField } from '../../ui/primitives/TextAreaField/TextAreaField.tsx';
import { outageKeys } from './outage-keys.ts';
import * as styles from './ReportOutage.css.ts';

export interface ReportOutageProps {
  readonly account: MemberAccount;
  /** The Status tab's key: loaded again once a report is made. */
  readonly statusKey: QueryKey;
}

/** Report an Outage (spec 03 §2.1): the account's outage info, then the report form. */
export function ReportOutage({ account, statusKey }: ReportOutageProps) {
  const { client } = useElementContext();
  const info = useQuery(outageKeys(account.memberNumber, account.accountNumber, 'info'), (signal) =>
    getOutageInfo(client, account, signal),
  );
  return (
    <LoadState query={info} errors={outageErrors} loadingLabel={messages.report.loading}>
      {(outageInfo) => <ReportOutageForm account={account} info={outageInfo} statusKey={statusKey} />}
    </LoadState>
  );
}

interface ReportOutageFormProps {
  readonly account: MemberAccount;
  readonly info: OutageInfo;
  readonly statusKey: QueryKey;
}

/** Spec 03 §5: the phone field takes digits, plus, minus and space; shortcuts pass. */
function limitPhoneKeys(event: KeyboardEvent<HTMLInputElement>) {
  if (!event.ctrlKey && !event.metaKey && !event.altKey && !isOutagePhoneKey(event.key)) {
    event.preventDefault();
  }
}

/**
 * The report form of spec 03 §2.1 and §5: the problem, the call-back box (its default and visibility
 * from the outage info), the call-back phone (one on file, or typed), an optional comment, and Submit,
 * enabled once the form is valid. The back office's statusMessage is shown after a report, and the
 * account's outage status and account info are loaded again.
 */
function ReportOutageForm({ account, info, statusKey }: ReportOutageFormProps) {
  const { client } = useElementContext();
  const report = useMutation({
    send: (form: OutageReportForm, call) =>
      reportOutage(client, account, outageReportPayload(form, account.accountNumber), call),
    errors: outageErrors,
    refresh: [statusKey, queryKeys.accountInfo(account.memberNumber, account.accountNumber)],
  });
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useDomainForm<OutageReportForm>({
    defaultValues: defaultReportForm(info),
    validate: validateOutageReport,
    serverErrors: report,
    mode: 'onTouched',
  });
  const values = watch();
  const valid = isReportValid(values);
  const choices = phoneChoices(info);
  const typesNumber = values.phoneChoice === OTHER_PHONE;

  const submit = handleSubmit(async (form) => {
    const outcome = await report.submit(form);
    if (outcome.status === 'succeeded') reset(defaultReportForm(info));
  });

  const phoneField = (label: string) => (
    <PhoneField
      label={label}
      required={values.callBack}
      hint={messages.report.phoneHint}
      error={errors.callbackNumber?.message}
      onKeyDown={limitPhoneKeys}
      {...register('callbackNumber')}
    />
  );

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} data-form="report">
      <AnswerHolder
        focus={report.error !== null || report.status === 'succeeded'}
        answer={report.answerCount}
      >
        {report.error ? <Alert tone="error">{report.error}</Alert> : null}
        {report.status === 'succeeded' && report.result ? (
          <Alert tone="success">{report.result.statusMessage}</Alert>
        ) : null}
      </AnswerHolder>
      <SelectField
        label={messages.report.problem}
        placeholder={messages.report.problemPlaceholder}
        options={info.problems.map(({ outageDescription }) => ({
          value: outageDescription,
          label: outageDescription,
        }))}
        required
        error={errors.outageReason?.message}
        {...register('outageReason')}
      />
      {isCallBackShown(info) ? (
        <CheckboxField
          label={messages.report.callBack}
          {...register('callBack', { deps: ['callbackNumber', 'phoneChoice'] })}
        />
      ) : null}
      {choices.length > 0 ? (
        <RadioGroupField
          legend={messages.report.phone}
          choices={[...choices, { value: OTHER_PHONE, label: messages.report.otherPhone }]}
          registration={register('phoneChoice', { deps: ['callbackNumber'] })}
          error={errors.phoneChoice?.message}
        >
          {typesNumber ? (
            <div className={styles.otherPhone}>{phoneField(messages.report.phoneNumber)}</div>
          ) : null}
        </RadioGroupField>
      ) : (
        phoneField(messages.report.phone)
      )}
      <TextAreaField
        label={messages.report.comment}
        rows={3}
        maxLength={OUTAGE_REMARKS_MAX_LENGTH}
        error={errors.remarks?.message}
        {...register('remarks')}
      />
      <SubmitWhenComplete incomplete={valid ? null : messages.report.incomplete} loading={report.pending}>
        {messages.report.submit}
      </SubmitWhenComplete>
    </form>
  );
}
