import type { SignedInMember } from '../../api/account-overview.ts';
import { renameStoredMethod } from '../../api/payment-profile.ts';
import { paymentProfileErrors } from '../../domain/payment-profile/errors.ts';
import { paymentProfileMessages as messages } from '../../domain/payment-profile/messages.ts';
import {
  methodLabel,
  type NicknameForm,
  type StoredMethod,
  validateNickname,
} from '../../domain/payment-profile/wallet.ts';
import { queryKeys } from '../../state/query-keys.ts';
import { useMutation } from '../../state/useMutation.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { useDomainForm } from '../../ui/forms/useDomainForm.ts';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { Dialog } from '../../ui/primitives/Dialog/Dialog.tsx';
import { TextField } from '../../ui/primitives/TextField/TextField.tsx';
import * as styles from './PaymentProfileScreen.css.ts';

export interface RenameMethodDialogProps {
  readonly member: SignedInMember;
  readonly method: StoredMethod;
  readonly onRenamed: () => void;
  readonly onClose: () => void;
}

/**
 * Names a stored method. A name changes no payment setup: a plain change (no idempotency key), and a
 * failure keeps what the member typed.
 */
export function RenameMethodDialog({ member, method, onRenamed, onClose }: RenameMethodDialogProps) {
  const { client } = useElementContext();
  const rename = useMutation({
    send: (nickname: string) => renameStoredMethod(client, member, method.token, nickname),
    errors: paymentProfileErrors,
    refresh: [queryKeys.storedMethods(member.memberNumber)],
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useDomainForm<NicknameForm>({
    defaultValues: { nickname: method.nickname },
    validate: validateNickname,
    serverErrors: rename,
  });
  const submit = handleSubmit(async ({ nickname }) => {
    const outcome = await rename.submit(nickname.trim());
    if (outcome.status === 'succeeded') onRenamed();
  });
  const formError = rename.error && Object.keys(rename.fieldErrors).length === 0 ? rename.error : null;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !rename.pending && onClose()}
      title={messages.renameTitle}
      description={methodLabel(method)}
    >
      <form className={styles.dialogForm} noValidate onSubmit={(event) => void submit(event)}>
        {formError && <Alert tone="error">{formError}</Alert>}
        <TextField
          label={messages.nickname}
          hint={messages.nicknameHint}
          autoComplete="off"
          error={errors.nickname?.message}
          {...register('nickname')}
        />
        <div className={styles.dialogActions}>
          <Button type="button" variant="secondary" onClick={onClose} disabled={rename.pending}>
            {messages.cancel}
          </Button>
          <Button type="submit" loading={rename.pending}>
            {messages.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
