import { useEffect, useRef } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { useLanguage } from '../element/useLanguage.ts';

/** A domain validator: the form's values in, a message per invalid field out (none when valid). */
export type FormValidator<TValues> = (values: TValues) => Partial<Record<keyof TValues & string, string>>;

/** The field errors of a change's answer (`useMutation`'s `fieldErrors` and `answerCount`). */
export interface ServerFieldErrors {
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** Changes with every answer, so the same errors answered twice are placed twice. */
  readonly answerCount: number;
}

export interface DomainFormOptions<TValues extends FieldValues> {
  readonly defaultValues: DefaultValues<TValues>;
  /** The whole form's rules from src/domain; fields may still carry their own `validate`. */
  readonly validate?: FormValidator<TValues>;
  /** A change's answer: its field errors are placed on the fields and the first is focused. */
  readonly serverErrors?: ServerFieldErrors;
  /**
   * 'onSubmit' (default): rules speak first on submit, then as the member fixes each field. 'onBlur':
   * when a field is left, and again when it is left. 'onTouched': when a field is first left, then as
   * the member fixes it (a form whose submit stays disabled until it is valid).
   */
  readonly mode?: 'onSubmit' | 'onBlur' | 'onTouched';
  /** False where the form moves focus itself (a radio group's error, say). */
  readonly focusFirstError?: boolean;
}

/** react-hook-form's resolver from a domain validator: its messages become the fields' errors. */
export function domainResolver<TValues extends FieldValues>(
  validate: FormValidator<TValues>,
): Resolver<TValues> {
  return (values) => {
    const messages = validate(values);
    const entries = Object.entries(messages).filter(
      ([, message]) => typeof message === 'string' && message !== '',
    );
    if (entries.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(
      entries.map(([name, message]) => [name, { type: 'validate', message }]),
    ) as FieldErrors<TValues>;
    return { values: {}, errors };
  };
}

/** The paths of the fields whose error is a rule's (not a server's), nested fields included. */
function ruleErrorPaths(errors: object, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([name, error]: [string, unknown]) => {
    if (name === 'root' || !error || typeof error !== 'object') return [];
    const path = `${prefix}${name}`;
    if ('type' in error && typeof error.type === 'string' && 'message' in error) {
      return error.type === 'server' ? [] : [path];
    }
    return ruleErrorPaths(error, `${path}.`);
  });
}

/**
 * Every form of the portal on react-hook-form with the same habits: the domain's rules as the
 * resolver; rules checked on submit, then again as each field changes; the first invalid field
 * focused; what the member typed kept whatever happens (a failed change never clears the form); and a
 * 400's field errors placed on their fields, the first one focused.
 */
export function useDomainForm<TValues extends FieldValues>({
  defaultValues,
  validate,
  serverErrors,
  mode = 'onSubmit',
  focusFirstError = true,
}: DomainFormOptions<TValues>): UseFormReturn<TValues> {
  const form = useForm<TValues>({
    defaultValues,
    ...(validate ? { resolver: domainResolver(validate) } : {}),
    mode,
    reValidateMode: mode === 'onBlur' ? 'onBlur' : 'onChange',
    shouldFocusError: focusFirstError,
    shouldUnregister: false,
  });

  const { setError, trigger } = form;

  // The rules' messages are read in the active language: after a switch, the fields that show one are
  // checked again (a server's message stays as answered).
  const language = useLanguage();
  const checkedLanguage = useRef(language);
  useEffect(() => {
    if (checkedLanguage.current === language) return;
    checkedLanguage.current = language;
    const shown = ruleErrorPaths(form.formState.errors);
    if (shown.length > 0) void trigger(shown as Path<TValues>[]);
  }, [form.formState, language, trigger]);

  const placedAnswer = useRef(0);
  const answerCount = serverErrors?.answerCount ?? 0;
  const fieldErrors = serverErrors?.fieldErrors;
  useEffect(() => {
    if (!fieldErrors || answerCount === placedAnswer.current) return;
    placedAnswer.current = answerCount;
    Object.entries(fieldErrors).forEach(([name, message], index) =>
      setError(name as Path<TValues>, { type: 'server', message }, { shouldFocus: index === 0 }),
    );
  }, [answerCount, fieldErrors, setError]);

  return form;
}
