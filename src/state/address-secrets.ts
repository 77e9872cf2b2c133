import { addressWithoutSecrets, type SecretRouting } from '../domain/security/address-secrets.ts';

/** The secrets the page's address carried, in memory only: never in storage, gone with the page. */
const held = new Map<string, string>();

/**
 * Takes the shown route's secrets (an external login's token, a reset code) out of the page's address
 * into memory, replacing the history entry, so that the title, analytics, the history and the host's
 * scripts never see them. Called as an element first renders, before it reports or routes anything.
 */
export function takeAddressSecrets(routing: SecretRouting): void {
  if (typeof location === 'undefined') return;
  const oldURL = location.href;
  const { href, secrets } = addressWithoutSecrets(oldURL, routing);
  if (secrets.size === 0) return;
  for (const [name, value] of secrets) held.set(name, value);
  history.replaceState(history.state, '', href);
  if (new URL(oldURL).hash !== new URL(href).hash) {
    // Hash routers elsewhere on the page (another portal) read the address again; after this render.
    queueMicrotask(() => dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: href })));
  }
}

/** A secret taken from the address (`takeAddressSecrets`), or null. */
export function addressSecret(name: string): string | null {
  return held.get(name) ?? null;
}

/** Drops a secret once used: a second visit to its route finds none. */
export function forgetAddressSecret(name: string): void {
  held.delete(name);
}
