import { perSite, riverbendApplicationId } from '../sites.ts';
import type { LoginRecord } from './auth-records.ts';
import type { SiteLogins } from './auth-service.ts';

// The values here are a contract (docs/demo-data.md): the stories, the end-to-end tests and the
// README rely on them. Add data freely; do not change what is here.

/** Each site's portal logins, keyed by the username in lower case. */
export function seedSiteLogins(): Record<string, SiteLogins> {
  return perSite((applicationId) => {
    const logins = applicationId === riverbendApplicationId ? riverbendLogins() : prairieLogins();
    return { logins: Object.fromEntries(logins.map((login) => [login.userName.toLowerCase(), login])) };
  });
}

function riverbendLogins(): LoginRecord[] {
  const login = (fields: Pick<LoginRecord, 'userName' | 'password' | 'memberNumber' | 'email'>) => ({
    mfaSecret: null,
    securityQuestionId: 1,
    securityAnswer: 'Biscuit',
    hasOptedForPaperlessBilling: false,
    hasOptedForPaperlessOther: false,
    areMarketingEmailsAllowed: false,
    ...fields,
  });
  return [
    login({
      userName: 'jordan.rivera',
      password: 'Sunrise#2026',
      memberNumber: '1001',
      email: 'jordan.rivera@example.com',
    }),
    {
      ...login({
        userName: 'pat.delgado',
        password: 'Harvest#2026',
        memberNumber: '1002',
        email: 'pat.delgado@example.com',
      }),
      mfaSecret: 'JBSWY3DPEHPK3PXP',
    },
    // The school district's accounts payable office: member 1010, with 2,400 accounts (demo-data.md).
    login({
      userName: 'riverbend.schools',
      password: 'Recess#2026',
      memberNumber: '1010',
      email: 'accounts.payable@riverbend-schools.example',
    }),
  ];
}

function prairieLogins(): LoginRecord[] {
  const login = (userName: string, memberNumber: string, email: string): LoginRecord => ({
    userName,
    password: 'Prairie#2026',
    memberNumber,
    email,
    mfaSecret: null,
    securityQuestionId: 2,
    securityAnswer: 'Dodge City',
    hasOptedForPaperlessBilling: true,
    hasOptedForPaperlessOther: false,
    areMarketingEmailsAllowed: false,
  });
  return [
    login('casey.nguyen', '2001', 'casey.nguyen@example.com'),
    login('morgan.lee', '2002', 'morgan.lee@example.com'),
  ];
}
