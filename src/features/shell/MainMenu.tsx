import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { MenuEntry } from '../../domain/portal/menu.ts';
import * as styles from './MainMenu.css.ts';
import { TargetLink } from './TargetLink.tsx';
import { portalMessages } from '../../domain/portal/messages.ts';

export interface MainMenuProps {
  /** The entries of `mainMenu` (standard or custom). */
  readonly entries: readonly MenuEntry[];
}

function Chevron() {
  return (
    <svg className={styles.chevron} viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
      <path
        d="M2.5 4.5 6 8l3.5-3.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
      />
    </svg>
  );
}

interface ItemProps {
  readonly entry: MenuEntry;
  readonly onFollow: () => void;
}

/** A sub-menu inside a panel: a disclosure button over its own list. */
function NestedItem({ entry, onFollow }: ItemProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (entry.children.length === 0) {
    return entry.target ? (
      <TargetLink target={entry.target} className={styles.panelLink} onFollow={onFollow}>
        {entry.label}
      </TargetLink>
    ) : null;
  }
  return (
    <>
      <button
        type="button"
        className={styles.nestedButton}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            // Closes this level only; the top panel stays open.
            event.stopPropagation();
            setOpen(false);
          }
        }}
      >
        {entry.label}
        <Chevron />
      </button>
      <ul id={listId} className={styles.nestedList} hidden={!open}>
        {entry.target ? (
          <li>
            <TargetLink target={entry.target} className={styles.panelLink} onFollow={onFollow}>
              {entry.label}
            </TargetLink>
          </li>
        ) : null}
        {entry.children.map((child) => (
          <li key={child.id}>
            <NestedItem entry={child} onFollow={onFollow} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** A mega menu: its children are columns, each a labelled list of links. */
function MegaPanel({ entry, onFollow }: ItemProps) {
  const baseId = useId();
  return (
    <div className={styles.megaColumns}>
      {entry.children.map((column, index) =>
        column.children.length > 0 ? (
          <div key={column.id} className={styles.megaColumn}>
            <p id={`${baseId}-${index}`} className={styles.columnHeading}>
              {column.label}
            </p>
            <ul className={styles.panelList} aria-labelledby={`${baseId}-${index}`}>
              {column.children.map((child) => (
                <li key={child.id}>
                  <NestedItem entry={child} onFollow={onFollow} />
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <div key={column.id} className={styles.megaColumn}>
            <NestedItem entry={column} onFollow={onFollow} />
          </div>
        ),
      )}
    </div>
  );
}

/**
 * The header's main menu (spec 01 §2.3): top-level links, and disclosure buttons that open a panel of
 * links, columns (mega menu) or nested sub-menus. Escape closes the open panel and returns focus to its
 * button; a click elsewhere closes it. Below 600 px the whole menu folds behind a Menu button.
 */
export function MainMenu({ entries }: MainMenuProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const listId = useId();

  useEffect(() => {
    if (openId === null && !mobileOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      // composedPath sees into the shadow root, where the event target is only the host.
      if (navRef.current && !event.composedPath().includes(navRef.current)) {
        setOpenId(null);
        setMobileOpen(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [mobileOpen, openId]);

  const closeAll = () => {
    setOpenId(null);
    setMobileOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    if (openId !== null) {
      event.stopPropagation();
      buttons.current.get(openId)?.focus();
      setOpenId(null);
    } else if (mobileOpen) {
      event.stopPropagation();
      setMobileOpen(false);
    }
  };

  return (
    <nav ref={navRef} className={styles.nav} aria-label={portalMessages.shell.mainMenu} onKeyDown={onKeyDown}>
      <button
        type="button"
        className={styles.menuButton}
        aria-expanded={mobileOpen}
        aria-controls={listId}
        onClick={() => setMobileOpen(!mobileOpen)}
      >
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <path d="M2 4h12M2 8h12M2 12h12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {portalMessages.shell.menuButton}
      </button>
      <ul id={listId} className={mobileOpen ? `${styles.list} ${styles.listOpen}` : styles.list}>
        {entries.map((entry) => {
          if (entry.children.length === 0) {
            return entry.target ? (
              <li key={entry.id} className={styles.item}>
                <TargetLink target={entry.target} className={styles.topLink} onFollow={closeAll}>
                  {entry.label}
                </TargetLink>
              </li>
            ) : null;
          }
          const open = openId === entry.id;
          const panelId = `${listId}-${entry.id}`;
          return (
            <li key={entry.id} className={styles.item}>
              <button
                type="button"
                ref={(button) => {
                  if (button) buttons.current.set(entry.id, button);
                  else buttons.current.delete(entry.id);
                }}
                className={styles.topButton}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : entry.id)}
              >
                {entry.label}
                <Chevron />
              </button>
              <div
                id={panelId}
                className={entry.megaMenu ? `${styles.panel} ${styles.megaPanel}` : styles.panel}
                hidden={!open}
              >
                {entry.target ? (
                  <TargetLink target={entry.target} className={styles.panelLink} onFollow={closeAll}>
                    {entry.label}
                  </TargetLink>
                ) : null}
                {entry.megaMenu ? (
                  <MegaPanel entry={entry} onFollow={closeAll} />
                ) : (
                  <ul className={styles.panelList}>
                    {entry.children.map((child) => (
                      <li key={child.id}>
                        <NestedItem entry={child} onFollow={closeAll} />
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
