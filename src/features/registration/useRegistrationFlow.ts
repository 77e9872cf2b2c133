import { useCallback, useState } from 'react';
import {
  getAuthenticationTypes,
  registerMember,
  sendVerificationCode,
  type RegisterMemberRequest,
} from '../../api/registration.ts';
import { registrationErrors } from '../../domain/registration/errors.ts';
import {
  type AuthenticationOptions,
  contactStep,
  type ContactStep,
} from '../../domain/registration/rules.ts';
import { registrationSuccessMessage } from '../../domain/registration/success.ts';
import { useMutation } from '../../state/useMutation.ts';
import { useCoopEvents, useElementContext } from '../../ui/element/ElementContext.tsx';
import { verifyCode, type VerifiedCode } from './verify-code.ts';

/** Step one is account → send → code; step two is complete; then registered (spec 01 §4). */
export type RegistrationStep = 'account' | 'send' | 'code' | 'complete' | 'registered';

export interface SentCode {
  /** The option id, or the contact the member typed (docs/api.md). */
  readonly validatorResource: string;
  /** Where it went, as the member may read it (masked for options on file). */
  readonly destination: string;
}

export interface RegistrationFlowState {
  readonly step: RegistrationStep;
  readonly accountNumber: string;
  readonly memberNumber: string;
  /** Where a code can go, once the account's options are known. */
  readonly contact: Exclude<ContactStep, { kind: 'unavailable' }> | null;
  /** Whether the site sends codes by text message (a typed cell phone is offered only then). */
  readonly smsEnabled: boolean;
  readonly sent: SentCode | null;
  readonly verified: VerifiedCode | null;
  readonly successMessage: string | null;
  readonly busy: boolean;
  readonly error: string | null;
  /** Counts errors, so the same message shown twice still moves focus to it. */
  readonly errorCount: number;
  /**
   * A call of the current step failed: its button stays disabled until the form changes (spec 01 §4, §8),
   * so the same request is not sent again unchanged.
   */
  readonly blocked: boolean;
}

/**
 * What the flow keeps: its texts as readers and the account's options rather than the choices built from
 * them, so what the member reads is built when shown, in the language active then.
 */
interface FlowState extends Omit<RegistrationFlowState, 'contact' | 'successMessage' | 'error'> {
  readonly options: AuthenticationOptions | null;
  readonly successMessage: (() => string) | null;
  readonly error: (() => string) | null;
}

const initialState: FlowState = {
  step: 'account',
  accountNumber: '',
  memberNumber: '',
  options: null,
  smsEnabled: false,
  sent: null,
  verified: null,
  successMessage: null,
  busy: false,
  error: null,
  errorCount: 0,
  blocked: false,
};

export type CompleteRegistrationRequest = Omit<RegisterMemberRequest, 'memberNumber' | 'accountNumber'>;

/**
 * The registration state machine (spec 01 §4): account number (Next) → choose where the code goes (Send)
 * → enter the code (Verify) → Complete Registration → registered. A failed call shows its message as an
 * alert and disables the step's button until the form changes.
 */
export function useRegistrationFlow(settings: { readonly allowUserProvidedContact: boolean }) {
  const { client } = useElementContext();
  const emit = useCoopEvents();
  const [state, setState] = useState<FlowState>(initialState);
  // Every step's call is one change of the flow: one at a time, so a second submit in the same frame
  // (before `busy` reaches the button) does nothing.
  const stepRequest = useMutation({
    send: (call: () => Promise<void>) => call(),
    errors: registrationErrors,
  });

  const fail = useCallback((message: () => string) => {
    setState((s) => ({ ...s, error: message, errorCount: s.errorCount + 1, blocked: true }));
  }, []);

  /**
   * Runs one call of the flow: one at a time, with the busy state and the error handling of every step.
   * A step that moves on clears `busy` in the same update, so the next step never shows with its
   * buttons disabled (Back pressed at once would do nothing).
   */
  const run = useCallback(
    async (call: () => Promise<void>) => {
      const started = stepRequest.submit(call);
      setState((s) => (s.busy ? s : { ...s, busy: true, error: null }));
      const outcome = await started;
      if (outcome.status === 'busy') return;
      if (outcome.status === 'failed') fail(() => outcome.error ?? registrationErrors.unknown);
      setState((s) => (s.busy ? { ...s, busy: false } : s));
    },
    [fail, stepRequest],
  );

  const submitAccount = useCallback(
    (accountNumber: string) =>
      run(async () => {
        const options = await getAuthenticationTypes(client, accountNumber);
        const next = contactStep(options, settings.allowUserProvidedContact);
        if (next.kind === 'unavailable') {
          setState((s) => ({ ...s, accountNumber }));
          fail(() => {
            const again = contactStep(options, settings.allowUserProvidedContact);
            return again.kind === 'unavailable' ? again.message : '';
          });
          return;
        }
        setState((s) => ({
          ...s,
          step: 'send',
          accountNumber,
          memberNumber: options.memberNumber,
          options,
          smsEnabled: options.isSmsEnabled,
          sent: null,
          blocked: false,
          busy: false,
        }));
      }),
    [client, fail, run, settings.allowUserProvidedContact],
  );

  const sendCode = useCallback(
    (sent: SentCode) =>
      run(async () => {
        await sendVerificationCode(client, state.accountNumber, sent.validatorResource);
        setState((s) => ({ ...s, step: 'code', sent, blocked: false, busy: false }));
      }),
    [client, run, state.accountNumber],
  );

  const submitCode = useCallback(
    (verificationCode: string) =>
      run(async () => {
        if (!state.sent) return;
        const verified = await verifyCode(client, {
          accountNumber: state.accountNumber,
          verificationCode,
          validatorResource: state.sent.validatorResource,
        });
        setState((s) => ({ ...s, step: 'complete', verified, blocked: false, busy: false }));
      }),
    [client, run, state.accountNumber, state.sent],
  );

  const register = useCallback(
    (request: CompleteRegistrationRequest) =>
      run(async () => {
        const response = await registerMember(client, {
          ...request,
          memberNumber: state.memberNumber,
          accountNumber: state.accountNumber,
        });
        setState((s) => ({
          ...s,
          step: 'registered',
          successMessage: () => registrationSuccessMessage(response.message, request.loginId),
          blocked: false,
          busy: false,
        }));
        emit('coop-registered', { username: request.loginId });
      }),
    [client, emit, run, state.accountNumber, state.memberNumber],
  );

  /** Back from the code to the send options, or from the send options to the account number. */
  const back = useCallback(() => {
    setState((s) => ({
      ...s,
      step: s.step === 'code' ? 'send' : 'account',
      error: null,
      blocked: false,
    }));
  }, []);

  /** The member changed the form: its button works again. */
  const formChanged = useCallback(() => {
    setState((s) => (s.blocked ? { ...s, blocked: false } : s));
  }, []);

  const dismissError = useCallback(() => setState((s) => ({ ...s, error: null })), []);

  const { options, successMessage, error, ...kept } = state;
  const contact = options ? contactStep(options, settings.allowUserProvidedContact) : null;
  const shown: RegistrationFlowState = {
    ...kept,
    contact: contact?.kind === 'unavailable' ? null : contact,
    successMessage: successMessage?.() ?? null,
    error: error?.() ?? null,
  };
  return { state: shown, submitAccount, sendCode, submitCode, register, back, formChanged, dismissError };
}
