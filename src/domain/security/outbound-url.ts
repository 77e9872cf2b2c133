import { isLoopbackHost } from './loopback-host.ts';

export type OutboundUrlCheck = { ok: true; url: URL } | { ok: false; reason: string };

/** Where an address the back office names may send the browser, and what the reasons call it. */
export interface OutboundUrlPolicy {
  /** What the address is, as the reasons name it: 'action URL', 'meter portal address'. */
  readonly subject: string;
  /** The origins the host page listed. */
  readonly allowedOrigins: readonly string[];
  readonly pageOrigin: string;
  /** The page's base address, against which a relative address resolves; without it, absolute only. */
  readonly baseUrl?: string;
  /** The page's own origin passes without being listed: the host trusts itself. */
  readonly allowsPageOrigin?: boolean;
}

/**
 * Whether the browser may take the member, or post a form, to an address the back office named: the
 * back office names the address, the host page decides where its visitors may be sent. Reasons go to
 * the console; they name the origin at most, never the path or query, which may carry credentials.
 */
export function checkOutboundUrl(address: string, policy: OutboundUrlPolicy): OutboundUrlCheck {
  const { subject } = policy;
  let url: URL;
  try {
    url = new URL(address, policy.baseUrl);
  } catch {
    return { ok: false, reason: `${subject} is not ${policy.baseUrl ? 'a URL' : 'an absolute URL'}` };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, reason: `${subject} protocol ${url.protocol} is not allowed` };
  }
  if (url.username !== '' || url.password !== '') {
    return { ok: false, reason: `${subject} must not contain a username or password` };
  }
  const onPageOrigin = url.origin === policy.pageOrigin;
  if (!policy.allowedOrigins.includes(url.origin) && !(policy.allowsPageOrigin && onPageOrigin)) {
    return { ok: false, reason: `${subject} origin ${url.origin} is not on the allow-list` };
  }
  // Plain http only where the browser itself counts it as secure (a loopback host, as the demo's
  // back office on another port) or on the page's own origin (the demo host on one origin).
  if (url.protocol !== 'https:' && !onPageOrigin && !isLoopbackHost(url.hostname)) {
    return { ok: false, reason: `${subject} origin ${url.origin} must use https` };
  }
  return { ok: true, url };
}
