/** The tabs of My Profile, in order (spec 02 §2.3). */
export const profileTabs = ['loginInfo', 'paperless', 'roundup', 'mfa'] as const;
export type ProfileTab = (typeof profileTabs)[number];

/** The fields of each tab that Submit All sends, in the order they are shown. */
const tabFields: Readonly<Record<Exclude<ProfileTab, 'mfa'>, readonly string[]>> = {
  loginInfo: [
    'userName',
    'loginId',
    'securityQuestionId',
    'securityQuestionAnswer',
    'password',
    'confirmPassword',
    'paymentEmailReceived',
    'serviceOrderEmailReceived',
    'phoneNumberMask',
    'removeStoredCreditData',
    'removeStoredBankData',
  ],
  paperless: [
    'hasPaperlessBilling',
    'hasPaperlessOther',
    'paperlessAccounts',
    'electronicKit',
    'marketingEmail',
    'paperlessConfirmed',
  ],
  roundup: ['roundupAccounts'],
};

/** The tab a field is on; fields it does not know (a form failure) are on the first tab. */
export function tabOfField(field: string): ProfileTab {
  for (const tab of ['loginInfo', 'paperless', 'roundup'] as const) {
    if (tabFields[tab].includes(field)) return tab;
  }
  return 'loginInfo';
}

/** Spec 02 §4: on a failed submit, the tab of the first error (in tab order); null when there is none. */
export function tabOfFirstError(fields: Iterable<string>): ProfileTab | null {
  const tabs = new Set([...fields].map(tabOfField));
  return profileTabs.find((tab) => tabs.has(tab)) ?? null;
}

/** Spec 02 §2.3: navigation state `{ paperless: true }` opens the Paperless tab first. */
export function initialProfileTab(navigationState: Readonly<Record<string, unknown>>): ProfileTab {
  return navigationState.paperless === true ? 'paperless' : 'loginInfo';
}

/** Spec 02 §2.3: Submit All is hidden on the MFA tab. */
export function showsSubmitAll(tab: ProfileTab): boolean {
  return tab !== 'mfa';
}
