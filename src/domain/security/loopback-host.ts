/** Hosts the Secure Contexts spec counts as potentially trustworthy over plain http, as `URL.hostname` writes them. */
export const loopbackHosts: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

/** Whether plain http to `hostname` stays on this machine, so nothing on a network can read or change it. */
export function isLoopbackHost(hostname: string): boolean {
  return loopbackHosts.includes(hostname);
}
