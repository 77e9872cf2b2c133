import type { SimulatorService } from '../service.ts';

export interface QuickPayState {
  /** The quick-pay tokens verify issued, keyed by token. */
  tokens: Record<string, QuickPayTokenRecord>;
}

export interface QuickPayTokenRecord {
  token: string;
  applicationId: string;
  memberNumber: string;
  accountNumber: string;
  /** ISO timestamp. */
  expiresAt: string;
}

/** Quick Pay: verify an account by number and phone digits, then its payment settings and payments. */
export const quickPayService: SimulatorService<'quickPay', QuickPayState> = {
  name: 'quickPay',
  version: 1,
  seed: () => ({ tokens: {} }),
};
