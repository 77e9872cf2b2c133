import type { MemberAccount } from '../../api/account-overview.ts';
import { processServiceOrder } from '../../api/service-requests.ts';
import { serviceRequestsErrors } from '../../domain/service-requests/errors.ts';
import { serviceRequestsMessages as messages } from '../../domain/service-requests/messages.ts';
import {
  commentsLeft,
  emptyServiceRequestForm,
  isServiceRequestValid,
  SERVICE_REQUEST_COMMENTS_MAX_LENGTH,
  type ServiceRequestForm as ServiceRequestFormValues,
  serviceRequestPayload,
  validateServiceRequest,
} from '../../domain/service-requests/request-form.ts';
import type { ServiceOrderType } from '../../domain/service-requests/types.ts';
import type { QueryKey } from '../../state/query-cache.ts';
import { useMutation } from '../../state/useMutation.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { useDomainForm } from '../../ui/forms/useDomainForm.ts';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { AnswerHolder } from '../../ui/primitives/AnswerHolder/AnswerHolder.tsx';
import { PhoneField } from '../../ui/primitives/PhoneField/PhoneField.tsx';
import { SelectField } from '../../ui/primitives/SelectField/SelectField.tsx';
import { SubmitWhenComplete } from '../../ui/primitives/SubmitWhenComplete/SubmitWhenComplete.tsx';
import { TextAreaField } from '../../ui/primitives/TextAreaField/TextAreaField.tsx';
import * as styles from './ServiceRequestsScreen.css.ts';

export interface ServiceRequestFormProps {
  readonly account: MemberAccount;
  readonly types: readonly ServiceOrderType[];
  /** The history's key: loaded again once a request is made. */
  readonly historyKey: QueryKey;
}

/**
 * The request form of spec 03 §2.5 and §5: the service type (from the service order types), the
 * phone, optional comments up to 400, and Submit, disabled while the form is invalid. The back
 * office's message is shown after a request, and the history is loaded again. A failed request keeps
 * what the member typed.
 */
export function ServiceRequestForm({ account, types, historyKey }: ServiceRequestFormProps) {
  const { client } = useElementContext();
  const request = useMutation({
    send: (form: ServiceRequestFormValues, call) =>
      processServiceOrder(client, account, serviceRequestPayload(form, account.accountNumber), call),
    errors: serviceRequestsErrors,
    refresh: [historyKey],
  });
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useDomainForm<ServiceRequestFormValues>({
    defaultValues: emptyServiceRequestForm,
    validate: validateServiceRequest,
    serverErrors: request,
    mode: 'onTouched',
  });
  const values = watch();
  const valid = isServiceRequestValid(values);

  const submit = handleSubmit(async (form) => {
    const outcome = await request.submit(form);
    if (outcome.status === 'succeeded') reset(emptyServiceRequestForm);
  });

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void submit(event)}
      data-form="service-request"
    >
      <AnswerHolder
        focus={request.error !== null || request.status === 'succeeded'}
        answer={request.answerCount}
      >
        {request.error ? <Alert tone="error">{request.error}</Alert> : null}
        {request.status === 'succeeded' && request.result ? (
          <Alert tone="success">{request.result.message}</Alert>
        ) : null}
      </AnswerHolder>
      <SelectField
        label={messages.form.serviceType}
        placeholder={messages.form.serviceTypePlaceholder}
        options={types.map(({ workTypeID, description }) => ({ value: workTypeID, label: description }))}
        required
        error={errors.workType?.message}
        {...register('workType')}
      />
      <PhoneField
        label={messages.form.phone}
        required
        hint={messages.form.phoneHint}
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextAreaField
        label={messages.form.comments}
        hint={messages.form.commentsLeft(commentsLeft(values.comments))}
        maxLength={SERVICE_REQUEST_COMMENTS_MAX_LENGTH}
        error={errors.comments?.message}
        {...register('comments')}
      />
      <SubmitWhenComplete incomplete={valid ? null : messages.form.incomplete} loading={request.pending}>
        {messages.form.submit}
      </SubmitWhenComplete>
    </form>
  );
}
