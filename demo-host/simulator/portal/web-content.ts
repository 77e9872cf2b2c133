import type { Context } from 'hono';
import type { SimulatorState } from '../state.ts';
import type { ApiEnv } from '../store.ts';
import type { SiteRecord } from './portal-records.ts';
import { siteOf } from './site-of.ts';

/** The languages the back office may hold web content in. */
export type ContentLanguage = 'en' | 'es';

/**
 * The language a call asks its web content in: its `Accept-Language`'s first choice, Spanish when that
 * is Spanish (`es`, `es-US`), English otherwise. The elements send the language they show.
 */
export function contentLanguageOf(acceptLanguage: string | undefined): ContentLanguage {
  const first = (acceptLanguage ?? '').split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  return first === 'es' || first.startsWith('es-') ? 'es' : 'en';
}

/**
 * Web content keys, as the back office names them (spec 01 §7, 02 §7, 03 §7): each service answers
 * the text of its own keys, in the language asked for where the site has one.
 */
export const webContentKeys = {
  termsOfUse: 'TERMSOFUSE',
  scheduledPaymentsOverview: 'SCHEDULEDPAYMENTS_OVERVIEW',
  scheduledPaymentsAccountListOverview: 'SCHEDULEDPAYMENTS_ACCTLIST_OVERVIEW',
  accountInfoUpdateSuccess: 'ACCOUNTINFOUPDATESUCCESS',
  profileReviewPending: 'PROFILE_REVIEW_PENDING_MESSAGE',
  usageDisclaimer: 'OPENUSAGEDISCLAIMER',
  usageSuspended: 'USAGESUSPENDEDMESSAGE',
} as const;

export type WebContentKey = (typeof webContentKeys)[keyof typeof webContentKeys];

/**
 * A web content key's text as a call asks for it. In Spanish, the text of the Spanish key the site
 * setting names for it (`spanishWebContentKeys`), when that key has text; otherwise, and in English,
 * the key's own text, as before.
 */
export function webContentIn<Text extends string | null>(
  site: SiteRecord,
  language: ContentLanguage,
  key: WebContentKey,
  text: Text,
): Text | string {
  if (language !== 'es') return text;
  const spanishKey = site.spanishWebContentKeys?.[key];
  const spanish = spanishKey === undefined ? undefined : site.webContentTexts?.[spanishKey];
  return spanish?.trim() ? spanish : text;
}

/**
 * What a route answering web content needs of its call: a reader of each key's text in the language
 * the call asks for, at its site. The answer is marked as varying with `Accept-Language`, so a cache
 * between the elements and the back office keeps one copy a language.
 */
export function webContentOfCall<Env extends ApiEnv>(
  c: Context<Env>,
  state: SimulatorState,
): <Text extends string | null>(key: WebContentKey, text: Text) => Text | string {
  c.header('Vary', 'Accept-Language');
  const site = siteOf(state, c.var.applicationId);
  const language = contentLanguageOf(c.req.header('Accept-Language'));
  return (key, text) => webContentIn(site, language, key, text);
}
