import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ProfileMember } from '../../api/my-profile.ts';
import type { MemberDetails, PaperlessAccounts } from '../../api/schemas/my-profile.ts';
import type { OperationRoundup } from '../../api/schemas/operation-roundup.ts';
import type { IsoDate } from '../../domain/dates.ts';
import { myProfileMessages as messages } from '../../domain/my-profile/messages.ts';
import {
  anyAccountPaperless,
  countsAfter,
  noPaperlessChanges,
  type PaperlessChanges,
} from '../../domain/my-profile/paperless-changes.ts';
import {
  initialProfileTab,
  type ProfileTab,
  showsSubmitAll,
  tabOfFirstError,
} from '../../domain/my-profile/tabs.ts';
import {
  memberUpdate,
  type MemberUpdate,
  type ProfileFormValues,
  validateProfileForm,
} from '../../domain/my-profile/update.ts';
import {
  roundUpChanges,
  serverDrafts,
  validateRoundUpDrafts,
  type RoundUpChange,
  type RoundUpDraft,
  type RoundUpRowErrors,
} from '../../domain/operation-roundup/rows.ts';
import type { MutationHandle } from '../../state/useMutation.ts';
import { useDomainForm } from '../../ui/forms/useDomainForm.ts';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { Tabs } from '../../ui/primitives/Tabs/Tabs.tsx';
import type { RoundUpPages } from '../../ui/round-up/useRoundUpPages.ts';
import type { AccountPages } from '../../ui/account/useAccountPages.ts';
import { LoginInfoTab } from './LoginInfoTab.tsx';
import { MfaTab } from './MfaTab.tsx';
import { PaperlessTab } from './PaperlessTab.tsx';
import { RoundupTab } from './RoundupTab.tsx';
import * as styles from './MyProfileScreen.css.ts';

export interface ProfileTabsProps {
  readonly member: ProfileMember;
  readonly profile: MemberDetails;
  /** The page of round-up rows shown. */
  readonly roundUp: OperationRoundup;
  readonly roundUpPages: RoundUpPages;
  /** The page of paperless rows shown, and the counts of every account. */
  readonly paperless: PaperlessAccounts;
  readonly paperlessPages: AccountPages<PaperlessAccounts>;
  /** The navigation state the route was reached with (the first load), else empty. */
  readonly navigationState: Readonly<Record<string, unknown>>;
  readonly today: IsoDate;
  readonly timeZone: string | undefined;
  readonly pasteAllowed: boolean;
  readonly save: MutationHandle<MemberUpdate, { message: string }>;
  readonly saveRoundUp: MutationHandle<readonly RoundUpChange[], unknown>;
}

function formValues(profile: MemberDetails): ProfileFormValues {
  return {
    userName: profile.userName,
    loginId: profile.loginId,
    securityQuestionId: profile.secretQuestionId === null ? '' : String(profile.secretQuestionId),
    securityQuestionAnswer: profile.secretQuestionAnswer,
    password: '',
    confirmPassword: '',
    paymentEmailReceived: profile.paymentEmailReceived,
    serviceOrderEmailReceived: profile.serviceOrderEmailReceived,
    phoneNumberMask: profile.phoneNumberMask,
    removeStoredCreditData: false,
    removeStoredBankData: false,
    hasPaperlessBilling: profile.hasPaperlessBilling,
    hasPaperlessOther: profile.hasPaperlessOther,
    electronicKit: profile.electronicKit,
    marketingEmail: profile.marketingEmail,
    paperlessConfirmed: false,
  };
}

/** The four tabs, their forms as loaded, and Submit All (hidden on the MFA tab). */
export function ProfileTabs({
  member,
  profile,
  roundUp,
  roundUpPages,
  paperless,
  paperlessPages,
  navigationState,
  today,
  timeZone,
  pasteAllowed,
  save,
  saveRoundUp,
}: ProfileTabsProps) {
  const { options } = profile;
  const [tab, setTab] = useState<ProfileTab>(() => initialProfileTab(navigationState));
  // What the member changed of the paperless rows, on any page: the select-all choices and the boxes
  // checked one by one.
  const [paperlessChanges, setPaperlessChanges] = useState<PaperlessChanges>(noPaperlessChanges);
  const paperlessCounts = countsAfter(paperless.allAccounts, paperlessChanges);
  // What the member made of the round-up rows they selected, on any page; every other row shows the
  // server's values.
  const [roundUpEdits, setRoundUpEdits] = useState<Record<string, RoundUpDraft>>({});
  const drafts = useMemo(
    () => ({ ...serverDrafts(roundUp.accounts), ...roundUpEdits }),
    [roundUp.accounts, roundUpEdits],
  );
  const [rowErrors, setRowErrors] = useState<Record<string, RoundUpRowErrors>>({});
  const [focusRequest, setFocusRequest] = useState(0);
  // The rules read the latest rows and the last username found taken, not those of the first render.
  const accountPaperless = useRef(false);
  accountPaperless.current = anyAccountPaperless(paperlessCounts);
  const takenUsername = useRef<string | null>(null);

  const form = useDomainForm<ProfileFormValues>({
    defaultValues: formValues(profile),
    validate: (values) => validateProfileForm(values, accountPaperless.current, takenUsername.current),
    serverErrors: save,
    focusFirstError: false,
  });

  // A refused Submit All shows the tab of the first error; focus goes to its first invalid field.
  const panels = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (focusRequest === 0) return;
    const panel = panels.current?.querySelector(`[role="tabpanel"][data-state="active"]`);
    panel?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  function showFirstError(fields: Iterable<string>) {
    const first = tabOfFirstError(fields);
    if (first) setTab(first);
    setFocusRequest((count) => count + 1);
  }

  async function send(values: ProfileFormValues, roundUpErrors: Record<string, RoundUpRowErrors>) {
    if (Object.keys(roundUpErrors).length > 0) {
      showFirstError(['roundupAccounts']);
      return;
    }
    const outcome = await save.submit(memberUpdate(member.memberNumber, values, paperlessChanges));
    if (outcome.status === 'failed') {
      showFirstError(Object.keys(outcome.fieldErrors));
      return;
    }
    if (outcome.status !== 'succeeded') return;
    const changes = options.operationRoundup ? roundUpChanges(roundUpPages.known, drafts) : [];
    if (changes.length > 0) await saveRoundUp.submit(changes);
  }

  async function submitAll() {
    if (save.pending || saveRoundUp.pending) return;
    // A round-up failure of an earlier press is not this press's answer.
    saveRoundUp.reset();
    const roundUpErrors = options.operationRoundup
      ? validateRoundUpDrafts(roundUpPages.known, drafts, today, roundUp.roundUpPlusMaximum)
      : {};
    setRowErrors(roundUpErrors);
    // Through handleSubmit, so the rules speak again as each field is fixed.
    await form.handleSubmit(
      (values) => send(values, roundUpErrors),
      (errors) =>
        showFirstError(
          Object.keys(roundUpErrors).length > 0
            ? [...Object.keys(errors), 'roundupAccounts']
            : Object.keys(errors),
        ),
    )();
  }

  const pending = save.pending || saveRoundUp.pending;
  return (
    <div ref={panels}>
      <Tabs.Root className={styles.tabs} value={tab} onValueChange={(value) => setTab(value as ProfileTab)}>
        <Tabs.List className={styles.tabList} aria-label={messages.title}>
          <Tabs.Trigger value="loginInfo">{messages.tabs.loginInfo}</Tabs.Trigger>
          <Tabs.Trigger value="paperless">{messages.tabs.paperless}</Tabs.Trigger>
          {options.operationRoundup && <Tabs.Trigger value="roundup">{messages.tabs.roundup}</Tabs.Trigger>}
          {options.mfa && <Tabs.Trigger value="mfa">{messages.tabs.mfa}</Tabs.Trigger>}
        </Tabs.List>
        {/* The forms stay mounted (hidden) on other tabs, so Submit All sends and checks them all. */}
        <Tabs.Content value="loginInfo" forceMount hidden={tab !== 'loginInfo'}>
          <LoginInfoTab
            form={form}
            profile={profile}
            onUsernameChecked={(taken) => (takenUsername.current = taken)}
            pasteAllowed={pasteAllowed}
          />
        </Tabs.Content>
        <Tabs.Content value="paperless" forceMount hidden={tab !== 'paperless'}>
          <PaperlessTab
            form={form}
            options={options}
            page={paperless}
            pages={paperlessPages}
            changes={paperlessChanges}
            counts={paperlessCounts}
            onChangesChange={setPaperlessChanges}
          />
        </Tabs.Content>
        {options.operationRoundup && (
          <Tabs.Content value="roundup" forceMount hidden={tab !== 'roundup'}>
            <RoundupTab
              roundUp={roundUp}
              pages={roundUpPages}
              drafts={drafts}
              rowErrors={rowErrors}
              today={today}
              timeZone={timeZone}
              onEditsChange={setRoundUpEdits}
              onRowErrorsChange={setRowErrors}
            />
          </Tabs.Content>
        )}
        {options.mfa && (
          <Tabs.Content value="mfa">
            <MfaTab member={member} />
          </Tabs.Content>
        )}
      </Tabs.Root>
      {showsSubmitAll(tab) && (
        <div className={styles.actions}>
          <Button loading={pending} onClick={() => void submitAll()}>
            {messages.submitAll}
          </Button>
        </div>
      )}
    </div>
  );
}
