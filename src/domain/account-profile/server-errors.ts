/** A 400's field errors as a section's form takes them: on its fields, and the rest as one text. */
export interface PlacedServerErrors<Field extends string> {
  readonly fields: Readonly<Partial<Record<Field, string>>>;
  /** Messages on fields the form does not have, for the alert above it. */
  readonly unplaced: readonly string[];
}

/**
 * Puts each of the back office's field errors on the form field `fieldOf` names for it; an error on a
 * field the form does not have is kept for the form's alert, so no message is lost.
 */
export function placeServerErrors<Field extends string>(
  fieldErrors: Readonly<Record<string, string>>,
  fieldOf: (serverField: string) => Field | undefined,
): PlacedServerErrors<Field> {
  const fields: Partial<Record<Field, string>> = {};
  const unplaced: string[] = [];
  for (const [serverField, message] of Object.entries(fieldErrors)) {
    const field = fieldOf(serverField);
    if (field === undefined) unplaced.push(message);
    else if (!(field in fields)) fields[field] = message;
  }
  return { fields, unplaced };
}

/** The field of a form whose fields are named as the back office names them, when it has it. */
export function sameNamedField<Field extends string>(names: readonly Field[]) {
  return (serverField: string): Field | undefined =>
    (names as readonly string[]).includes(serverField) ? (serverField as Field) : undefined;
}
