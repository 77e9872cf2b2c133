import { type ReactNode, Suspense, useState } from 'react';
import { Button } from '../primitives/Button/Button.tsx';

/** What the help dialog is given: it is open until it asks to close. */
export interface HelpDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
}

export interface HelpLinkProps {
  /** The link's words, from the area's catalogue. */
  readonly children: ReactNode;
  /** Starts loading the dialog's code: the pointer coming over the link, or focus reaching it. */
  readonly preload: () => void;
  /** The area's help dialog, a lazily loaded component (`lazyComponent`); rendered only while open. */
  readonly dialog: (props: HelpDialogProps) => ReactNode;
}

/**
 * A screen's help: a link-styled button that opens the area's help dialog. The dialog's code loads on
 * intent (`preload`) and the dialog renders, under its own Suspense boundary, only once opened; focus
 * goes back to the link when it closes.
 */
export function HelpLink({ children, preload, dialog }: HelpLinkProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="link"
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
      >
        {children}
      </Button>
      {open && <Suspense fallback={null}>{dialog({ open, onOpenChange: setOpen })}</Suspense>}
    </>
  );
}
