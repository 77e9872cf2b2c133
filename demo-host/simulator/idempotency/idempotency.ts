import type { MiddlewareHandler } from 'hono';
import { addMinutes } from '../dates.ts';
import { badRequest, conflict, idempotencyMessages, unprocessableContent } from '../responses.ts';
import type { ApiEnv, SimulatorStore } from '../store.ts';
import type { IdempotencyRecord, IdempotentRequest } from './idempotency-service.ts';

// The IETF httpapi draft "The Idempotency-Key HTTP Header Field": a change sent with a key is carried
// out once per site and key; a repeat gets the first answer, marked as a repeat.

export const idempotencyKeyHeader = 'Idempotency-Key';
/** Set on an answer given again to a repeated request. */
export const idempotentReplayedHeader = 'Idempotent-Replayed';

/** How long a key is remembered; after that, a request with it is a new one. */
export const idempotencyKeyLifetimeHours = 24;
const keyMaxLength = 255;
const changeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Applies idempotency keys to every change of the API (POST, PUT, PATCH, DELETE with the header), after
 * the ApplicationId check. A change without the header is carried out as it comes.
 */
export function idempotentChanges(store: SimulatorStore): MiddlewareHandler<ApiEnv> {
  // Keys of requests being carried out: not state, since they end with the process that runs them.
  const inProgress = new Set<string>();
  return async (c, next) => {
    const header = c.req.header(idempotencyKeyHeader);
    if (header === undefined || !changeMethods.has(c.req.method)) return next();
    const key = parseIdempotencyKey(header);
    if (key === undefined) return badRequest([idempotencyMessages.keyInvalid]);

    const applicationId = c.var.applicationId;
    const claim = JSON.stringify([applicationId, key]);
    if (inProgress.has(claim)) return conflict(idempotencyMessages.keyInUse);
    const recorded = liveRecord(store, applicationId, key);
    if (recorded) {
      const request = await requestOf(c.req.raw);
      return isSameRequest(recorded.request, request)
        ? replay(recorded.response)
        : unprocessableContent(idempotencyMessages.keyReused);
    }

    inProgress.add(claim);
    try {
      const request = await requestOf(c.req.raw);
      await next();
      // A 5xx is no outcome: the change was not made (a change made is answered as made, even when the
      // answer is then lost), so the member's repeat under the same key is carried out, not refused again.
      if (c.res.status >= 500) return;
      record(store, {
        applicationId,
        key,
        request,
        response: {
          status: c.res.status,
          headers: Object.fromEntries(c.res.headers),
          body: await c.res.clone().text(),
        },
      });
    } finally {
      inProgress.delete(claim);
    }
  };
}

/**
 * The key a header names: a structured-field string (`"8e03978e-…"`), as the draft defines it, or the
 * same characters unquoted. Undefined when it is empty, too long or not printable ASCII.
 */
export function parseIdempotencyKey(header: string): string | undefined {
  const value = header.trim();
  const quoted = /^"((?:[\x20\x21\x23-\x5b\x5d-\x7e]|\\["\\])*)"$/.exec(value);
  const key = quoted ? (quoted[1] ?? '').replace(/\\(["\\])/g, '$1') : value;
  if (!quoted && !/^[\x21\x23-\x7e]+$/.test(key)) return undefined;
  return key.length >= 1 && key.length <= keyMaxLength ? key : undefined;
}

function liveRecord(
  store: SimulatorStore,
  applicationId: string,
  key: string,
): IdempotencyRecord | undefined {
  const now = store.now().getTime();
  return store.state.idempotency.records.find(
    (candidate) =>
      candidate.applicationId === applicationId &&
      candidate.key === key &&
      Date.parse(candidate.expiresAt) > now,
  );
}

function record(store: SimulatorStore, entry: Omit<IdempotencyRecord, 'recordedAt' | 'expiresAt'>): void {
  const now = store.now();
  const slice = store.state.idempotency;
  // Expired keys are forgotten as new ones come, so the saved state does not grow.
  slice.records = slice.records.filter((candidate) => Date.parse(candidate.expiresAt) > now.getTime());
  slice.records.push({
    ...entry,
    recordedAt: now.toISOString(),
    expiresAt: addMinutes(now, idempotencyKeyLifetimeHours * 60).toISOString(),
  });
}

async function requestOf(request: Request): Promise<IdempotentRequest> {
  const url = new URL(request.url);
  return {
    method: request.method,
    target: url.pathname + url.search,
    body: canonicalBody(await request.clone().text()),
  };
}

function isSameRequest(first: IdempotentRequest, repeat: IdempotentRequest): boolean {
  return first.method === repeat.method && first.target === repeat.target && first.body === repeat.body;
}

/** A JSON body with every object's members sorted; any other body as it is. */
function canonicalBody(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), (_name, value: unknown) =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(
            Object.entries(value).sort(([first], [second]) => (first < second ? -1 : first > second ? 1 : 0)),
          )
        : value,
    );
  } catch {
    return text;
  }
}

function replay(response: IdempotencyRecord['response']): Response {
  return new Response(response.body === '' ? null : response.body, {
    status: response.status,
    headers: { ...response.headers, [idempotentReplayedHeader]: 'true' },
  });
}
