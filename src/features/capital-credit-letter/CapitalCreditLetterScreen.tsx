import { useId } from 'react';
import { returnCapitalCreditLetter } from '../../api/capital-credit-letter.ts';
import {
  LETTER_ID_MAX_LENGTH,
  type LetterReturnForm,
  letterReturnRequest,
  MEMBER_NUMBER_MAX_LENGTH,
  validateLetterReturn,
} from '../../domain/capital-credit-letter/letter-return.ts';
import { capitalCreditLetterErrors } from '../../domain/capital-credit-letter/errors.ts';
import { capitalCreditLetterMessages as messages } from '../../domain/capital-credit-letter/messages.ts';
import { isSet } from '../../domain/portal/site-configuration.ts';
import { useSiteConfigurationQuery } from '../../state/site-configuration.ts';
import { useMutation } from '../../state/useMutation.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { useDomainForm } from '../../ui/forms/useDomainForm.ts';
import { HelpLink } from '../../ui/help/HelpLink.tsx';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { AnswerHolder } from '../../ui/primitives/AnswerHolder/AnswerHolder.tsx';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { TextField } from '../../ui/primitives/TextField/TextField.tsx';
import { CapitalCreditLetterHelpDialog, preloadLetterDialogs } from './letter-dialogs.ts';
import * as styles from './CapitalCreditLetterScreen.css.ts';

const emptyForm: LetterReturnForm = { memberNumber: '', letterId: '' };

/**
 * Capital Credit Letter Return (spec 03 §2.8, public): the cooperative's message (capitalCreditLetterMsg),
 * Member Number and Letter ID with their rules and the Letter ID help, and 'Return Signed Letter', whose
 * answer is the back office's own message.
 */
export function CapitalCreditLetterScreen() {
  const { client, config } = useElementContext();
  const headingId = useId();
  const site = useSiteConfigurationQuery(config.apiBase, config.applicationId);
  const siteMessage = site.status === 'ready' ? site.data.configuration.capitalCreditLetterMsg : null;

  const letterReturn = useMutation({
    send: (form: LetterReturnForm) => returnCapitalCreditLetter(client, letterReturnRequest(form)),
    errors: capitalCreditLetterErrors,
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useDomainForm<LetterReturnForm>({
    defaultValues: emptyForm,
    validate: validateLetterReturn,
    serverErrors: letterReturn,
  });

  const answered = letterReturn.status === 'succeeded' || letterReturn.error !== null;

  const submit = handleSubmit(async (form) => {
    const outcome = await letterReturn.submit(form);
    if (outcome.status === 'succeeded') reset(emptyForm);
  });

  return (
    <section className={styles.screen} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {messages.title}
      </h2>
      {isSet(siteMessage) && <p className={styles.siteMessage}>{siteMessage.trim()}</p>}
      <p className={styles.text}>{messages.instructions}</p>
      <AnswerHolder focus={answered} answer={letterReturn.answerCount}>
        {letterReturn.error && <Alert tone="error">{letterReturn.error}</Alert>}
        {letterReturn.status === 'succeeded' && letterReturn.result && (
          <Alert tone="success">{letterReturn.result.message}</Alert>
        )}
      </AnswerHolder>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={messages.memberNumber}
          required
          autoComplete="off"
          maxLength={MEMBER_NUMBER_MAX_LENGTH}
          error={errors.memberNumber?.message}
          {...register('memberNumber')}
        />
        <div className={styles.letterId}>
          <TextField
            label={messages.letterId}
            required
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={LETTER_ID_MAX_LENGTH}
            error={errors.letterId?.message}
            {...register('letterId')}
          />
          <HelpLink
            preload={preloadLetterDialogs}
            dialog={(help) => <CapitalCreditLetterHelpDialog {...help} />}
          >
            {messages.letterIdHelp}
          </HelpLink>
        </div>
        <div className={styles.actions}>
          <Button type="submit" loading={letterReturn.pending} width="fullOnMobile">
            {messages.submit}
          </Button>
        </div>
      </form>
    </section>
  );
}
