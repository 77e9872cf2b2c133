import { quickPayMessages } from './messages.ts';
import type { CardTypeCode, PaymentType, QuickPayAccount, QuickPaySettings } from './types.ts';

/** What the Verify step knows before the settings load: the account's own eligibility. */
export interface AccountRestriction {
  /** The account is eligible for neither method: Verify is hidden. */
  readonly bothRestricted: boolean;
  /** Shown with the Verify step's warning icon when the account is not eligible for a method. */
  readonly restrictionTooltip: string | undefined;
  /** Shown when the account is eligible for neither method. */
  readonly restrictionMessage: string | undefined;
}

export interface PaymentMethods extends AccountRestriction {
  /** The hosted page may take a card. */
  readonly cardEnabled: boolean;
  /** The hosted page may take a bank account. */
  readonly echeckEnabled: boolean;
  /** Pay is enabled and the amount editable only when at least one method is enabled. */
  readonly canPay: boolean;
  readonly defaultPaymentType: PaymentType;
  readonly acceptedCardTypes: CardTypeCode[];
}

const restriction = quickPayMessages.restriction;

function restrictionTooltip(account: QuickPayAccount): string | undefined {
  if (!account.isCcEligible && !account.isEcheckEligible) return restriction.bothTooltip;
  if (!account.isCcEligible) return restriction.cardTooltip;
  if (!account.isEcheckEligible) return restriction.echeckTooltip;
  return undefined;
}

function acceptedCardTypes(settings: QuickPaySettings): CardTypeCode[] {
  const { allowVisa, allowMaster, allowAmex, allowDiscover } = settings.paymentSettings;
  const allowed: Array<[CardTypeCode, boolean]> = [
    ['VI', allowVisa],
    ['MC', allowMaster],
    ['AX', allowAmex],
    ['DI', allowDiscover],
  ];
  return allowed.filter(([, isAllowed]) => isAllowed).map(([code]) => code);
}

export function accountRestriction(account: QuickPayAccount): AccountRestriction {
  const bothRestricted = !account.isCcEligible && !account.isEcheckEligible;
  return {
    bothRestricted,
    restrictionTooltip: restrictionTooltip(account),
    restrictionMessage: bothRestricted ? restriction.bothRestricted : undefined,
  };
}

/**
 * How this account may pay (spec 01 §2.11, §4). "Restricted" follows the account's own eligibility
 * (the Verify step); "enabled" also needs the utility's settings (the Pay step and the hosted page).
 */
export function paymentMethods(account: QuickPayAccount, settings: QuickPaySettings): PaymentMethods {
  const cardEnabled = account.isCcEligible && settings.paymentSettings.utilityAllowCreditCard;
  const echeckEnabled =
    !settings.echeckProcessAsDraft &&
    account.isEcheckEligible &&
    settings.paymentSettings.utilityAllowEcheck &&
    !(account.nomoreCheck && settings.enforceNoMoreEchecks);
  return {
    cardEnabled,
    echeckEnabled,
    canPay: cardEnabled || echeckEnabled,
    // Opening the hosted page on a card form that is switched off would leave the visitor stuck.
    defaultPaymentType: cardEnabled ? 'cc' : 'echeck',
    acceptedCardTypes: acceptedCardTypes(settings),
    ...accountRestriction(account),
  };
}
