import { useRef } from 'react';
import { initiateDraft, saveBankDraft } from '../../api/draft-payments.ts';
import { draftPaymentsErrors } from '../../domain/draft-payments/errors.ts';
import { draftPaymentsMessages as messages } from '../../domain/draft-payments/messages.ts';
import {
  bankDraftRequest,
  draftCallbackUrls,
  draftHostedFormFields,
  draftInitiationRequest,
  type SetupIntent,
  withoutBankNumber,
} from '../../domain/draft-payments/requests.ts';
import { collectsBankAccount, type DraftSetupValues } from '../../domain/draft-payments/setup-form.ts';
import type { DraftAccount, DraftSettings } from '../../domain/draft-payments/types.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { usePaymentSubmission } from '../../ui/payment/usePaymentSubmission.ts';
import { memberDraftsKey } from './draft-keys.ts';

/** How sending a draft ended: saved here, on its way to the hosted page, busy, or told above the form. */
export type DraftSetupOutcome = 'saved' | 'leaving' | 'busy' | 'answered';

/**
 * Sending the draft the setup form stands for (spec 02 §2.6), in money mode: a bank draft by the direct
 * call when the site saves bank drafts itself (NACHA), else the start of the hosted page's draft, then
 * the hand-off to it.
 */
export function useDraftSetupSubmission(
  member: { readonly memberNumber: string; readonly accessToken: string },
  settings: DraftSettings,
) {
  const { client, config } = useElementContext();
  // The bank account number goes into the call's body and nowhere else: not into the change's input
  // (kept while an outcome is unknown), not into the form once the call is answered.
  const bankNumber = useRef<string | null>(null);
  const draftsKey = memberDraftsKey(member.memberNumber);
  const save = usePaymentSubmission({
    send: (intent: SetupIntent, call) =>
      intent.kind === 'bank'
        ? saveBankDraft(
            client,
            member,
            { ...intent.request, bankAccountNumber: bankNumber.current ?? '' },
            call,
          ).then(() => null)
        : initiateDraft(client, member, intent.request, call),
    errors: draftPaymentsErrors,
    refresh: [draftsKey],
    money: { intent: 'draft-payments.setup', affects: [draftsKey] },
    outcomeUnknownMessage: messages.outcomeUnknown,
  });
  const { handOff } = save;

  const submitDraft = async (
    form: DraftSetupValues,
    selected: readonly DraftAccount[],
  ): Promise<DraftSetupOutcome> => {
    handOff.clearRefusal();
    const intent: SetupIntent = collectsBankAccount(form.draftOption, settings)
      ? withoutBankNumber(bankDraftRequest(member.memberNumber, form, selected, settings))
      : {
          kind: 'hosted',
          request: draftInitiationRequest(form, selected, settings),
          accountNumbers: selected.map((account) => account.accountNumber),
        };
    bankNumber.current = form.bankAccountNumber;
    const sent = save.pay(intent);
    // The call took the number as it was sent; it is not kept for anything else.
    bankNumber.current = null;
    const outcome = await sent;
    if (outcome.status === 'busy') return 'busy';
    if (outcome.status !== 'succeeded') return 'answered';
    if (intent.kind === 'bank' || !outcome.result) return 'saved';
    const page = handOff.page();
    const callbacks = draftCallbackUrls(config.apiBase, page.address, page.origin);
    handOff.post(
      outcome.result.actionUrl,
      draftHostedFormFields({
        initiation: outcome.result,
        option: intent.request.draftOption,
        accountNumbers: intent.accountNumbers,
        acceptedCardTypes: settings.acceptedCardTypes,
        returnUrl: callbacks.success,
        cancelUrl: callbacks.cancel,
      }),
    );
    return 'leaving';
  };

  return { save, submitDraft };
}
