import { type ReactNode, type Ref, useId } from 'react';
import { accountProfileMessages as messages } from '../../domain/account-profile/messages.ts';
import type { ProfileSection as SectionName, SectionState } from '../../domain/account-profile/sections.ts';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { VisuallyHidden } from '../../ui/primitives/VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './ProfileSection.css.ts';

export interface ProfileSectionProps {
  readonly name: SectionName;
  readonly title: string;
  readonly state: SectionState;
  /** The Edit button, for focus to come back to it after Cancel. */
  readonly editButtonRef: Ref<HTMLButtonElement>;
  readonly onEdit: () => void;
  /** The pointer or focus comes to Edit: what the form may open can start loading. */
  readonly onEditIntent?: () => void;
  /** What the section shows, or its form while it is being edited. */
  readonly children: ReactNode;
}

/**
 * One section of the Account Profile (spec 02 §2.2): its heading and Edit action, disabled when its
 * setting is not Y (with the reason under the heading) or while another section is being edited.
 */
export function ProfileSection({
  name,
  title,
  state,
  editButtonRef,
  onEdit,
  onEditIntent,
  children,
}: ProfileSectionProps) {
  const headingId = useId();
  const lockedId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId} data-section={name}>
      <div className={styles.header}>
        <h3 id={headingId} className={styles.title}>
          {title}
        </h3>
        {!state.editing && (
          <Button
            ref={editButtonRef}
            variant="secondary"
            disabled={!state.canStartEditing}
            aria-describedby={state.enabled ? undefined : lockedId}
            onClick={onEdit}
            onPointerEnter={onEditIntent}
            onFocus={onEditIntent}
          >
            {messages.actions.edit}
            <VisuallyHidden> {title}</VisuallyHidden>
          </Button>
        )}
      </div>
      {!state.enabled && (
        <p id={lockedId} className={styles.locked}>
          {messages.sectionLocked}
        </p>
      )}
      {children}
    </section>
  );
}
