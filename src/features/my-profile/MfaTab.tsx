import { Suspense, useState } from 'react';
import {
  createMfaQrCode,
  deleteMfaSecret,
  getMfaStatus,
  type MfaVerifyRequest,
  type ProfileMember,
  setMfaSecret,
} from '../../api/my-profile.ts';
import type { MfaQrCode as MfaSetup } from '../../api/schemas/my-profile.ts';
import { myProfileErrors } from '../../domain/my-profile/errors.ts';
import { myProfileMessages as messages } from '../../domain/my-profile/messages.ts';
import {
  groupedKey,
  MFA_CODE_LENGTH,
  setupButtonText,
  validateMfaCode,
} from '../../domain/my-profile/mfa.ts';
import { queryKeys } from '../../state/query-keys.ts';
import { useMutation } from '../../state/useMutation.ts';
import { useQuery } from '../../state/useQuery.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { useDomainForm } from '../../ui/forms/useDomainForm.ts';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { AnswerHolder } from '../../ui/primitives/AnswerHolder/AnswerHolder.tsx';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { DigitsField } from '../../ui/primitives/DigitsField/DigitsField.tsx';
import { LoadState } from '../../ui/primitives/LoadState/LoadState.tsx';
import { TextField } from '../../ui/primitives/TextField/TextField.tsx';
import { MfaQrCode } from './MfaQrCode.tsx';
import { preloadProfileDialogs, ProfileConfirmDialog } from './profile-dialogs.ts';
import * as styles from './MyProfileScreen.css.ts';

const texts = messages.mfa;

export interface MfaTabProps {
  readonly member: ProfileMember;
}

/**
 * Multi-Factor Authentication (spec 02 §2.4, §4): the mode card with Set Up Now or Change App and Remove
 * App; the setup view with the QR code, the manual key and the code that activates it.
 */
export function MfaTab({ member }: MfaTabProps) {
  const { client } = useElementContext();
  const statusKey = queryKeys.mfaStatus(member.memberNumber);
  const status = useQuery(statusKey, (signal) => getMfaStatus(client, member, signal));
  const [setup, setSetup] = useState<MfaSetup | null>(null);
  // What happened, its text read at each render.
  const [notice, setNotice] = useState<'removed' | 'activated' | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const start = useMutation({ send: () => createMfaQrCode(client, member), errors: myProfileErrors });
  const remove = useMutation({
    send: () => deleteMfaSecret(client, member),
    errors: myProfileErrors,
    refresh: [statusKey],
  });

  async function startSetup() {
    setNotice(null);
    remove.reset();
    const outcome = await start.submit(undefined);
    if (outcome.status === 'succeeded') setSetup(outcome.result);
  }

  async function confirmRemove() {
    const outcome = await remove.submit(undefined);
    setConfirmOpen(false);
    if (outcome.status === 'succeeded') {
      setSetup(null);
      setNotice('removed');
    }
  }

  return (
    <LoadState query={status} errors={myProfileErrors} loadingLabel={messages.loading}>
      {({ mfaEnabled }) => (
        <div className={styles.panel}>
          <AnswerHolder
            focus={notice !== null || start.error !== null || remove.error !== null}
            answer={`${start.answerCount}.${remove.answerCount}.${notice}`}
          >
            {start.error && <Alert tone="error">{start.error}</Alert>}
            {remove.error && <Alert tone="error">{remove.error}</Alert>}
            {notice && <Alert tone="success">{texts[notice]}</Alert>}
          </AnswerHolder>
          <section className={styles.modeCard} aria-labelledby="coop-mfa-mode">
            <h3 id="coop-mfa-mode" className={styles.modeTitle}>
              {texts.mode}
            </h3>
            <p className={styles.cardText}>{texts.useAnApp}</p>
            <p className={styles.cardText}>{mfaEnabled ? texts.statusOn : texts.statusOff}</p>
            <div className={styles.cardActions}>
              <Button
                variant={mfaEnabled ? 'secondary' : 'primary'}
                loading={start.pending}
                onClick={() => void startSetup()}
              >
                {setupButtonText(mfaEnabled)}
              </Button>
              {mfaEnabled && (
                <Button
                  variant="secondary"
                  aria-haspopup="dialog"
                  onPointerEnter={preloadProfileDialogs}
                  onFocus={preloadProfileDialogs}
                  onClick={() => setConfirmOpen(true)}
                >
                  {texts.removeApp}
                </Button>
              )}
            </div>
          </section>
          {setup && (
            <MfaSetupView
              key={setup.encryptedValidator}
              member={member}
              setup={setup}
              statusKey={statusKey}
              onCancel={() => setSetup(null)}
              onActivated={() => {
                setSetup(null);
                setNotice('activated');
              }}
            />
          )}
          {confirmOpen && (
            <Suspense fallback={null}>
              <ProfileConfirmDialog
                open={confirmOpen}
                title={texts.removeApp}
                message={texts.removeConfirm}
                confirmLabel={texts.removeYes}
                cancelLabel={texts.removeNo}
                confirming={remove.pending}
                onConfirm={() => void confirmRemove()}
                onCancel={() => setConfirmOpen(false)}
              />
            </Suspense>
          )}
        </div>
      )}
    </LoadState>
  );
}

interface MfaSetupViewProps {
  readonly member: ProfileMember;
  readonly setup: MfaSetup;
  readonly statusKey: ReturnType<typeof queryKeys.mfaStatus>;
  readonly onCancel: () => void;
  readonly onActivated: () => void;
}

interface CodeForm {
  code: string;
}

/** The setup view: scan or type the key, then prove it with a code (a wrong one keeps the view open). */
function MfaSetupView({ member, setup, statusKey, onCancel, onActivated }: MfaSetupViewProps) {
  const { client } = useElementContext();
  const verify = useMutation({
    send: (request: MfaVerifyRequest) => setMfaSecret(client, member, request),
    errors: myProfileErrors,
    refresh: [statusKey],
  });
  const [refused, setRefused] = useState(0);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useDomainForm<CodeForm>({
    defaultValues: { code: '' },
    validate: ({ code }) => {
      const message = validateMfaCode(code);
      return message ? { code: message } : {};
    },
    serverErrors: verify,
  });

  const submit = handleSubmit(async ({ code }) => {
    const outcome = await verify.submit({
      encryptedMember: setup.encryptedValidator,
      code: code.trim(),
      key: setup.secretNewKey,
    });
    if (outcome.status !== 'succeeded') return;
    if (outcome.result.verificationSatus) {
      onActivated();
      return;
    }
    setRefused((count) => count + 1);
    setError('code', { type: 'server', message: texts.verificationFailed }, { shouldFocus: true });
  });

  return (
    <form
      className={styles.setup}
      aria-labelledby="coop-mfa-setup"
      noValidate
      onSubmit={(event) => void submit(event)}
      data-refused={refused}
    >
      <h3 id="coop-mfa-setup" className={styles.modeTitle}>
        {texts.setupTitle}
      </h3>
      <AnswerHolder focus={verify.error !== null} answer={verify.answerCount}>
        {verify.error && <Alert tone="error">{verify.error}</Alert>}
      </AnswerHolder>
      <p className={styles.cardText}>{texts.scan}</p>
      <MfaQrCode uri={setup.totpUri} label={texts.qrLabel} />
      <p className={styles.cardText}>{texts.manualKeyIntro}</p>
      <TextField
        label={texts.manualKey}
        inputClassName={styles.manualKey}
        readOnly
        value={groupedKey(setup.secretNewKey)}
        data-key={setup.secretNewKey}
      />
      <DigitsField
        className={styles.codeField}
        label={texts.code}
        hint={texts.codeHint}
        maxLength={MFA_CODE_LENGTH}
        autoComplete="one-time-code"
        required
        error={errors.code?.message}
        {...register('code')}
      />
      <div className={styles.cardActions}>
        <Button type="submit" loading={verify.pending}>
          {texts.verify}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {texts.cancel}
        </Button>
      </div>
    </form>
  );
}
