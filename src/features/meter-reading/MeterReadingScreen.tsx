import { useMemo } from 'react';
import type { MemberAccount } from '../../api/account-overview.ts';
import { getMeterReadings, submitMeterReading } from '../../api/meter-reading.ts';
import type { SiteConfiguration } from '../../api/schemas/site-configuration.ts';
import { formatDate, type IsoDate } from '../../domain/dates.ts';
import { meterReadingErrors } from '../../domain/meter-reading/errors.ts';
import { meterReadingMessages as messages } from '../../domain/meter-reading/messages.ts';
import {
  formatReading,
  meterReadingErrors as readingRules,
  type MeterReadingForm,
  readingValue,
} from '../../domain/meter-reading/rules.ts';
import type { MeterReadings, SubmittedReading } from '../../domain/meter-reading/types.ts';
import { cooperativeDay } from '../../domain/site/cooperative-day.ts';
import { accountArea } from '../../state/query-keys.ts';
import { useSiteConfigurationQuery } from '../../state/site-configuration.ts';
import { useMutation } from '../../state/useMutation.ts';
import { useQuery } from '../../state/useQuery.ts';
import { AccountFrame } from '../../ui/account/AccountFrame.tsx';
import type { AccountContext } from '../../ui/account/useAccountContext.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { useDomainForm } from '../../ui/forms/useDomainForm.ts';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { AnswerHolder } from '../../ui/primitives/AnswerHolder/AnswerHolder.tsx';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { DataTable, type DataTableColumn } from '../../ui/primitives/DataTable/DataTable.tsx';
import { DateField } from '../../ui/primitives/DateField/DateField.tsx';
import { DigitsField } from '../../ui/primitives/DigitsField/DigitsField.tsx';
import { LoadState } from '../../ui/primitives/LoadState/LoadState.tsx';
import { SelectField } from '../../ui/primitives/SelectField/SelectField.tsx';
import * as styles from './MeterReadingScreen.css.ts';
import { useLanguage } from '../../ui/element/useLanguage.ts';

/** The area's keys under the account: a submitted reading loads them again. */
const meterReadingKeys = accountArea('meter-reading');

/**
 * Meter Reading: the member of an account that collects meter readings (and is not prepaid) submits a
 * meter's reading with the day it was read; a reading below the last one, or dated in the future, is
 * refused with the reason. The readings submitted are listed below.
 */
export function MeterReadingScreen() {
  const { config } = useElementContext();
  const site = useSiteConfigurationQuery(config.apiBase, config.applicationId);
  return (
    <div className={styles.screen}>
      <h2 className={styles.heading}>{messages.title}</h2>
      <AccountFrame
        errors={meterReadingErrors}
        loadingLabel={messages.loading}
        noAccountsMessage={messages.noAccounts}
        alongside={site}
      >
        {({ context, info, alongside }) => (
          <MeterReadingContent context={context} accountNumber={info.accountNumber} site={alongside} />
        )}
      </AccountFrame>
    </div>
  );
}

interface MeterReadingContentProps {
  readonly context: AccountContext;
  readonly accountNumber: string;
  readonly site: SiteConfiguration;
}

function MeterReadingContent({ context, accountNumber, site }: MeterReadingContentProps) {
  const { client } = useElementContext();
  const { memberNumber, accessToken } = context;
  const account = useMemo<MemberAccount>(
    () => ({ memberNumber, accessToken, accountNumber }),
    [memberNumber, accessToken, accountNumber],
  );
  const readings = useQuery(meterReadingKeys(memberNumber, accountNumber), (signal) =>
    getMeterReadings(client, account, signal),
  );
  const { today, timeZone } = cooperativeDay(site.siteSettings);
  return (
    <LoadState query={readings} errors={meterReadingErrors} loadingLabel={messages.loading}>
      {(data) =>
        data.collectsMeterReadings && data.meters.length > 0 ? (
          <div className={styles.content}>
            <p className={styles.intro}>{messages.intro}</p>
            <ReadingForm key={accountNumber} account={account} data={data} today={today} />
            <SubmittedReadings rows={data.submitted} timeZone={timeZone} />
          </div>
        ) : (
          <Alert tone="info">{messages.notCollected}</Alert>
        )
      }
    </LoadState>
  );
}

interface ReadingFormProps {
  readonly account: MemberAccount;
  readonly data: MeterReadings;
  readonly today: IsoDate;
}

function ReadingForm({ account, data, today }: ReadingFormProps) {
  const { client } = useElementContext();
  const submit = useMutation({
    send: (form: MeterReadingForm, call) =>
      submitMeterReading(
        client,
        account,
        { meterId: form.meterId, readingDate: form.readingDate, reading: readingValue(form.reading) ?? 0 },
        call,
      ),
    errors: meterReadingErrors,
    refresh: [meterReadingKeys(account.memberNumber, account.accountNumber)],
  });
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useDomainForm<MeterReadingForm>({
    defaultValues: { meterId: data.meters[0]?.meterId ?? '', readingDate: today, reading: '' },
    validate: (values) => {
      const meter = data.meters.find((one) => one.meterId === values.meterId);
      return readingRules(values, { today, lastReading: meter?.lastReading ?? null });
    },
    serverErrors: submit,
  });
  const meter = data.meters.find((one) => one.meterId === watch('meterId')) ?? data.meters[0];
  const last = meter?.lastReading;

  const onSubmit = handleSubmit(async (form) => {
    const outcome = await submit.submit(form);
    if (outcome.status === 'succeeded') reset({ meterId: form.meterId, readingDate: today, reading: '' });
  });
  const received = submit.status === 'succeeded' ? submit.result : undefined;

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
      <AnswerHolder
        focus={submit.error !== null || submit.status === 'succeeded'}
        answer={submit.answerCount}
      >
        {submit.error ? <Alert tone="error">{submit.error}</Alert> : null}
        {received ? (
          <Alert tone="success">
            {messages.submitted(
              formatReading(received.reading),
              formatDate(received.readingDate) ?? received.readingDate,
            )}
          </Alert>
        ) : null}
      </AnswerHolder>
      <SelectField
        label={messages.form.meter}
        options={data.meters.map((one) => ({ value: one.meterId, label: one.meterId }))}
        error={errors.meterId?.message}
        {...register('meterId')}
      />
      <p className={styles.lastReading}>
        {last
          ? messages.lastReading(
              formatReading(last.reading),
              formatDate(last.readingDate) ?? last.readingDate,
            )
          : messages.noLastReading}
      </p>
      <DateField
        label={messages.form.readingDate}
        max={today}
        error={errors.readingDate?.message}
        {...register('readingDate')}
      />
      <DigitsField
        label={messages.form.reading}
        hint={messages.form.readingHint}
        maxLength={9}
        autoComplete="off"
        error={errors.reading?.message}
        {...register('reading')}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={submit.pending}>
          {messages.form.submit}
        </Button>
      </div>
    </form>
  );
}

function SubmittedReadings({
  rows,
  timeZone,
}: {
  readonly rows: readonly SubmittedReading[];
  readonly timeZone?: string;
}) {
  const text = messages.history;
  const language = useLanguage();
  const columns = useMemo<DataTableColumn<SubmittedReading>[]>(
    () => [
      { id: 'meter', header: text.meter, value: (row) => row.meterId },
      {
        id: 'readingDate',
        header: text.readingDate,
        value: (row) => row.readingDate,
        kind: 'date',
        sortable: true,
      },
      {
        id: 'reading',
        header: text.reading,
        value: (row) => row.reading,
        cell: (row) => formatReading(row.reading),
        align: 'end',
      },
      {
        id: 'submittedOn',
        header: text.submittedOn,
        value: (row) => row.submittedOn,
        kind: 'dateTime',
        sortable: true,
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the headers read in the active language
    [text, language],
  );
  return (
    <DataTable
      caption={text.caption}
      columns={columns}
      data={rows}
      getRowId={(row) => `${row.meterId}|${row.submittedOn}`}
      emptyMessage={text.empty}
      initialSort={{ columnId: 'submittedOn', direction: 'descending' }}
      {...(timeZone ? { timeZone } : {})}
    />
  );
}
