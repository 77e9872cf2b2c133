export type ActionUrlCheck = { ok: true; url: URL } | { ok: false; reason: string };

/**
 * Whether the server's hosted-payment `actionUrl` may receive the auto-posted form (DESIGN.md §7).
 * Reasons go to the console; they never echo the URL, which may carry credentials.
 */
export function checkActionUrl(
  actionUrl: string,
  options: { allowedOrigins: readonly string[]; pageOrigin: string },
): ActionUrlCheck {
  let url: URL;
  try {
    url = new URL(actionUrl);
  } catch {
    return { ok: false, reason: 'action URL is not an absolute URL' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, reason: `action URL protocol ${url.protocol} is not allowed` };
  }
  if (url.username !== '' || url.password !== '') {
    return { ok: false, reason: 'action URL must not contain a username or password' };
  }
  if (!options.allowedOrigins.includes(url.origin)) {
    return { ok: false, reason: `action URL origin ${url.origin} is not on the allow-list` };
  }
  // The demo host serves its simulated gateway over plain http from its own origin.
  if (url.protocol !== 'https:' && url.origin !== options.pageOrigin) {
    return { ok: false, reason: `action URL origin ${url.origin} must use https` };
  }
  return { ok: true, url };
}
