import type { Ref } from 'react';
import { accountProfileMessages as messages } from '../../domain/account-profile/messages.ts';
import type { SectionState } from '../../domain/account-profile/sections.ts';
import { placeServerErrors } from '../../domain/account-profile/server-errors.ts';
import type { Profile } from '../../domain/account-profile/types.ts';
import type { ServerFieldErrors } from '../../ui/forms/useDomainForm.ts';
import type { SaveState } from './SectionForm.tsx';

/** The section's save as the screen hands it: how it went, and a 400's field errors. */
export interface SectionSave extends SaveState {
  readonly fieldErrors: Readonly<Record<string, string>>;
}

/** What every section of the profile is given. */
export interface SectionProps {
  readonly profile: Profile;
  readonly state: SectionState;
  /** The save of this section; idle for a section not being edited. */
  readonly save: SectionSave;
  readonly editButtonRef: Ref<HTMLButtonElement>;
  readonly onEdit: () => void;
  readonly onEditIntent: () => void;
  /** Back to what the section shows; the form, and what was typed in it, goes. */
  readonly onCancel: () => void;
}

/** A section's save as its form takes it: the field errors it has fields for, the rest in its alert. */
export function formSave<Field extends string>(
  save: SectionSave,
  fieldOf: (serverField: string) => Field | undefined,
): { readonly saveState: SaveState; readonly serverErrors: ServerFieldErrors } {
  const placed = placeServerErrors(save.fieldErrors, fieldOf);
  const unplaced = placed.unplaced.join(' ');
  return {
    saveState: { ...save, error: save.error ?? (unplaced === '' ? null : unplaced) },
    serverErrors: { fieldErrors: placed.fields as Record<string, string>, answerCount: save.answerCount },
  };
}

/** A field as a section shows it: its text, or that it is not given. */
export function shown(value: string | null | undefined): string {
  const text = value?.trim() ?? '';
  return text === '' ? messages.notGiven : text;
}
