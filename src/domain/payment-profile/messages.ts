import { catalogue } from '../language.ts';
/**
 * Every text of the Payment Profile (wallet) screen. Texts the spec does not give are marked "not in
 * the spec" so a reviewer can tell them apart.
 */
export const paymentProfileMessages = catalogue(
  () =>
    ({
      /** The page title of its portal route (spec 01 §2.3, Payments column). */
      title: 'Payment Profile',
      /** Not in the spec: what screen readers hear while the stored methods load. */
      loading: 'Loading…',
      /** Not in the spec: what the screen is for. */
      intro:
        'Cards and bank accounts you saved for later. Pay or set up auto pay with one of them without entering it again.',
      /** Not in the spec: how a method is added (on the secure payment page, never here). */
      howToAdd:
        'To save a new card or bank account, pay with it under Pay Multiple Accounts and tick its save box on the secure payment page.',
      /** Not in the spec: the member has none. */
      empty: 'You have no saved cards or bank accounts.',
      /** Not in the spec: the list's accessible name. */
      listLabel: 'Saved payment methods',
      /** Not in the spec: the default method's marker. */
      defaultMarker: 'Default',
      /** Not in the spec: an expired card's marker. */
      expiredMarker: 'Expired',
      /** Not in the spec: a card's expiry, MM/yyyy. */
      expires: (expiry: string) => `Expires ${expiry}`,
      /** Not in the spec: an expired card's expiry. */
      expired: (expiry: string) => `Expired ${expiry}`,
      /** Not in the spec: the accounts an auto payment charges it for. */
      usedByAutoPay: (accounts: readonly string[]) =>
        `Used by auto pay for account${accounts.length === 1 ? '' : 's'} ${accounts.join(', ')}`,
      /** Not in the spec. */
      rename: 'Rename',
      /** Not in the spec: the Rename button's accessible name. */
      renameLabel: (method: string) => `Rename ${method}`,
      /** Not in the spec. */
      remove: 'Remove',
      /** Not in the spec: the Remove button's accessible name. */
      removeLabel: (method: string) => `Remove ${method}`,
      /** Not in the spec. */
      makeDefault: 'Make default',
      /**
       * Not in the spec: the Make default button's accessible name. It starts with the visible text, so a
       * member who speaks "Make default" to voice control reaches it (WCAG 2.5.3).
       */
      makeDefaultLabel: (method: string) => `Make default: ${method}`,
      /** Not in the spec: the rename dialog. */
      renameTitle: 'Rename Payment Method',
      /** Not in the spec. */
      nickname: 'Nickname',
      /** Not in the spec: the nickname field's hint. */
      nicknameHint: 'Up to 30 characters. Leave it blank to show the card or account only.',
      /** Not in the spec. */
      save: 'Save',
      /** Not in the spec. */
      cancel: 'Cancel',
      /** Not in the spec: a rename went through. */
      renamed: 'The payment method was renamed.',
      /** Not in the spec: the remove confirmation. */
      removeTitle: 'Remove Payment Method',
      /** Not in the spec. */
      removeConfirm: (method: string) =>
        `Are you sure you want to remove ${method}? You will need to enter it again to use it.`,
      /** Spec 02 §2.7's confirmation buttons. */
      yes: 'Yes',
      /** Spec 02 §2.7's confirmation buttons. */
      no: 'No',
      /** Not in the spec: a removal went through. */
      removed: 'The payment method was removed.',
      /** Not in the spec: the removal's answer was lost. */
      removeOutcomeUnknown:
        'We could not confirm whether the payment method was removed. The list below has been loaded again: check it before trying again.',
      /** Not in the spec: a method was made the default. */
      madeDefault: (method: string) => `${method} is now your default payment method.`,
      /** Not in the spec: the answer to making a method the default was lost. */
      makeDefaultOutcomeUnknown:
        'We could not confirm whether your default payment method was changed. The list below has been loaded again: check it before trying again.',
    }) as const,
  () => import('./es.ts'),
  'paymentProfileMessages',
);

/** A saved card or bank account as the member recognises it, masked (not in the spec). */
export const storedMethodMessages = catalogue(
  () =>
    ({
      /** 'Visa ending 4242', 'Checking ending 6789'. */
      masked: (kind: string, lastFourDigits: string) => `${kind} ending ${lastFourDigits}`,
      /** A card of a type without a name here. */
      card: 'Card',
      /** A bank account whose type the back office does not give. */
      bankAccount: 'Bank account',
      /** The back office's bank account types (docs/api.md, "Payment Profile"); another shows as sent. */
      bankAccountTypes: { Checking: 'Checking', Savings: 'Savings' } as Record<string, string>,
    }) as const,
  () => import('./es.ts'),
  'storedMethodMessages',
);

/** The nickname's rules (not in the spec): at most 30 characters, letters, digits, spaces and . , ' & -. */
export const nicknameMaxLength = 30;

export const nicknameMessages = catalogue(
  () =>
    ({
      /** Not in the spec. */
      tooLong: 'A nickname is at most 30 characters.',
      /** Not in the spec. */
      invalid: "A nickname may use letters, digits, spaces and . , ' & -",
    }) as const,
  () => import('./es.ts'),
  'nicknameMessages',
);
