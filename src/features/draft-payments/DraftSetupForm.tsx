import { useEffect, useMemo, useRef } from 'react';
import { getFinancialInstitutions } from '../../api/draft-payments.ts';
import { draftMethodLabel } from '../../domain/draft-payments/draft-day.ts';
import {
  allowedDraftOptions,
  dayOfMonthWindow,
  defaultDraftOption,
  hasDraftableAccounts,
  showsDraftMethods,
} from '../../domain/draft-payments/eligibility.ts';
import { draftPaymentsErrorMessages } from '../../domain/draft-payments/errors.ts';
import { draftPaymentsMessages as messages } from '../../domain/draft-payments/messages.ts';
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
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { AnswerHolder } from '../../ui/primitives/AnswerHolder/AnswerHolder.tsx';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { CheckboxField } from '../../ui/primitives/CheckboxField/CheckboxField.tsx';
import { DigitsField } from '../../ui/primitives/DigitsField/DigitsField.tsx';
import { RadioGroupField } from '../../ui/primitives/RadioGroupField/RadioGroupField.tsx';
import { financialInstitutionsKey } from './draft-keys.ts';
import { DraftAccountChoice } from './DraftAccountChoice.tsx';
import { useDraftSelection } from './useDraftSelection.ts';
import { useDraftSetupSubmission } from './useDraftSetupSubmission.ts';
import { DraftBankFields } from './DraftBankFields.tsx';
import * as styles from './DraftSetupForm.css.ts';

// The choices' labels are read in the active language, at each render.
const optionLabel = (option: DraftOption): string =>
  ({ BANK: messages.form.bankDraft, CREDIT: messages.form.creditDraft })[option];

const methodChoices = () =>
  draftMethods.map((method) => ({ value: method, label: draftMethodLabel(method) }));

export interface DraftSetupFormProps {
  readonly member: { readonly memberNumber: string; readonly accessToken: string };
  /** The screen's first answer: every account, or the first of many, and how many may be drafted. */
  readonly data: MemberDrafts;
  /** The account the page was opened for (query accountno): checked at first when it may be drafted. */
  readonly opened: DraftAccount | undefined;
  /** The draft was saved (the tabs say so). */
  readonly onSaved: () => void;
}

/** The Setup New Draft tab: the spec's empty message when no account may be drafted, else the form. */
export function DraftSetupForm(props: DraftSetupFormProps) {
  const option = defaultDraftOption(props.data.settings);
  if (option === null || !hasDraftableAccounts(props.data.draftableAccounts, props.data.settings)) {
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
  opened,
  onSaved,
  initialOption,
}: DraftSetupFormProps & {
  readonly initialOption: DraftOption;
}) {
  const { client } = useElementContext();
  const { settings } = data;
  const selection = useDraftSelection(opened, settings, initialOption);
  const { selected, selectedIds } = selection;

  const { save, submitDraft } = useDraftSetupSubmission(member, settings);
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
      selection.keepEligible(option);
    },
  });

  const toggle = (account: DraftAccount, checked: boolean) => {
    if (holdAfterUnknown.current) resetSave();
    selection.toggle(account, checked);
    if (touchedFields.dayOfMonth) void trigger('dayOfMonth');
  };

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

  const submit = handleSubmit(async (form) => {
    if (holdAfterUnknown.current) return;
    if (handOff.leaving) return;
    if (selected.length === 0) {
      selection.touch();
      return;
    }
    const outcome = await submitDraft(form, selected);
    if (outcome === 'busy') return;
    // The bank account number is kept no longer than the call.
    clearBankAccountNumber();
    if (outcome !== 'saved') return;
    reset(initialSetupValues(initialOption, settings));
    selection.clear();
    onSaved();
  });

  const options = allowedDraftOptions(settings);

  return (
    <form className={styles.form} noValidate autoComplete="off" onSubmit={(event) => void submit(event)}>
      <AnswerHolder focus={save.error !== null || handOff.refused} answer={save.answerCount}>
        {save.error && <Alert tone="error">{save.error}</Alert>}
        {handOff.refused && <Alert tone="error">{errorMessages.generic}</Alert>}
        {institutions.status === 'failed' && (
          <Alert tone="error">{draftPaymentsErrorMessages.unavailable}</Alert>
        )}
      </AnswerHolder>
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
      <DraftAccountChoice
        member={member}
        first={data}
        option={values.draftOption}
        settings={settings}
        selectedIds={selectedIds}
        disabled={save.busy}
        error={selection.touched ? problems.selected : undefined}
        onToggle={toggle}
      />
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
          <DraftBankFields register={register} errors={errors} />
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
