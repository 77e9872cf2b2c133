import { useId, useLayoutEffect, useRef } from 'react';
import { errorMessage } from '../../domain/error-messages.ts';
import { registrationErrors } from '../../domain/registration/errors.ts';
import { registrationMessages } from '../../domain/registration/messages.ts';
import { useSiteConfiguration } from '../../state/site-configuration.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { RouteLink } from '../../ui/navigation/RouteContext.tsx';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { AnswerHolder } from '../../ui/primitives/AnswerHolder/AnswerHolder.tsx';
import { Spinner } from '../../ui/primitives/Spinner/Spinner.tsx';
import { AccountNumberStep } from './AccountNumberStep.tsx';
import { CompleteRegistrationStep, type RegistrationFormSettings } from './CompleteRegistrationStep.tsx';
import * as styles from './RegistrationScreen.css';
import { ChooseSendOptionStep, TypedContactStep } from './SendCodeStep.tsx';
import { useRegistrationFlow, type RegistrationStep } from './useRegistrationFlow.ts';
import { VerificationCodeStep } from './VerificationCodeStep.tsx';

const headers = registrationMessages.headers;

/** A step's heading, read in the active language. */
const headingOf = (step: RegistrationStep): string =>
  ({
    account: headers.registration,
    send: headers.sendVerificationCode,
    code: headers.enterVerificationCode,
    complete: headers.completeRegistration,
    registered: headers.registration,
  })[step];

export interface RegistrationScreenProps {
  /** The route's query. Registration reads none; accepted so every portal screen takes the same props. */
  readonly query?: URLSearchParams;
}

/** Registration (route pages/register; `<coop-register>`): spec 01 §2.9, §4, §5, §8. */
export function RegistrationScreen(_props: RegistrationScreenProps) {
  const { config } = useElementContext();
  const site = useSiteConfiguration(config.apiBase, config.applicationId);
  const headingId = useId();

  if (site.status !== 'ready') {
    return (
      <section className={styles.card} part="card" aria-labelledby={headingId}>
        <div className={styles.content}>
          <h2 id={headingId} className={styles.heading}>
            {headers.registration}
          </h2>
          {site.status === 'loading' ? (
            <Spinner label={registrationMessages.loading} />
          ) : (
            <Alert tone="error">{errorMessage(site.error.failure, registrationErrors)}</Alert>
          )}
        </div>
      </section>
    );
  }
  const configuration = site.configuration.configuration;
  return (
    <RegistrationFlow
      allowUserProvidedContact={configuration.registrationAllowUserProvidedContact}
      formSettings={{
        confirmEmailRequired: configuration.registrationRequireConfirmEmail,
        paperlessBillingOffered: configuration.registrationPaperlessBillingOption,
        paperlessOtherOffered: configuration.registrationPaperlessOtherOption,
        marketingEmailOffered: configuration.registrationMarketingEmailOption,
        paperlessConfirmText:
          configuration.registrationPaperlessConfirmText?.trim() ||
          registrationMessages.labels.paperlessConfirmation,
      }}
    />
  );
}

function RegistrationFlow({
  allowUserProvidedContact,
  formSettings,
}: {
  readonly allowUserProvidedContact: boolean;
  readonly formSettings: RegistrationFormSettings;
}) {
  const flow = useRegistrationFlow({ allowUserProvidedContact });
  const { state } = flow;
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const previousStep = useRef(state.step);

  // A new step starts at its heading, so keyboard and screen-reader users continue from the top of it
  // instead of from a button that no longer exists.
  useLayoutEffect(() => {
    if (previousStep.current !== state.step) heading.current?.focus();
    previousStep.current = state.step;
  }, [state.step]);

  const stepProps = { busy: state.busy, blocked: state.blocked, onChange: flow.formChanged };

  return (
    <section className={styles.card} part="card" aria-labelledby={headingId}>
      <div className={styles.content}>
        <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
          {headingOf(state.step)}
        </h2>
        <AnswerHolder focus={state.errorCount > 0} answer={state.errorCount}>
          {state.error && (
            <Alert
              tone="error"
              onDismiss={() => {
                flow.dismissError();
                // The dismiss button goes away with the alert; focus stays in the card.
                heading.current?.focus();
              }}
            >
              {state.error}
            </Alert>
          )}
        </AnswerHolder>
        {state.step === 'account' && (
          <AccountNumberStep
            {...stepProps}
            defaultAccountNumber={state.accountNumber}
            onSubmit={(accountNumber) => void flow.submitAccount(accountNumber)}
          />
        )}
        {state.step === 'send' && state.contact?.kind === 'choose' && (
          <ChooseSendOptionStep
            {...stepProps}
            choices={state.contact.choices}
            onSubmit={(sent) => void flow.sendCode(sent)}
            onBack={flow.back}
          />
        )}
        {state.step === 'send' && state.contact?.kind === 'user-provided' && (
          <TypedContactStep
            {...stepProps}
            smsEnabled={state.smsEnabled}
            onSubmit={(sent) => void flow.sendCode(sent)}
            onBack={flow.back}
          />
        )}
        {state.step === 'code' && state.sent && (
          <VerificationCodeStep
            {...stepProps}
            destination={state.sent.destination}
            onSubmit={(code) => void flow.submitCode(code)}
            onBack={flow.back}
          />
        )}
        {state.step === 'complete' && state.verified && (
          <CompleteRegistrationStep
            {...stepProps}
            memberNumber={state.memberNumber}
            verified={state.verified}
            settings={formSettings}
            onSubmit={(request) => void flow.register(request)}
          />
        )}
        {state.step === 'registered' && state.successMessage && (
          <>
            <Alert tone="success">{state.successMessage}</Alert>
            <p className={styles.intro}>
              <RouteLink className={styles.link} to="pages/login">
                {registrationMessages.buttons.signIn}
              </RouteLink>
            </p>
          </>
        )}
      </div>
    </section>
  );
}
