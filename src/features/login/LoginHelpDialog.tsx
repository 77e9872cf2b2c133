import { useState } from 'react';
import { loginMessages } from '../../domain/login/messages.ts';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { Dialog } from '../../ui/primitives/Dialog/Dialog.tsx';

/** The link that opens the 'Member Login' help dialog (spec 01 §2.8). */
export function LoginHelpDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="link" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {loginMessages.links.help}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={loginMessages.help.title}
        description={loginMessages.help.text}
        closeLabel={loginMessages.help.close}
      />
    </>
  );
}
