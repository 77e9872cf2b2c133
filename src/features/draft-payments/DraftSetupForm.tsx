import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { getFinancialInstitutions, initiateDraft, saveBankDraft } from '../../api/draft-payments.ts';
import { draftMethodLabel } from '../../domain/draft-payments/draft-day.ts';
import {
  allowedDraftOptions,
  dayOfMonthWindow,
  defaultDraftOption,
  draftEligibility,
  eligibilityText,
  hasEligibleAccounts,
  showsDraftMethods,
} from '../../domain/draft-payments/eligibility.ts';
import { draftPaymentsErrorMessages, draftPaymentsErrors } from '../../domain/draft-payments/errors.ts';
import { draftPaymentsMessages as messages } from '../../domain/draft-payments/messages.ts';
import {
  type BankDraftRequest,
  bankDraftRequest,
  draftCallbackUrls,
  draftHostedFormFields,
  type DraftInitiationRequest,
  draftInitiationRequest,
} from '../../domain/draft-payments/requests.ts';
import {
  bankNameFor,
  clearedBankFields,
  collectsBankAccount,
  type DraftSetupValues,
  draftLimits,
  effectiveDraftMethod,
  initialSetupValues,
  validateDraftSetup,
} from '../../domain/draft-payments/setup-form.ts';
import {
  type DraftAccount,
  type DraftOption,
  draftMethods,
  type MemberDrafts,
} from '../../domain/draft-payments/types.ts';
import { errorMessages } from '../../domain/error-messages.ts';
import { useQuery } from '../../state/useQuery.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { useDomainForm } from '../../ui/forms/useDomainForm.ts';
import { usePaymentSubmission } from '../../ui/payment/usePaymentSubmission.ts';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { CheckboxField } from '../../ui/primitives/CheckboxField/CheckboxField.tsx';
import { DataTable, type DataTableColumn } from '../../ui/primitives/DataTable/DataTable.tsx';
import { DigitsField } from '../../ui/primitives/DigitsField/DigitsField.tsx';
import { FieldError } from '../../ui/primitives/FieldError/FieldError.tsx';
import { RadioGroupField } from '../../ui/primitives/RadioGroupField/RadioGroupField.tsx';
import { TextField } from '../../ui/primitives/TextField/TextField.tsx';
import { financialInstitutionsKey, memberDraftsKey } from './draft-keys.ts';
import * as styles from './DraftSetupForm.css.ts';

/** What one submit sends: a bank draft by the direct call, or the start of the hosted page's draft. */
type SetupIntent =
  | {
      readonly kind: 'bank';
      /** The request without the bank account number, which the call takes from `bankNumber`. */
      readonly request: Omit<BankDraftRequest, 'bankAccountNumber'>;
      /** Tells two bank accounts apart in the intent without holding the number: its length and last four. */
      readonly bankAccount: string;
    }
  | {
      readonly kind: 'hosted';
      readonly request: DraftInitiationRequest;
      readonly accountNumbers: readonly string[];
    };

function withoutBankNumber({ bankAccountNumber, ...request }: BankDraftRequest): SetupIntent {
  return {
    kind: 'bank',
    request,
    bankAccount: `${bankAccountNumber.length}:${bankAccountNumber.slice(-4)}`,
  };
}

// The choices' labels are read in the active language, at each render.
const optionLabel = (option: DraftOption): string =>
  ({ BANK: messages.form.bankDraft, CREDIT: messages.form.creditDraft })[option];

const methodChoices = () =>
  draftMethods.map((method) => ({ value: method, label: draftMethodLabel(method) }));
const accountTypeChoices = () => [
  { value: 'Checking', label: messages.form.checking },
  { value: 'Savings', label: messages.form.savings },
];

export interface DraftSetupFormProps {
  readonly member: { readonly memberNumber: string; readonly accessToken: string };
  readonly data: MemberDrafts;
  /** The account the page was opened for (query accountno): checked at first when it may be drafted. */
  readonly accountNo: string | null;
  /** The draft was saved (the tabs say so). */
  readonly onSaved: () => void;
}

/** The Setup New Draft tab: the spec's empty message when no account may be drafted, else the form. */
export function DraftSetupForm(props: DraftSetupFormProps) {
  const option = defaultDraftOption(props.data.settings);
  if (option === null || !hasEligibleAccounts(props.data.accounts, props.data.settings)) {
    return <Alert tone="info">{draftPaymentsErrorMessages.noEligibleAccounts}</Alert>;
  }
  return <SetupForm {...props} initialOption={option} />;
}

/**
 * The setup form of spec 02 §2.6 and §5 Draft: the option (bank or card), the draft method and day,
 * the accounts checked one by one, the bank account when the site saves bank drafts directly (NACHA),
 * and the authorization. Submit is enabled only when the form is valid. A bank draft goes by the
 * direct call; a card draft, or a bank draft without NACHA processing, through the hosted page. Each
 * is money mode: one idempotency key per intent, never retried, a lost answer told as unknown.
 */
function SetupForm({
  member,
  data,
  accountNo,
  onSaved,
  initialOption,
}: DraftSetupFormProps & {
  readonly initialOption: DraftOption;
}) {
  const { client, config } = useElementContext();
  const { settings, accounts } = data;
  const [selectedIds, setSelectedIds] = useState<readonly string[]>(() =>
    accounts.some(
      (account) =>
        account.accountNumber === accountNo && draftEligibility(account, initialOption, settings).eligible,
    )
      ? [accountNo as string]
      : [],
  );
  const [selectionTouched, setSelectionTouched] = useState(false);
  const selectionErrorId = useId();

  const selected = useMemo(
    () => accounts.filter((account) => selectedIds.includes(account.accountNumber)),
    [accounts, selectedIds],
  );

  // The bank account number goes into the call's body and nowhere else: not into the change's input
  // (kept while an outcome is unknown), not into the form once the call is answered.
  const bankNumber = useRef<string | null>(null);
  const draftsKey = memberDraftsKey(member.memberNumber);
  const save = usePaymentSubmission({
    send: (intent: SetupIntent, call) =>
      intent.kind === 'bank'
        ? saveBankDraft(
            client,
            member,
            { ...intent.request, bankAccountNumber: bankNumber.current ?? '' },
            call,
          ).then(() => null)
        : initiateDraft(client, member, intent.request, call),
    errors: draftPaymentsErrors,
    refresh: [draftsKey],
    money: { intent: 'draft-payments.setup', affects: [draftsKey] },
    outcomeUnknownMessage: messages.outcomeUnknown,
  });

  // After an unknown outcome nothing more is sent until the member changes the form: the Accounts tab
  // shows whether the draft was made.
  const { handOff } = save;
  const unknownOutcome = save.phase === 'unknown';
  const holdAfterUnknown = useRef(false);
  holdAfterUnknown.current = unknownOutcome;
  const resetSave = save.edit;

  const institutionsNeeded = useRef(false);
  const context = useRef({
    settings,
    selected,
    institutions: [] as readonly { routingNumber: string; name: string }[],
  });
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    reset,
    clearErrors,
    trigger,
    formState: { errors, touchedFields },
  } = useDomainForm<DraftSetupValues>({
    defaultValues: initialSetupValues(initialOption, settings),
    // The accounts' checks are not a field of the form: their message shows under the table.
    validate: (values) => {
      const fields = validateDraftSetup(values, context.current);
      delete fields.selected;
      return fields;
    },
    serverErrors: save,
    mode: 'onTouched',
  });

  const values = watch();
  const bankMode = collectsBankAccount(values.draftOption, settings);
  institutionsNeeded.current ||= bankMode;
  const institutions = useQuery(
    bankMode || institutionsNeeded.current ? financialInstitutionsKey(member.memberNumber) : null,
    (signal) => getFinancialInstitutions(client, member, signal),
  );
  const loadedInstitutions = institutions.data;
  const institutionList = useMemo(() => loadedInstitutions ?? [], [loadedInstitutions]);
  context.current = { settings, selected, institutions: institutionList };
  const problems = validateDraftSetup(values, context.current);
  const valid = Object.keys(problems).length === 0;

  useEffect(() => {
    const subscription = watch((_values, { type }) => {
      if (type === 'change' && holdAfterUnknown.current) resetSave();
    });
    return () => subscription.unsubscribe();
  }, [watch, resetSave]);

  // The routing-number lookup fills the bank name; blank for an unknown number or 'DO NOT USE'.
  const routing = values.bankTransitNumber;
  useEffect(() => {
    if (!bankMode) return;
    setValue('bankName', bankNameFor(routing, institutionList), { shouldDirty: true });
  }, [bankMode, routing, institutionList, setValue]);

  const alertHolder = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (save.error || handOff.refused) alertHolder.current?.focus();
  }, [save.error, save.answerCount, handOff.refused]);

  const optionRegistration = register('draftOption', {
    onChange: (event: { target: { value: string } }) => {
      const option = event.target.value as DraftOption;
      // Changing the draft option clears the bank form (spec 02 §2.6).
      for (const [name, value] of Object.entries(clearedBankFields)) {
        setValue(name as keyof typeof clearedBankFields, value as never);
      }
      clearErrors([
        'accountType',
        'bankAccountNumber',
        'confirmBankAccountNumber',
        'bankTransitNumber',
        'bankName',
      ]);
      setSelectedIds((ids) =>
        ids.filter((id) => {
          const account = accounts.find((candidate) => candidate.accountNumber === id);
          return account !== undefined && draftEligibility(account, option, settings).eligible;
        }),
      );
    },
  });

  const toggle = (account: DraftAccount, checked: boolean) => {
    setSelectionTouched(true);
    if (holdAfterUnknown.current) resetSave();
    setSelectedIds((ids) =>
      checked
        ? [...ids.filter((id) => id !== account.accountNumber), account.accountNumber]
        : ids.filter((id) => id !== account.accountNumber),
    );
    if (touchedFields.dayOfMonth) void trigger('dayOfMonth');
  };

  const columns: readonly DataTableColumn<DraftAccount>[] = [
    {
      id: 'select',
      header: messages.columns.select,
      hideHeader: true,
      value: (row) => (selectedIds.includes(row.accountNumber) ? 1 : 0),
      cell: (row) => {
        const eligible = draftEligibility(row, values.draftOption, settings).eligible;
        return (
          <input
            type="checkbox"
            className={styles.rowCheckbox}
            data-select-account={row.accountNumber}
            aria-label={messages.selectAccount(row.accountNumber)}
            checked={eligible && selectedIds.includes(row.accountNumber)}
            disabled={!eligible || save.busy}
            onChange={(event) => toggle(row, event.target.checked)}
          />
        );
      },
    },
    {
      id: 'accountNumber',
      header: messages.columns.accountNumber,
      value: (row) => row.accountNumber,
      rowHeader: true,
    },
    { id: 'serviceAddress', header: messages.columns.serviceAddress, value: (row) => row.serviceAddress },
    {
      id: 'eligibleDraftDate',
      header: messages.columns.eligibleDraftDate,
      value: (row) => row.eligibleDraftDate,
      kind: 'date',
    },
    {
      id: 'status',
      header: messages.columns.status,
      value: (row) => eligibilityText(draftEligibility(row, values.draftOption, settings)),
    },
  ];

  const method = effectiveDraftMethod(values, settings);
  const windows = selected.length > 0 ? selected.map(dayOfMonthWindow) : null;
  const dayHint = windows
    ? messages.form.dayWindow(
        Math.max(...windows.map((range) => range.first)),
        Math.min(...windows.map((range) => range.last)),
      )
    : undefined;

  const clearBankAccountNumber = () => {
    setValue('bankAccountNumber', '');
    setValue('confirmBankAccountNumber', '');
  };

  const goToHostedPage = (
    initiation: Awaited<ReturnType<typeof initiateDraft>>,
    intent: SetupIntent & { kind: 'hosted' },
  ) => {
    const page = handOff.page();
    const callbacks = draftCallbackUrls(config.apiBase, page.address, page.origin);
    handOff.post(
      initiation.actionUrl,
      draftHostedFormFields({
        initiation,
        option: intent.request.draftOption,
        accountNumbers: intent.accountNumbers,
        acceptedCardTypes: settings.acceptedCardTypes,
        returnUrl: callbacks.success,
        cancelUrl: callbacks.cancel,
      }),
    );
  };

  const submit = handleSubmit(async (form) => {
    if (holdAfterUnknown.current) return;
    if (handOff.leaving) return;
    if (selected.length === 0) {
      setSelectionTouched(true);
      return;
    }
    handOff.clearRefusal();
    const intent: SetupIntent = collectsBankAccount(form.draftOption, settings)
      ? withoutBankNumber(bankDraftRequest(member.memberNumber, form, selected, settings))
      : {
          kind: 'hosted',
          request: draftInitiationRequest(form, selected, settings),
          accountNumbers: selected.map((account) => account.accountNumber),
        };
    bankNumber.current = form.bankAccountNumber;
    const sent = save.pay(intent);
    // The call took the number as it was sent; it is not kept for anything else.
    bankNumber.current = null;
    const outcome = await sent;
    if (outcome.status === 'busy') return;
    // The bank account number is kept no longer than the call.
    clearBankAccountNumber();
    if (outcome.status !== 'succeeded') return;
    if (intent.kind === 'hosted' && outcome.result) {
      goToHostedPage(outcome.result, intent);
      return;
    }
    reset(initialSetupValues(initialOption, settings));
    setSelectedIds([]);
    setSelectionTouched(false);
    onSaved();
  });

  const selectionError = selectionTouched ? problems.selected : undefined;
  const options = allowedDraftOptions(settings);

  return (
    <form className={styles.form} noValidate autoComplete="off" onSubmit={(event) => void submit(event)}>
      <div ref={alertHolder} tabIndex={-1} className={styles.alertHolder}>
        {save.error && <Alert tone="error">{save.error}</Alert>}
        {handOff.refused && <Alert tone="error">{errorMessages.generic}</Alert>}
        {institutions.status === 'failed' && (
          <Alert tone="error">{draftPaymentsErrorMessages.unavailable}</Alert>
        )}
      </div>
      <div className={styles.fields}>
        <RadioGroupField
          legend={messages.form.draftOption}
          choices={options.map((value) => ({ value, label: optionLabel(value) }))}
          registration={optionRegistration}
        />
        {showsDraftMethods(settings) && (
          <RadioGroupField
            legend={messages.form.draftMethod}
            choices={methodChoices()}
            registration={register('draftMethod')}
            error={errors.draftMethod?.message}
          />
        )}
      </div>
      <fieldset className={styles.accounts} aria-describedby={selectionError ? selectionErrorId : undefined}>
        <legend>{messages.form.accountsLegend}</legend>
        <DataTable
          caption={messages.form.accountsLegend}
          hideCaption
          columns={columns}
          data={accounts}
          getRowId={(row) => row.accountNumber}
          paging={false}
          maxHeight={480}
        />
        <FieldError id={selectionErrorId} message={selectionError} />
      </fieldset>
      <div className={styles.fields}>
        {method === 'DAY_OF_MONTH' && (
          <DigitsField
            label={messages.form.dayOfMonth}
            maxLength={draftLimits.dayFieldLength}
            hint={dayHint}
            error={errors.dayOfMonth?.message}
            {...register('dayOfMonth')}
          />
        )}
        {method === 'DAYS_AFTER_BILLING' && (
          <DigitsField
            label={messages.form.daysAfter}
            maxLength={draftLimits.dayFieldLength}
            error={errors.daysAfter?.message}
            {...register('daysAfter')}
          />
        )}
        {bankMode ? (
          <>
            <RadioGroupField
              legend={messages.form.accountType}
              choices={accountTypeChoices()}
              registration={register('accountType')}
              error={errors.accountType?.message}
            />
            <DigitsField
              label={messages.form.bankAccountNumber}
              maxLength={draftLimits.bankAccountMax}
              autoComplete="off"
              error={errors.bankAccountNumber?.message}
              {...register('bankAccountNumber')}
            />
            <DigitsField
              label={messages.form.confirmBankAccountNumber}
              maxLength={draftLimits.bankAccountMax}
              autoComplete="off"
              error={errors.confirmBankAccountNumber?.message}
              {...register('confirmBankAccountNumber')}
            />
            <DigitsField
              label={messages.form.bankTransitNumber}
              maxLength={draftLimits.routingLength}
              autoComplete="off"
              error={errors.bankTransitNumber?.message}
              {...register('bankTransitNumber')}
            />
            <TextField
              label={messages.form.bankName}
              maxLength={draftLimits.bankNameMax}
              readOnly
              error={errors.bankName?.message}
              {...register('bankName')}
            />
          </>
        ) : (
          <p className={styles.note}>{messages.form.hostedNote}</p>
        )}
        <CheckboxField
          label={messages.form.authorize}
          error={errors.draftAuthorize?.message}
          {...register('draftAuthorize')}
        />
      </div>
      <div className={styles.actions}>
        <Button
          type="submit"
          variant="primary"
          disabled={!valid || handOff.leaving || unknownOutcome}
          loading={save.busy}
        >
          {messages.form.submit}
        </Button>
      </div>
    </form>
  );
}
