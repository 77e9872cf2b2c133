import { useStore } from 'jotai';
import { useEffect, useId, useRef, useState } from 'react';
import { standardErrorCatalogue } from '../../domain/error-messages.ts';
import { afterLogoutTarget } from '../../domain/portal/logout.ts';
import { portalMessages } from '../../domain/portal/messages.ts';
import { endMemberSession } from '../../state/session-actions.ts';
import { useMutation } from '../../state/useMutation.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { usePortalNavigation } from '../../ui/navigation/PortalNavigation.tsx';
import { RouteLink } from '../../ui/navigation/RouteContext.tsx';
import * as styles from './ProfileMenu.css.ts';

export interface ProfileMenuProps {
  /** The account holder's name, shown on the button (cut with an ellipsis at 250 px). */
  readonly name: string;
  /** The site's sign-out link (spec 01 §4): where Sign Out leaves for. */
  readonly signOutLink: string | null | undefined;
}

/**
 * The signed-in member's dropdown (spec 01 §2.3): the account holder name opens My Profile and Sign
 * Out. A disclosure: Escape or a click elsewhere closes it, focus goes back to the button on Escape.
 * Signing out lives here, with the only button that does it: a visitor's page never loads its code.
 */
export function ProfileMenu({ name, signOutLink }: ProfileMenuProps) {
  const store = useStore();
  const { client } = useElementContext();
  const navigation = usePortalNavigation();
  // Sent once: a second press while the session ends does nothing. Its failure is the page's to show
  // (the member is signed out here whatever the back office answered).
  const signOutRequest = useMutation({
    send: () => endMemberSession(store, client, 'manual'),
    errors: standardErrorCatalogue,
  });
  const signingOut = signOutRequest.pending;
  const signOut = () => {
    if (signOutRequest.pending) return;
    // Leave first, in the same update as the session ending, so a guarded page never flashes the login redirect.
    navigation.navigate(afterLogoutTarget({ reason: 'manual', signOutLink }));
    void signOutRequest.submit(undefined);
  };
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (containerRef.current && !event.composedPath().includes(containerRef.current)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <div
      ref={containerRef}
      className={styles.profile}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.profileButton}
        aria-expanded={open}
        aria-controls={listId}
        title={name}
        onClick={() => setOpen(!open)}
      >
        <svg className={styles.profileIcon} viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
          <circle cx="10" cy="7" r="3.5" fill="none" stroke="currentColor" strokeWidth="1.75" />
          <path d="M3.5 17a6.5 6.5 0 0 1 13 0" fill="none" stroke="currentColor" strokeWidth="1.75" />
        </svg>
        <span className={styles.profileName}>{name}</span>
      </button>
      <ul id={listId} className={styles.profileList} hidden={!open}>
        <li>
          <RouteLink to="my-profile" className={styles.profileItem} onClick={() => setOpen(false)}>
            {portalMessages.header.myProfile}
          </RouteLink>
        </li>
        <li>
          <button
            type="button"
            className={styles.profileItem}
            aria-busy={signingOut || undefined}
            disabled={signingOut}
            onClick={signOut}
          >
            {portalMessages.header.signOut}
          </button>
        </li>
      </ul>
    </div>
  );
}
