/** Hosts the Secure Contexts spec counts as potentially trustworthy over plain http. */
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

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
  // Plain http only where the browser itself counts it as secure (a loopback host, as the demo's
  // gateway on another port) or on the page's own origin (the demo host on one origin).
  if (url.protocol !== 'https:' && url.origin !== options.pageOrigin && !loopbackHosts.has(url.hostname)) {
    return { ok: false, reason: `action URL origin ${url.origin} must use https` };
  }
  return { ok: true, url };
}
