import { Suspense, useState } from 'react';
import { loginMessages } from '../../domain/login/messages.ts';
import { lazyComponent } from '../../ui/lazy-component.ts';
import { Button } from '../../ui/primitives/Button/Button.tsx';

// The dialog's code (Radix Dialog, 10.7 KB gzip) is not part of the sign-in screen: it loads on the first
// sign of intent on the link (pointer over it, focus), so the screen shows only what it shows.
const helpDialog = lazyComponent(() =>
  import('../../ui/primitives/Dialog/Dialog.tsx').then((module) => module.Dialog),
);
const Dialog = helpDialog.Component;

/** The link that opens the 'Member Login' help dialog (spec 01 §2.8). */
export function LoginHelpDialog() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant="link"
        aria-haspopup="dialog"
        onPointerEnter={helpDialog.preload}
        onFocus={helpDialog.preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {loginMessages.links.help}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <Dialog
            open={open}
            onOpenChange={setOpen}
            title={loginMessages.help.title}
            description={loginMessages.help.text}
            closeLabel={loginMessages.help.close}
          />
        </Suspense>
      ) : null}
    </>
  );
}
