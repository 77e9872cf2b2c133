import type { CallFailure } from '../domain/error-messages.ts';

/** A failed back-office call, with the response body already read so mapping stays synchronous. */
export class ApiError extends Error {
  readonly failure: CallFailure;
  readonly path: string;

  constructor(failure: CallFailure, path: string) {
    super(
      failure.kind === 'http'
        ? `${path} answered ${failure.status} ${failure.statusText}`
        : failure.kind === 'client'
          ? `${path} failed: ${failure.detail}`
          : `${path} failed`,
    );
    this.name = 'ApiError';
    this.failure = failure;
    this.path = path;
  }

  /** True when the server rejected the credentials: the session layer logs the member out. */
  get isUnauthorized(): boolean {
    return this.failure.kind === 'http' && this.failure.status === 401;
  }
}
