import { isSecureApiBase } from '../domain/security/api-base.ts';
import { loopbackHosts } from '../domain/security/loopback-host.ts';
import { readRawConfig, type RawConfig } from './page-config.ts';

export type StorageChoice = 'session' | 'local';

/** Validated configuration of one element (page configuration plus the element's overrides). */
export interface CoopConfig {
  /** Absolute API base URL. */
  readonly apiBase: string;
  readonly applicationId: string;
  /** Origins a payment form may be posted to (docs/security.md). */
  readonly paymentOrigins: readonly string[];
  readonly storage: StorageChoice;
  /** Where Done on a Quick Pay result goes. */
  readonly homeUrl: string;
  /** The page hosting `<coop-portal>`, for links into the signed-in area; absent when there is none. */
  readonly portalUrl: string | undefined;
  /** Overrides the site's Quick Pay verify timeout, in seconds. */
  readonly verifyTimeoutSeconds: number | undefined;
  /**
   * Origins besides the page's own that a cooperative's custom stylesheet or script may come from;
   * absent when the host lists none (then only the page's own origin is trusted).
   */
  readonly customAssetOrigins?: readonly string[];
  /**
   * Origins besides the page's own where the meter-data portal may be opened (its address carries the
   * member's web token); absent when the host lists none (then only the page's own origin is trusted).
   */
  readonly meterPortalOrigins?: readonly string[];
}

export type ConfigResult = { ok: true; config: CoopConfig } | { ok: false; problems: string[] };

function absoluteUrl(value: string, base: string | undefined): URL | undefined {
  try {
    return new URL(value, base);
  } catch {
    return undefined;
  }
}

/** A space- or comma-separated list of origins; each entry that is not one becomes a problem. */
function parseOrigins(
  raw: RawConfig,
  name: 'payment-origins' | 'custom-asset-origins' | 'meter-portal-origins',
  example: string,
  problems: string[],
): string[] {
  const origins: string[] = [];
  for (const entry of (raw[name] ?? '').split(/[\s,]+/).filter(Boolean)) {
    // Absolute only: a bare host name would otherwise resolve as a path on the page's own origin.
    const url = absoluteUrl(entry, undefined);
    if (!url || !/^https?:$/.test(url.protocol) || url.origin === 'null') {
      problems.push(`${name} entry "${entry}" is not an origin such as ${example}.`);
    } else origins.push(url.origin);
  }
  return origins;
}

/**
 * Validates raw configuration. Each problem names the attribute and what is expected, so a web team
 * sees a readable console error instead of a blank widget.
 */
export function parseConfig(raw: RawConfig, baseUrl: string): ConfigResult {
  const problems: string[] = [];

  const apiBaseText = raw['api-base'];
  let apiBase = '';
  if (!apiBaseText) problems.push('api-base is required: the URL of the cooperative back-office API.');
  else {
    const url = absoluteUrl(apiBaseText, baseUrl);
    if (!url || !/^https?:$/.test(url.protocol))
      problems.push(`api-base "${apiBaseText}" is not an http(s) URL.`);
    else if (!isSecureApiBase(url))
      problems.push(
        `api-base "${apiBaseText}" must use https: it resolves to ${url.origin}, and plain http is allowed only on a loopback host (${loopbackHosts.join(', ')}).`,
      );
    else apiBase = url.href.replace(/\/+$/, '');
  }

  const applicationId = raw['application-id'] ?? '';
  if (!applicationId)
    problems.push('application-id is required: the web application id the back office expects.');

  const paymentOrigins = parseOrigins(raw, 'payment-origins', 'https://pay.example.com', problems);
  const customAssetOrigins = parseOrigins(
    raw,
    'custom-asset-origins',
    'https://assets.example.com',
    problems,
  );
  const meterPortalOrigins = parseOrigins(
    raw,
    'meter-portal-origins',
    'https://meters.example.com',
    problems,
  );

  const storageText = raw.storage ?? 'session';
  if (storageText !== 'session' && storageText !== 'local') {
    problems.push(`storage "${storageText}" must be "session" (default) or "local".`);
  }

  const homeUrl = raw['home-url'] ?? '/';
  if (!absoluteUrl(homeUrl, baseUrl)) problems.push(`home-url "${homeUrl}" is not a URL.`);
  const portalUrl = raw['portal-url'];
  if (portalUrl !== undefined && !absoluteUrl(portalUrl, baseUrl))
    problems.push(`portal-url "${portalUrl}" is not a URL.`);

  let verifyTimeoutSeconds: number | undefined;
  if (raw['verify-timeout'] !== undefined) {
    verifyTimeoutSeconds = Number(raw['verify-timeout']);
    if (!Number.isFinite(verifyTimeoutSeconds) || verifyTimeoutSeconds <= 0) {
      problems.push(`verify-timeout "${raw['verify-timeout']}" must be a number of seconds greater than 0.`);
    }
  }

  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    config: {
      apiBase,
      applicationId,
      paymentOrigins,
      storage: storageText as StorageChoice,
      homeUrl,
      portalUrl,
      verifyTimeoutSeconds,
      // Only when listed, so the configuration of a page that lists none keeps its shape.
      ...(customAssetOrigins.length > 0 ? { customAssetOrigins } : {}),
      ...(meterPortalOrigins.length > 0 ? { meterPortalOrigins } : {}),
    },
  };
}

/**
 * Reads and validates the configuration of an element; logs problems once, naming the element. An
 * element no longer on the page logs nothing: a page that removes `<coop-config>` with the elements it
 * configures is not misconfigured.
 */
export function resolveElementConfig(element: Element): ConfigResult {
  const result = parseConfig(readRawConfig(element), element.ownerDocument.baseURI);
  if (!result.ok && element.isConnected) {
    console.error(
      `[coop] <${element.localName}> is not configured correctly:\n- ${result.problems.join('\n- ')}\n` +
        'Set these attributes on <coop-config> (page-wide) or on the element itself.',
    );
  }
  return result;
}
