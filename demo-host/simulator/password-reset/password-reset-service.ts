import type { SimulatorService } from '../service.ts';
import { perSite, riverbendApplicationId } from '../sites.ts';

export interface PasswordResetState {
  /** Keyed by ApplicationId. */
  sites: Record<string, SitePasswordReset>;
  /** Password reset links, keyed by their one-time code. */
  resets: Record<string, PasswordResetRecord>;
}

export interface SitePasswordReset {
  /** The portal's reset-password page the emailed link opens, `{otc}` standing for the code. */
  resetPasswordUrlTemplate: string;
}

export interface PasswordResetRecord {
  otc: string;
  applicationId: string;
  /** The login's key (its username in lower case). */
  loginKey: string;
  /** ISO timestamps. */
  expiresAt: string;
  usedAt: string | null;
}

/** Forgotten passwords: a one-time reset link sent to the login's email, then the new password. */
export const passwordResetService: SimulatorService<'passwordReset', PasswordResetState> = {
  name: 'passwordReset',
  version: 1,
  seed: () => ({
    sites: perSite((applicationId) => ({
      resetPasswordUrlTemplate:
        applicationId === riverbendApplicationId
          ? '/portal.html#/reset-password?otc={otc}'
          : '/prairie-portal.html#/reset-password?otc={otc}',
    })),
    resets: {},
  }),
};
