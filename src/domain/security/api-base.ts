import { isLoopbackHost } from './loopback-host.ts';

/**
 * Whether the elements may call the back office at `url` (the resolved `api-base`): passwords, session
 * tokens and payments travel to it, so https, or plain http to a loopback host only (the demo and the
 * tests on one machine). A relative `api-base` on a plain-http page off the loopback host fails too.
 */
export function isSecureApiBase(url: URL): boolean {
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
}
