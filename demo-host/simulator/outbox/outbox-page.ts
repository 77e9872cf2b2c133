import { html } from '../../gateway/html.ts';
import { findSite } from '../portal/site-of.ts';
import type { SimulatorState } from '../state.ts';
import type { OutboxMessage } from './outbox-service.ts';

// The demo outbox as a page a person reads (GET /outbox): no script, no inline style, works without
// JavaScript under the demo host's strict Content-Security-Policy.

export const outboxPagePath = '/outbox';
export const outboxStylesheetPath = '/outbox.css';

export function outboxPage(state: SimulatorState, messages: OutboxMessage[]): string {
  const page = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Demo outbox${messages.length > 0 ? ` (${messages.length})` : ''}</title>
        <link rel="stylesheet" href="${outboxStylesheetPath}" />
      </head>
      <body>
        <main class="outbox" id="main">
          <h1>Demo outbox</h1>
          <p class="outbox-intro">
            The demo back office sends no real email or text message. Everything it would have sent is listed
            here, newest first: registration codes, password reset links, forgotten usernames, contact
            confirmation codes and account alerts. Codes and links work for 2 hours.
          </p>
          <p class="outbox-actions">
            <a href="${outboxPagePath}">Refresh</a>
            <a href="/">Back to the demo site</a>
          </p>
          ${
            messages.length === 0
              ? html`<p class="outbox-empty">
                  Nothing sent yet. Ask for a registration code, a password reset link or your username, then
                  refresh this page.
                </p>`
              : html`<ol class="outbox-list">
                  ${messages.map((message) => messageItem(state, message))}
                </ol>`
          }
        </main>
      </body>
    </html> `;
  return page.markup;
}

function messageItem(state: SimulatorState, message: OutboxMessage) {
  const headingId = `message-${message.id}`;
  const siteName = findSite(state, message.applicationId)?.siteSettings.coopName ?? message.applicationId;
  return html`<li class="message">
    <article aria-labelledby="${headingId}">
      <h2 id="${headingId}">${message.subject}</h2>
      <p class="message-meta">
        <span class="channel channel-${message.channel}"
          >${message.channel === 'sms' ? 'Text message' : 'Email'}</span
        >
        to <span class="recipient">${message.to}</span> from ${siteName},
        <time datetime="${message.sentAt}">${new Date(message.sentAt).toLocaleString('en-US')}</time>
      </p>
      ${
        message.code
          ? html`<p class="message-code">Code: <strong class="code">${message.code}</strong></p>`
          : null
      }
      ${
        message.link
          ? html`<p class="message-link">
              Link:
              ${
                isNavigable(message.link)
                  ? html`<a href="${message.link}">${message.link}</a>`
                  : html`<span>${message.link}</span>`
              }
            </p>`
          : null
      }
      <pre class="message-body">${message.body}</pre>
    </article>
  </li>`;
}

/** Only same-site paths and http(s) addresses become links. */
function isNavigable(link: string): boolean {
  return (link.startsWith('/') && !link.startsWith('//')) || /^https?:\/\//i.test(link);
}
