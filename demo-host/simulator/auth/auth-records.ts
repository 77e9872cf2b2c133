// The auth service's records: portal logins, signed-in sessions and sign-ins waiting for a code.

export interface LoginRecord {
  userName: string;
  /** In clear: this is a demo back office with made-up members. */
  password: string;
  memberNumber: string;
  email: string;
  /** Base32 TOTP secret (RFC 6238, SHA-1, 6 digits, 30 s) when multi-factor sign-in is on. */
  mfaSecret: string | null;
  securityQuestionId: number | null;
  securityAnswer: string | null;
  hasOptedForPaperlessBilling: boolean;
  hasOptedForPaperlessOther: boolean;
  areMarketingEmailsAllowed: boolean;
}

export interface AccessTokenRecord {
  token: string;
  applicationId: string;
  memberNumber: string;
  /** The login's key (its username in lower case). */
  loginKey: string;
  /** ISO timestamp. */
  expiresAt: string;
}

export interface MfaChallengeRecord {
  applicationId: string;
  memberNumber: string;
  loginKey: string;
  encryptedMember: string;
  encryptedUserName: string;
  /** ISO timestamp. */
  expiresAt: string;
  /** Wrong codes so far: the attempt ends after too many. */
  failedAttempts: number;
}
