import { number, string, type } from 'superstruct';
import { is } from 'superstruct';
import { storageKeys } from './storage-keys.ts';

/**
 * The idempotency key of a money intent whose outcome is not known yet, kept in the tab's session
 * storage for the intent's life: a reload, or the member pressing Pay again, sends the same key, so the
 * back office answers the first request's answer instead of moving money twice. The intent is known by
 * a hash of its input, never the input itself (account numbers, amounts).
 */
export interface KeptIntent {
  /** Hash of the intent's input (`intentPrint`). */
  readonly print: string;
  readonly key: string;
  /** Epoch milliseconds after which the back office has forgotten the key (24 hours, docs/api.md). */
  readonly expiresAt: number;
}

export interface IntentKeeper {
  read(name: string): KeptIntent | null;
  keep(name: string, intent: KeptIntent): void;
  forget(name: string): void;
}

/** How long a back office remembers an idempotency key (docs/api.md, Idempotency). */
export const INTENT_LIFETIME_MS = 24 * 60 * 60 * 1000;

const KeptIntentSchema = type({ print: string(), key: string(), expiresAt: number() });

/**
 * cyrb53: a fast 53-bit string hash, to tell one intent's input from another's without keeping it. Not a
 * security measure: the key itself is random, the hash only matches a repeat of the same input.
 */
export function intentPrint(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** Session storage of this tab (never local: an intent belongs to the tab that made it). */
export function sessionIntentKeeper(now: () => number = Date.now): IntentKeeper {
  const storage = () => (typeof sessionStorage === 'undefined' ? null : sessionStorage);
  const keyOf = (name: string) => `${storageKeys.moneyIntent}${name}`;
  return {
    read(name) {
      const raw = storage()?.getItem(keyOf(name));
      if (!raw) return null;
      let value: unknown;
      try {
        value = JSON.parse(raw);
      } catch {
        value = null;
      }
      if (is(value, KeptIntentSchema) && value.expiresAt > now()) return value;
      storage()?.removeItem(keyOf(name));
      return null;
    },
    keep(name, intent) {
      try {
        storage()?.setItem(keyOf(name), JSON.stringify(intent));
      } catch {
        // Storage full or refused: the key still holds in memory for this page.
      }
    },
    forget(name) {
      storage()?.removeItem(keyOf(name));
    },
  };
}
