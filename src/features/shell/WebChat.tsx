import { useEffect, useId, useRef, useState } from 'react';
import type { SiteConfiguration } from '../../api/schemas/site-configuration.ts';
import { shouldStartWebChat, visibleChatButtons } from '../../domain/portal/web-chat.ts';
import * as styles from './WebChat.css.ts';
import { portalMessages } from '../../domain/portal/messages.ts';

export interface WebChatProps {
  readonly features: SiteConfiguration['features'];
  readonly setting: SiteConfiguration['webChatSetting'];
}

/**
 * The web chat (spec 01 §3, §4): a launcher, shown only when the feature is on and the chat's coop id and
 * API address are set, opening a panel with the intro text and the visible quick replies. It loads no
 * third-party script: a cooperative's chat service connects to it by its own means.
 */
export function WebChat({ features, setting }: WebChatProps) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<string[]>([]);
  const panelId = useId();
  const titleId = useId();
  const launcherRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (open) headingRef.current?.focus();
  }, [open]);

  if (!setting || !shouldStartWebChat(features, setting)) return null;
  const buttons = visibleChatButtons(setting.buttons);

  const close = () => {
    setOpen(false);
    launcherRef.current?.focus();
  };

  return (
    <div className={styles.chat}>
      {open ? (
        <section
          id={panelId}
          className={styles.panel}
          role="dialog"
          aria-modal="false"
          aria-labelledby={titleId}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              close();
            }
          }}
        >
          <div className={styles.panelHeader}>
            <div>
              <h2 id={titleId} ref={headingRef} className={styles.title} tabIndex={-1}>
                {setting.userName ?? portalMessages.shell.webChat.launcher}
              </h2>
              {setting.subTitle ? <p className={styles.subTitle}>{setting.subTitle}</p> : null}
            </div>
            <button
              type="button"
              className={styles.close}
              aria-label={portalMessages.shell.webChat.close}
              onClick={close}
            >
              <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
                <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <ol className={styles.log} aria-live="polite">
            {setting.introText ? <li className={styles.incoming}>{setting.introText}</li> : null}
            {sent.map((text, index) => (
              <li key={index} className={styles.outgoing}>
                {text}
              </li>
            ))}
          </ol>
          {sent.length > 0 ? <p className={styles.note}>{portalMessages.shell.webChat.sentNote}</p> : null}
          {buttons.length > 0 ? (
            <div
              className={styles.quickReplies}
              role="group"
              aria-label={portalMessages.shell.webChat.quickReplies}
            >
              {buttons.map((button) => (
                <button
                  key={button.value}
                  type="button"
                  className={styles.quickReply}
                  onClick={() => setSent((previous) => [...previous, button.label])}
                >
                  {button.label}
                </button>
              ))}
            </div>
          ) : null}
        </section>
      ) : null}
      <button
        ref={launcherRef}
        type="button"
        className={styles.launcher}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
          <path
            d="M3 4.5A1.5 1.5 0 0 1 4.5 3h11A1.5 1.5 0 0 1 17 4.5v8a1.5 1.5 0 0 1-1.5 1.5H8l-4 3v-3H4.5A1.5 1.5 0 0 1 3 12.5z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.75"
            strokeLinejoin="round"
          />
        </svg>
        {portalMessages.shell.webChat.launcher}
      </button>
    </div>
  );
}
