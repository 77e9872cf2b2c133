import type { ReactNode } from 'react';
import { errorText } from '../../../api/errors.ts';
import type { ErrorCatalogue } from '../../../domain/error-messages.ts';
import { loadStateMessages } from '../../../domain/primitive-messages/load-state.ts';
import type { QuerySnapshot } from '../../../state/query-cache.ts';
import { Alert } from '../Alert/Alert.tsx';
import { Button } from '../Button/Button.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './LoadState.css';

export interface LoadStateProps<T> {
  /** What `useQuery` returned. */
  readonly query: QuerySnapshot<T> & { readonly reload: () => void };
  /** The service's error catalogue: how a failure reads (spec 01/02/03 §8). */
  readonly errors: ErrorCatalogue;
  /** What is loading, for screen readers ('Loading your bills'). */
  readonly loadingLabel?: string;
  /** When the loaded data counts as empty; the empty message shows instead of the content. */
  readonly isEmpty?: (data: T) => boolean;
  readonly emptyMessage?: ReactNode;
  /** The content, once there is data. */
  readonly children: (data: T) => ReactNode;
}

/**
 * The one way a screen shows server state: a spinner while it loads, the catalogue's message with a
 * Try again button when it failed, the empty message when there is nothing, else the content. A
 * refresh keeps the content on screen; a refresh that fails keeps it too, with the message above.
 */
export function LoadState<T>({
  query,
  errors,
  loadingLabel = loadStateMessages.loading,
  isEmpty,
  emptyMessage = loadStateMessages.empty,
  children,
}: LoadStateProps<T>) {
  if (query.status === 'loading') {
    return (
      <div className={styles.loading}>
        <Spinner label={loadingLabel} />
      </div>
    );
  }
  const failure =
    query.status === 'failed' ? (
      <div className={styles.failed}>
        <Alert tone="error">{errorText(query.error, errors)}</Alert>
        <Button variant="secondary" onClick={query.reload}>
          {loadStateMessages.retry}
        </Button>
      </div>
    ) : null;
  if (query.data === undefined) return failure;
  const content = isEmpty?.(query.data) ? (
    <p className={styles.empty}>{emptyMessage}</p>
  ) : (
    children(query.data)
  );
  return (
    <>
      {failure}
      {content}
    </>
  );
}
