import { useMemo } from 'react';
import type { MemberAccount } from '../../api/account-overview.ts';
import { getContacts } from '../../api/manage-contacts.ts';
import { getAccountAlerts, updateAccountAlerts } from '../../api/manage-notifications.ts';
import type { AccountAlerts } from '../../api/schemas/manage-notifications.ts';
import { confirmedContacts, type MemberContact } from '../../domain/manage-contacts/contacts.ts';
import {
  type AlertsForm,
  type AlertType,
  alertsFormOf,
  DAYS_BEFORE_CHOICES,
  preferencesOfForm,
  validateAlertsForm,
} from '../../domain/manage-notifications/alerts.ts';
import { manageNotificationsErrors } from '../../domain/manage-notifications/errors.ts';
import { manageNotificationsMessages as messages } from '../../domain/manage-notifications/messages.ts';
import { combineQueries } from '../../state/combine-queries.ts';
import { queryKeys } from '../../state/query-keys.ts';
import { useMutation } from '../../state/useMutation.ts';
import { useQuery } from '../../state/useQuery.ts';
import { AccountFrame } from '../../ui/account/AccountFrame.tsx';
import type { AccountContext } from '../../ui/account/useAccountContext.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { useDomainForm } from '../../ui/forms/useDomainForm.ts';
import { RouteLink } from '../../ui/navigation/RouteContext.tsx';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { AnswerHolder } from '../../ui/primitives/AnswerHolder/AnswerHolder.tsx';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { DetailList } from '../../ui/primitives/DetailList/DetailList.tsx';
import { LoadState } from '../../ui/primitives/LoadState/LoadState.tsx';
import { MoneyField } from '../../ui/primitives/MoneyField/MoneyField.tsx';
import { SelectField } from '../../ui/primitives/SelectField/SelectField.tsx';
import { TextField } from '../../ui/primitives/TextField/TextField.tsx';
import * as styles from './ManageNotificationsScreen.css.ts';

/**
 * The alerts of the account the member is looking at: per alert type, per confirmed contact, a box, and
 * each type's own setting. A table on wide screens, a card per alert type on phones.
 */
export function ManageNotificationsScreen() {
  return (
    <div className={styles.screen}>
      <h2 className={styles.heading}>{messages.title}</h2>
      <AccountFrame
        errors={manageNotificationsErrors}
        loadingLabel={messages.loading}
        noAccountsMessage={messages.noAccounts}
      >
        {({ context, info }) => (
          <ManageNotificationsContent
            key={info.accountNumber}
            context={context}
            accountNumber={info.accountNumber}
          />
        )}
      </AccountFrame>
    </div>
  );
}

interface ContentProps {
  readonly context: AccountContext;
  readonly accountNumber: string;
}

function ManageNotificationsContent({ context, accountNumber }: ContentProps) {
  const { client } = useElementContext();
  const { memberNumber, accessToken } = context;
  const account = useMemo(
    () => ({ memberNumber, accessToken, accountNumber }),
    [memberNumber, accessToken, accountNumber],
  );
  const alerts = useQuery(queryKeys.accountAlerts(memberNumber, accountNumber), (signal) =>
    getAccountAlerts(client, account, signal),
  );
  const contacts = useQuery(queryKeys.memberContacts(memberNumber), (signal) =>
    getContacts(client, account, signal),
  );
  const both = combineQueries<[AccountAlerts, { contacts: MemberContact[] }]>(alerts, contacts);
  return (
    <LoadState query={both} errors={manageNotificationsErrors} loadingLabel={messages.loading}>
      {([loaded, { contacts: all }]) => <AlertsGrid account={account} alerts={loaded} contacts={all} />}
    </LoadState>
  );
}

interface AlertsGridProps {
  readonly account: MemberAccount;
  readonly alerts: AccountAlerts;
  readonly contacts: readonly MemberContact[];
}

function contactKindLabel(contact: MemberContact): string {
  return contact.kind === 'email' ? messages.emailKind : messages.mobileKind;
}

function AlertsGrid({ account, alerts, contacts }: AlertsGridProps) {
  const { client } = useElementContext();
  const receivers = confirmedContacts(contacts);
  const waiting = contacts.length - receivers.length;
  const offered = alerts.preferences.map((preference) => preference.alertType);
  const save = useMutation({
    send: (form: AlertsForm) => updateAccountAlerts(client, account, preferencesOfForm(form, offered)),
    errors: manageNotificationsErrors,
    refresh: [queryKeys.accountAlerts(account.memberNumber, account.accountNumber)],
  });
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useDomainForm<AlertsForm>({
    defaultValues: alertsFormOf(
      alerts.preferences,
      receivers.map((contact) => contact.contactId),
    ),
    validate: (form) => validateAlertsForm(form, offered),
    serverErrors: save,
  });
  const selected = watch('selected');

  const submit = handleSubmit(async (form) => {
    const outcome = await save.submit(form);
    if (outcome.status === 'succeeded') {
      reset(
        alertsFormOf(
          outcome.result.preferences,
          receivers.map((contact) => contact.contactId),
        ),
      );
    }
  });

  const onCount = (alertType: AlertType) =>
    Object.values(selected?.[alertType] ?? {}).filter((on) => on === true).length;

  const setting = (alertType: AlertType) => {
    switch (alertType) {
      case 'PAYMENT_DUE':
        return (
          <SelectField
            label={messages.daysBeforeLabel}
            options={DAYS_BEFORE_CHOICES.map((days) => ({
              value: String(days),
              label: messages.daysBeforeOption(days),
            }))}
            error={errors.daysBefore?.message}
            {...register('daysBefore')}
          />
        );
      case 'HIGH_USAGE':
        return (
          <TextField
            label={messages.usageThresholdLabel}
            inputMode="numeric"
            maxLength={3}
            error={errors.usageThreshold?.message}
            {...register('usageThreshold')}
          />
        );
      case 'PROJECTED_BILL':
        return (
          <MoneyField
            label={messages.projectedAmountLabel}
            maxLength={8}
            error={errors.projectedAmount?.message}
            {...register('projectedAmount')}
          />
        );
      default:
        return null;
    }
  };

  return (
    <div className={styles.content}>
      <p className={styles.intro}>{messages.intro}</p>
      <DetailList
        items={[
          { label: messages.accountLabel, value: alerts.accountNumber },
          { label: messages.serviceAddressLabel, value: alerts.serviceAddress },
        ]}
      />
      {receivers.length === 0 ? (
        <Alert tone="info">
          {messages.noContacts} <RouteLink to="manage-contacts">{messages.manageContacts}</RouteLink>
        </Alert>
      ) : (
        <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
          {waiting > 0 && (
            <p className={styles.note}>
              {messages.unconfirmedNote(waiting)}{' '}
              <RouteLink to="manage-contacts">{messages.manageContacts}</RouteLink>
            </p>
          )}
          <div className={styles.statusHolder}>
            {save.status === 'succeeded' && (
              <Alert tone="success">{messages.saved(alerts.accountNumber)}</Alert>
            )}
          </div>
          <AnswerHolder
            focus={save.error !== null && Object.keys(save.fieldErrors).length === 0}
            answer={save.answerCount}
          >
            {save.error && <Alert tone="error">{save.error}</Alert>}
          </AnswerHolder>
          <div className={styles.gridScroller}>
            <table className={styles.grid}>
              <caption className={styles.caption}>{messages.gridCaption(alerts.accountNumber)}</caption>
              <thead className={styles.head}>
                <tr>
                  <th scope="col">{messages.alertColumn}</th>
                  {receivers.map((contact) => (
                    <th scope="col" key={contact.contactId} className={styles.contactColumn}>
                      <span className={styles.kind}>{contactKindLabel(contact)}</span>{' '}
                      <span className={styles.contactValue}>{contact.value}</span>
                    </th>
                  ))}
                  <th scope="col">{messages.settingColumn}</th>
                </tr>
              </thead>
              <tbody>
                {offered.map((alertType) => {
                  const count = onCount(alertType);
                  const name = messages.alertNames[alertType];
                  const field = setting(alertType);
                  return (
                    <tr key={alertType} className={styles.row} data-alert-type={alertType}>
                      <th scope="row" className={styles.rowHeader}>
                        <span className={styles.alertName}>{name}</span>
                        <span className={styles.description}>{messages.alertDescriptions[alertType]}</span>
                        <span className={count > 0 ? styles.stateOn : styles.stateOff}>
                          {count > 0 ? messages.alertOnFor(count) : messages.alertOff}
                        </span>
                      </th>
                      {receivers.map((contact) => (
                        <td key={contact.contactId} className={styles.cell}>
                          <label className={styles.box}>
                            <input
                              type="checkbox"
                              className={styles.checkbox}
                              aria-label={messages.contactBox(name, contact.value)}
                              {...register(`selected.${alertType}.${contact.contactId}`)}
                            />
                            <span className={styles.boxLabel} aria-hidden="true">
                              {contact.value}
                            </span>
                          </label>
                        </td>
                      ))}
                      <td className={field ? styles.settingCell : styles.noSetting}>{field}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <div className={styles.actions}>
            <Button type="submit" loading={save.pending} width="fullOnMobile">
              {messages.save}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
