import DOMPurify from 'dompurify';
import { isAllowedAssetUrl, isAllowedLinkUrl } from '../../../domain/security/asset-url.ts';

/**
 * The one allow-list for server-provided HTML (terms of use, web content, bill messages): text
 * formatting, headings, lists, tables, links and images. No form, input, button, style, iframe, object,
 * svg or math; no event, `style`, `class` or `id` attribute.
 */
export const allowedHtmlTags = [
  'a',
  'abbr',
  'address',
  'b',
  'blockquote',
  'br',
  'caption',
  'cite',
  'code',
  'col',
  'colgroup',
  'dd',
  'del',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'ins',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'section',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'time',
  'tr',
  'u',
  'ul',
] as const;

export const allowedHtmlAttributes = [
  'href',
  'src',
  'alt',
  'title',
  'width',
  'height',
  'colspan',
  'rowspan',
  'scope',
  'abbr',
  'start',
  'reversed',
  'datetime',
  'lang',
  'dir',
] as const;

/**
 * Matches event-handler attributes (`onerror="…"`). DOMPurify removes them, but Chromium reports a
 * Content-Security-Policy violation for each one as soon as the markup is parsed, before DOMPurify
 * can remove it; dropping them from the text first keeps a strict-CSP page's console clean. This is
 * not the sanitizing: the allow-list is.
 */
const eventHandlerAttribute = /\s(on[a-z]+)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi;

export interface SanitizeHtmlOptions {
  /** Relative addresses resolve against it (the page's base URI). */
  readonly baseUrl: string;
  /** Images load only from the page's own origin … */
  readonly pageOrigin: string;
  /** … or from the origins the host listed in `custom-asset-origins`. */
  readonly imageOrigins: readonly string[];
}

/**
 * Server HTML as inert DOM nodes, through the allow-list: links keep http(s), mailto and tel
 * addresses only and open in a new tab that cannot reach back to the page; images from anywhere but
 * the allowed origins are dropped (no tracking pixel); an image without a text alternative is
 * decorative.
 */
export function sanitizeHtml(html: string, options: SanitizeHtmlOptions): DocumentFragment {
  const fragment = DOMPurify.sanitize(html.replace(eventHandlerAttribute, ''), {
    ALLOWED_TAGS: [...allowedHtmlTags],
    ALLOWED_ATTR: [...allowedHtmlAttributes],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    RETURN_DOM_FRAGMENT: true,
  });
  fragment.querySelectorAll('a').forEach((link) => {
    const url = isAllowedLinkUrl(link.getAttribute('href'), options.baseUrl);
    if (url) {
      link.setAttribute('href', url.href);
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', 'noopener noreferrer');
    } else {
      link.removeAttribute('href');
    }
  });
  fragment.querySelectorAll('img').forEach((image) => {
    const url = isAllowedAssetUrl(
      image.getAttribute('src'),
      options.baseUrl,
      options.pageOrigin,
      options.imageOrigins,
    );
    if (!url) {
      image.remove();
      return;
    }
    image.setAttribute('src', url.href);
    if (!image.hasAttribute('alt')) image.setAttribute('alt', '');
  });
  return fragment;
}
