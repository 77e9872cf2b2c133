import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { getPaymentTax } from '../../api/pay-accounts.ts';
import { errorMessages } from '../../domain/error-messages.ts';
import { formatMoney } from '../../domain/money.ts';
import type { PayAccountsPage } from '../../domain/pay-accounts/account-view.ts';
import { payAccountsErrors } from '../../domain/pay-accounts/errors.ts';
import { payAccountsMessages as messages } from '../../domain/pay-accounts/messages.ts';
import {
  initialPayForm,
  isScheduled,
  localIsoDate,
  methodOptions,
  methodsAllowed,
  type PayAccountEntry,
  type PayAccountsData,
  type PayFormValues,
  type PaymentQuoteRequest,
  paymentQuoteRequest,
  paymentTotal,
  paymentTypeOf,
  selectedEntries,
  selectionLimitError,
  storedToken,
  validatePayForm,
} from '../../domain/pay-accounts/rules.ts';
import type { StoredMethod } from '../../domain/payment-profile/wallet.ts';
import { useQuery } from '../../state/useQuery.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { useDomainForm } from '../../ui/forms/useDomainForm.ts';
import { usePortalNavigation } from '../../ui/navigation/PortalNavigation.tsx';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { AnswerHolder } from '../../ui/primitives/AnswerHolder/AnswerHolder.tsx';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { CheckboxField } from '../../ui/primitives/CheckboxField/CheckboxField.tsx';
import { DateField } from '../../ui/primitives/DateField/DateField.tsx';
import { DetailList } from '../../ui/primitives/DetailList/DetailList.tsx';
import { LoadState } from '../../ui/primitives/LoadState/LoadState.tsx';
import { RadioGroupField } from '../../ui/primitives/RadioGroupField/RadioGroupField.tsx';
import { ConfirmDialog } from './pay-accounts-dialogs.ts';
import { PayAccountList } from './PayAccountList.tsx';
import { PayAccountsReview } from './PayAccountsReview.tsx';
import * as styles from './PayAccountsForm.css.ts';
import { PayAccountsToolbar } from './PayAccountsToolbar.tsx';
import { useKnownAccounts } from './useKnownAccounts.ts';
import { usePayAccountsChoice } from './usePayAccountsChoice.ts';
import { paymentQuoteKey, usePayAccountsPayment } from './usePayAccountsPayment.ts';

/** The signed-in member whose accounts are paid. */
export interface Member {
  readonly memberNumber: string;
  readonly accessToken: string;
}

export interface PayAccountsFormProps {
  readonly member: Member;
  /** The first page of every account: the form starts with its accounts. */
  readonly first: PayAccountsPage;
  readonly stored: readonly StoredMethod[];
  /** The route's accountno: the account the member came to pay, checked when it may be paid. */
  readonly preselected: string | null;
  /** That account as answered (none when it is not the member's). */
  readonly comeToPay: readonly PayAccountEntry[];
}

/**
 * The form of Pay Multiple Accounts: the accounts (found by search and filter, loaded a page at a time)
 * with their boxes and amounts, the review, the method, the date, the fee and Pay. It starts from the
 * first page of the member's accounts and the account the member came to pay.
 */
export function PayAccountsForm({ member, first, stored, preselected, comeToPay }: PayAccountsFormProps) {
  const { client } = useElementContext();
  const portal = usePortalNavigation();
  const [today] = useState(() => localIsoDate(new Date()));
  // The accounts the form starts with: the first page, and the account the member came to pay.
  const [initial] = useState(() => [
    ...first.accounts,
    ...comeToPay.filter(
      (entry) => !first.accounts.some((shown) => shown.account.accountNumber === entry.account.accountNumber),
    ),
  ]);

  // The fee the payment tax call answered, for the rules (its box is required when there is one).
  const feeRef = useRef(0);
  // The accounts the form knows, for the rules: read when they run.
  const dataRef = useRef<PayAccountsData>({
    accounts: initial,
    allowFutureDatedPayments: first.allowFutureDatedPayments,
  });
  const [defaultValues] = useState(() => initialPayForm(dataRef.current, today, preselected));
  const form = useDomainForm<PayFormValues>({
    defaultValues,
    mode: 'onBlur',
    validate: (values): Record<string, string> =>
      validatePayForm(values, { data: dataRef.current, stored, today, convenienceFee: feeRef.current }),
    // Most accounts of a long list are not rendered: the screen brings the first error in (onInvalid).
    focusFirstError: false,
  });
  const known = useKnownAccounts({
    initial,
    allowFutureDatedPayments: first.allowFutureDatedPayments,
    form,
  });
  const { data } = known;
  dataRef.current = data;
  const {
    register,
    watch,
    setFocus,
    formState: { errors },
  } = form;
  const values = watch();

  const choice = usePayAccountsChoice({ member, data, addAccounts: known.add, form, values });
  const page = choice.firstPage.data ?? first;
  const payment = usePayAccountsPayment({
    member,
    data,
    stored,
    today,
    form,
    onInvalid: choice.focusFirstError,
  });
  const { submission } = payment;
  const busy = submission.busy;

  // The same array while the same accounts are checked (typing an amount changes no choice): what is
  // worked out from the choice, and the review's rows, are not made again at each key.
  const chosenNumbers = selectedEntries(data, values)
    .map((entry) => entry.account.accountNumber)
    .join(' ');
  const selected = useMemo(() => {
    const chosen = new Set(chosenNumbers.split(' '));
    return data.accounts.filter((entry) => chosen.has(entry.account.accountNumber));
  }, [data, chosenNumbers]);
  const allowed = useMemo(() => methodsAllowed(selected), [selected]);
  const options = methodOptions(stored, allowed, new Date()).filter((option) => !option.disabled);
  const scheduled = isScheduled(values.paymentDate, today);
  const paymentType = paymentTypeOf(values.method, stored);

  // The fee and taxes, once the checked amounts can be paid and a method is chosen.
  const taxRequest = paymentQuoteRequest(data, values, stored);
  const tax = useQuery(
    taxRequest ? paymentQuoteKey(member.memberNumber, taxRequest) : null,
    () => getPaymentTax(client, member, taxRequest as PaymentQuoteRequest),
    { keepPrevious: false },
  );
  const fee = tax.status === 'ready' ? tax.data.convenienceFee : 0;
  feeRef.current = fee;
  const feesLoading = taxRequest !== null && tax.status === 'loading';
  // Pay found a fee not yet agreed to: the box takes the focus once it shows.
  useEffect(() => {
    if (payment.agreementAsked > 0 && fee > 0) setFocus('agreeFee');
  }, [payment.agreementAsked, fee, setFocus]);

  const refused = submission.handOff.refused;

  return (
    <form className={styles.form} noValidate onSubmit={payment.onSubmit}>
      <AnswerHolder
        focus={submission.error !== null || payment.checkError !== null || refused}
        answer={`${submission.answerCount}.${payment.checkError}`}
      >
        {submission.error ? (
          <Alert tone={submission.phase === 'unknown' ? 'warning' : 'error'}>{submission.error}</Alert>
        ) : null}
        {payment.checkError ? <Alert tone="error">{payment.checkError}</Alert> : null}
        {refused ? <Alert tone="error">{errorMessages.generic}</Alert> : null}
      </AnswerHolder>
      <PayAccountsToolbar
        search={choice.typed}
        onSearch={(next) => choice.showAccounts({ search: next })}
        filter={choice.view.filter}
        onFilter={(next) => choice.showAccounts({ filter: next })}
        counts={{ due: page.choosable.due.payable, pastDue: page.choosable.pastDue.payable }}
        onSelectAll={(kind) => {
          if (!busy) void choice.chooseAll(kind);
        }}
        onClear={() => {
          if (!busy) choice.clearAll();
        }}
        shown={page.totalRecords}
        total={page.accountCount}
        announcement={choice.announcement}
        busy={busy}
      />
      {choice.chooseError ? <Alert tone="error">{choice.chooseError}</Alert> : null}
      <LoadState query={choice.firstPage} errors={payAccountsErrors} loadingLabel={messages.loading}>
        {(shown) => (
          <PayAccountList
            ref={choice.listRef}
            member={member}
            view={choice.shownView}
            firstPage={shown}
            onEntries={known.add}
            values={values}
            form={form}
            busy={busy}
          />
        )}
      </LoadState>
      <PayAccountsReview
        chosen={selected}
        values={values}
        total={paymentTotal(data, values)}
        limitError={selectionLimitError(selected.length)}
        countRef={choice.countRef}
      />
      <RadioGroupField
        legend={messages.methodLegend}
        choices={options}
        registration={register('method')}
        error={errors.method?.message}
      />
      {data.allowFutureDatedPayments ? (
        <DateField
          label={messages.paymentDate}
          hint={messages.paymentDateHint}
          min={today}
          error={errors.paymentDate?.message}
          readOnly={busy}
          {...register('paymentDate')}
        />
      ) : null}
      {paymentType && storedToken(values.method) === undefined ? (
        <p className={styles.note}>{messages.gatewayNotice}</p>
      ) : null}
      {taxRequest ? (
        <section aria-label={messages.feesHeading}>
          <LoadState query={tax} errors={payAccountsErrors} loadingLabel={messages.feesLoading}>
            {(quote) => (
              <DetailList
                items={[
                  { label: messages.convenienceFee, value: formatMoney(quote.convenienceFee) },
                  { label: messages.taxes, value: formatMoney(quote.totalTax) },
                  { label: messages.totalCharged, value: formatMoney(quote.totalAmount) },
                ]}
              />
            )}
          </LoadState>
        </section>
      ) : null}
      {fee > 0 ? (
        <CheckboxField
          label={messages.agreeFee(fee)}
          error={errors.agreeFee?.message}
          disabled={busy}
          {...register('agreeFee')}
        />
      ) : null}
      <div className={styles.actions}>
        {scheduled ? (
          <Button
            type="button"
            variant="secondary"
            disabled={busy}
            onClick={() => portal.navigate('schedule-payments-cancel')}
          >
            {messages.cancel}
          </Button>
        ) : null}
        <Button type="submit" loading={busy || feesLoading}>
          {scheduled ? messages.schedule : messages.payNow}
        </Button>
      </div>
      <Suspense fallback={null}>
        {payment.paidAlready ? (
          <ConfirmDialog
            open
            title={messages.paidTodayTitle}
            message={messages.paidToday(payment.paidAlready)}
            confirmLabel={messages.yes}
            cancelLabel={messages.no}
            onConfirm={() => payment.answerPaidAlready(true)}
            onCancel={() => payment.answerPaidAlready(false)}
          />
        ) : null}
      </Suspense>
    </form>
  );
}
