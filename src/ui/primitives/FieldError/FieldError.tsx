import * as styles from './FieldError.css.ts';

/**
 * A field's validation message, tied to the field by `id` (aria-describedby). Always rendered, so the
 * live region exists before a message is put in it and the message is announced when it appears. Host
 * pages can style it as the `error` part.
 */
export function FieldError({ id, message }: { readonly id: string; readonly message: string | undefined }) {
  return (
    <p className={styles.error} id={id} role="alert" part="error">
      {message && (
        <>
          <svg className={styles.errorIcon} viewBox="0 0 16 16" width="1em" height="1em" aria-hidden="true">
            <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <rect x="7" y="3.5" width="2" height="6" rx="1" fill="currentColor" />
            <circle cx="8" cy="11.75" r="1.1" fill="currentColor" />
          </svg>
          <span>{message}</span>
        </>
      )}
    </p>
  );
}
