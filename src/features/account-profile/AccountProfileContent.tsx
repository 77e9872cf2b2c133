import { Suspense, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { getAccountProfile, updateAccountProfile } from '../../api/account-profile.ts';
import type { AccountProfile } from '../../api/schemas/account-profile.ts';
import type { SiteConfiguration } from '../../api/schemas/site-configuration.ts';
import type { AccountInfo } from '../../domain/account-overview/types.ts';
import { accountProfileErrors } from '../../domain/account-profile/errors.ts';
import { accountProfileMessages as messages } from '../../domain/account-profile/messages.ts';
import {
  areNotificationsEnabled,
  asksToManageNotifications,
  asksWhichAccounts,
  defaultUpdateIndicator,
  profileNotice,
} from '../../domain/account-profile/outcome.ts';
import { type ProfileSection, sectionState } from '../../domain/account-profile/sections.ts';
import { type ProfileSettings, shownSpouseName } from '../../domain/account-profile/settings.ts';
import type {
  AddressChange,
  NameChange,
  PhonesChange,
  Profile,
  ProfileChange,
  UpdateIndicator,
} from '../../domain/account-profile/types.ts';
import { accountArea, queryKeys } from '../../state/query-keys.ts';
import { type MutationHandle, useMutation } from '../../state/useMutation.ts';
import { useQuery } from '../../state/useQuery.ts';
import type { AccountContext } from '../../ui/account/useAccountContext.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { usePortalNavigation } from '../../ui/navigation/PortalNavigation.tsx';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { LoadState } from '../../ui/primitives/LoadState/LoadState.tsx';
import { SafeHtml } from '../../ui/primitives/SafeHtml/SafeHtml.tsx';
import * as styles from './AccountProfileContent.css.ts';
import { AddressSection } from './AddressSection.tsx';
import { NameSection } from './NameSection.tsx';
import { PhonesSection } from './PhonesSection.tsx';
import { ManageNotificationsDialog, preloadProfileDialogs, WhichAccountsDialog } from './profile-dialogs.ts';
import type { SectionSave } from './section-props.ts';

/** The profile's key under its account: a change loads it again, on every account it was made on. */
const profileKeys = accountArea('account-profile');

/** A section's change waiting for the member to say which accounts it goes to. */
interface PendingChange {
  readonly section: ProfileSection;
  readonly change: NameChange | AddressChange | PhonesChange;
  readonly phonesWereChanged: boolean;
}

/** Where focus goes after the sections change: the notice after a save, a section's Edit after Cancel. */
type FocusTarget = { readonly target: 'notice' | ProfileSection; readonly request: number };

const idleSave: SectionSave = { pending: false, error: null, answerCount: 0, fieldErrors: {} };

export interface AccountProfileContentProps {
  readonly context: AccountContext;
  readonly info: AccountInfo;
  readonly settings: ProfileSettings;
  readonly site: SiteConfiguration;
}

/** The profile of the account shown: loaded, then its sections, one edited at a time. */
export function AccountProfileContent({ context, info, settings, site }: AccountProfileContentProps) {
  const { client } = useElementContext();
  const { memberNumber, accessToken } = context;
  const accountNumber = info.accountNumber;
  const account = useMemo(
    () => ({ memberNumber, accessToken, accountNumber }),
    [memberNumber, accessToken, accountNumber],
  );
  const profile = useQuery(profileKeys(memberNumber, accountNumber), (signal) =>
    getAccountProfile(client, account, signal),
  );
  const save = useMutation({
    send: (change: ProfileChange, call) => updateAccountProfile(client, account, change, call),
    errors: accountProfileErrors,
    // A change to every account refreshes all the member's data: the page does not hold every account
    // (a member may have thousands), and names and addresses show on other screens too.
    refresh: (_result, change) =>
      change.updateIndicator === 'ALL'
        ? [queryKeys.member(memberNumber)]
        : [profileKeys(memberNumber, accountNumber)],
  });

  return (
    <LoadState query={profile} errors={accountProfileErrors} loadingLabel={messages.loading}>
      {(loaded) => (
        <ProfileSections
          profile={loaded}
          info={info}
          settings={settings}
          site={site}
          save={save}
          accountNumber={accountNumber}
        />
      )}
    </LoadState>
  );
}

interface ProfileSectionsProps {
  readonly profile: Profile;
  readonly info: AccountInfo;
  readonly settings: ProfileSettings;
  readonly site: SiteConfiguration;
  readonly accountNumber: string;
  readonly save: MutationHandle<ProfileChange, AccountProfile>;
}

function ProfileSections({ profile, info, settings, site, accountNumber, save }: ProfileSectionsProps) {
  const navigation = usePortalNavigation();
  const [editing, setEditing] = useState<ProfileSection | null>(null);
  const [asking, setAsking] = useState<PendingChange | null>(null);
  const [justSaved, setJustSaved] = useState(false);
  const [askingAboutNotifications, setAskingAboutNotifications] = useState(false);
  const [focus, setFocus] = useState<FocusTarget | null>(null);
  const noticeHolder = useRef<HTMLDivElement>(null);
  const editButtons = useRef<Partial<Record<ProfileSection, HTMLButtonElement | null>>>({});

  useLayoutEffect(() => {
    if (!focus) return;
    const target = focus.target === 'notice' ? noticeHolder.current : editButtons.current[focus.target];
    target?.focus();
  }, [focus]);

  const notice = profileNotice(settings, profile, justSaved);
  const notificationsEnabled = areNotificationsEnabled(
    site.features,
    site.configuration.allowSubscribeForNotification,
  );

  function startEditing(section: ProfileSection) {
    save.reset();
    setJustSaved(false);
    setEditing(section);
  }

  function cancel(section: ProfileSection) {
    if (save.pending) return;
    save.reset();
    setEditing(null);
    setFocus((before) => ({ target: section, request: (before?.request ?? 0) + 1 }));
  }

  async function send(pending: PendingChange, updateIndicator: UpdateIndicator) {
    setAsking(null);
    const outcome = await save.submit({ ...pending.change, updateIndicator } as ProfileChange);
    if (outcome.status !== 'succeeded') return;
    setEditing(null);
    setJustSaved(true);
    setFocus((before) => ({ target: 'notice', request: (before?.request ?? 0) + 1 }));
    if (asksToManageNotifications(notificationsEnabled, pending.phonesWereChanged)) {
      setAskingAboutNotifications(true);
    }
  }

  function requestSave(pending: PendingChange) {
    if (asksWhichAccounts(profile)) setAsking(pending);
    else void send(pending, defaultUpdateIndicator);
  }

  const sectionProps = (section: ProfileSection) => {
    const state = sectionState(settings, section, editing);
    return {
      profile,
      state,
      save: state.editing
        ? {
            pending: save.pending,
            error: save.error,
            answerCount: save.answerCount,
            fieldErrors: save.fieldErrors,
          }
        : idleSave,
      editButtonRef: (button: HTMLButtonElement | null) => {
        editButtons.current[section] = button;
      },
      onEdit: () => startEditing(section),
      onEditIntent: preloadProfileDialogs,
      onCancel: () => cancel(section),
    };
  };

  return (
    <div className={styles.content}>
      <div ref={noticeHolder} tabIndex={-1} className={styles.alertHolder} data-notice={notice?.kind}>
        {notice && (
          <Alert tone={notice.kind === 'updated' ? 'success' : 'info'}>
            <SafeHtml html={notice.html} />
          </Alert>
        )}
      </div>
      <NameSection
        {...sectionProps('name')}
        spouseName={shownSpouseName(settings, info.spouseName)}
        onSave={(change) => requestSave({ section: 'name', change, phonesWereChanged: false })}
      />
      <AddressSection
        {...sectionProps('address')}
        onSave={(change) => requestSave({ section: 'address', change, phonesWereChanged: false })}
      />
      <PhonesSection
        {...sectionProps('phones')}
        onSave={(change, phonesWereChanged) => requestSave({ section: 'phones', change, phonesWereChanged })}
      />
      <Suspense fallback={null}>
        {asking && (
          <WhichAccountsDialog
            open
            accountNumber={accountNumber}
            onChoose={(updateIndicator) => void send(asking, updateIndicator)}
            onDismiss={() => setAsking(null)}
          />
        )}
        {askingAboutNotifications && (
          <ManageNotificationsDialog
            open
            onConfirm={() => {
              setAskingAboutNotifications(false);
              navigation.navigate('manage-notifications');
            }}
            onCancel={() => setAskingAboutNotifications(false)}
          />
        )}
      </Suspense>
    </div>
  );
}
