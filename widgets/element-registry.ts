/**
 * The public contract of every `coop-*` element in one typed place: tag, entry file, attributes,
 * events, CSS parts. `custom-elements.json`, the host types, the editor data files and the README's
 * tables are generated from it (build/element-artifacts.ts), and tests hold it to the widgets' code,
 * the event map and the theme. Pure data: node scripts import it, the bundles never do.
 */

/** An attribute of an element; `type` is TypeScript type text ('string', `'hash' | 'path'`). */
export interface ElementAttribute {
  readonly name: string;
  readonly type: string;
  readonly default?: string;
  readonly description: string;
}

export interface ElementPart {
  readonly name: string;
  readonly description: string;
}

export interface ElementEntry {
  readonly tag: `coop-${string}`;
  /** What the element is, in one sentence (the README's element table). */
  readonly summary: string;
  /** More about it, where one sentence is not enough. */
  readonly description?: string;
  /** Its own attributes (the configuration attributes every element accepts come on top). */
  readonly attributes: readonly ElementAttribute[];
  /**
   * The `coop-*` events it dispatches (detail types: src/ui/element/events.ts), besides the two every
   * element dispatches: `coop-config-error` and `coop-signed-out`.
   */
  readonly events: readonly string[];
  readonly parts: readonly ElementPart[];
  /** A demo page that shows it. */
  readonly demo?: string;
  /** `<coop-config>` renders nothing and takes no configuration of its own. */
  readonly configurationOnly?: boolean;
}

/**
 * The configuration every element accepts as attributes (page-wide on `<coop-config>`, or on one
 * element for that element only): the names of src/state/page-config.ts.
 */
export const configurationAttributes: readonly ElementAttribute[] = [
  {
    name: 'api-base',
    type: 'string',
    description: 'URL of the back-office API (required). Relative URLs resolve against the page.',
  },
  { name: 'application-id', type: 'string', description: 'Sent as the `ApplicationId` header (required).' },
  {
    name: 'payment-origins',
    type: 'string',
    description:
      'Space- or comma-separated origins the hosted payment form may be posted to. A payment `actionUrl` whose origin is not listed (or is not `https:` unless it is the page’s own origin) is refused and nothing is posted.',
  },
  {
    name: 'storage',
    type: "'session' | 'local'",
    default: 'session',
    description:
      '`session`: the session ends with the tab; `local`: it survives the browser, and tabs stay in sync.',
  },
  {
    name: 'home-url',
    type: 'string',
    default: '/',
    description: 'Where Done goes after a Quick Pay payment.',
  },
  {
    name: 'portal-url',
    type: 'string',
    description: 'The page that hosts the signed-in portal, for links into it.',
  },
  {
    name: 'verify-timeout',
    type: 'string',
    description:
      'Seconds before Quick Pay’s account lookup times out (default: the site’s setting, else 30).',
  },
  {
    name: 'custom-asset-origins',
    type: 'string',
    description:
      'Origins besides the page’s own that the site’s custom stylesheet, script or images may load from; none by default.',
  },
];

const baseParts = {
  base: { name: 'base', description: 'The element’s root inside its shadow root.' },
  card: { name: 'card', description: 'The screen’s card.' },
} as const;

/** Parts of the shared building blocks, on every element that shows them. */
export const sharedParts: readonly ElementPart[] = [
  { name: 'field', description: 'A form field (label, input, hint and error together).' },
  { name: 'label', description: 'A field’s label.' },
  { name: 'input', description: 'A field’s input.' },
  { name: 'hint', description: 'A field’s hint text.' },
  { name: 'error', description: 'A field’s error message.' },
  { name: 'dialog-overlay', description: 'The backdrop behind a dialog.' },
  { name: 'dialog', description: 'A dialog’s box.' },
  { name: 'dialog-title', description: 'A dialog’s title.' },
  { name: 'dialog-close', description: 'A dialog’s close button.' },
];

/** Parts of the chart (src/ui/primitives/Chart), on every element that shows one. */
const chartParts: readonly ElementPart[] = [
  { name: 'chart', description: 'A chart with its summary and data table.' },
  { name: 'plot', description: 'A chart’s drawing.' },
];

export const elementRegistry: readonly ElementEntry[] = [
  {
    tag: 'coop-config',
    summary: 'Page-wide configuration (no UI).',
    description:
      'Reads its attributes as the configuration of every coop element on the page; any element may override an attribute with its own. A change takes effect at once. `configure({...})`, exported by `coop-config.js`, sets the same from script.',
    attributes: [],
    events: [],
    parts: [],
    configurationOnly: true,
  },
  {
    tag: 'coop-quick-pay-button',
    summary:
      'The Quick Pay button for marketing pages: a few KB until the visitor shows intent, then the dialog.',
    description:
      'Opens Quick Pay (pay without signing in) in a dialog. Hover, focus or a touch loads the dialog’s code; a press shows the dialog’s frame at once.',
    attributes: [
      { name: 'label', type: 'string', default: 'Quick Pay', description: 'The button text.' },
      {
        name: 'variant',
        type: "'banner'",
        description:
          '`banner` adds the Quick Pay sentence beside the button (overridable by the site configuration).',
      },
    ],
    events: [
      'coop-quick-pay-open',
      'coop-quick-pay-close',
      'coop-quick-pay-verified',
      'coop-payment-submitted',
    ],
    parts: [
      { name: 'button', description: 'The button.' },
      { name: 'banner', description: 'The banner row (`variant="banner"`).' },
    ],
    demo: '/',
  },
  {
    tag: 'coop-quick-pay',
    summary: 'The Quick Pay flow (Account, Verify, Pay) inline on a page.',
    attributes: [
      {
        name: 'account-no',
        type: 'string',
        description: 'Prefills the account number (else the page’s `accountno` query, first 12 digits).',
      },
      {
        name: 'phone',
        type: 'string',
        description: 'Prefills the last four phone digits (else the page’s `phone` query, first 4 digits).',
      },
    ],
    events: ['coop-quick-pay-verified', 'coop-payment-submitted', 'coop-navigate'],
    parts: [{ ...baseParts.card, description: 'The flow’s card.' }],
    demo: '/quick-pay.html',
  },
  {
    tag: 'coop-payment-result',
    summary: 'The page the hosted payment page returns to (`kind="success"` or `kind="cancel"`).',
    attributes: [
      {
        name: 'kind',
        type: "'success' | 'cancel'",
        default: 'success',
        description: 'Which return page this is.',
      },
    ],
    events: ['coop-payment-result', 'coop-navigate'],
    parts: [{ ...baseParts.card, description: 'The result card.' }],
    demo: '/payment/success.html',
  },
  {
    tag: 'coop-portal',
    summary:
      'The whole portal with its own routing (hash routes by default): header, menu, account switcher, footer and every screen.',
    attributes: [
      {
        name: 'routing',
        type: "'hash' | 'path'",
        default: 'hash',
        description:
          '`hash` (`#/home`, works on any CMS page) or `path` (real paths under `base-path`, which the server must send to this page).',
      },
      {
        name: 'base-path',
        type: 'string',
        description: 'With `routing="path"`, the path the portal lives under, e.g. `/portal`.',
      },
      {
        name: 'manage-title',
        type: "'true' | 'false'",
        default: 'true',
        description: '`false` leaves the page’s title and icon alone.',
      },
      {
        name: 'custom-script',
        type: 'string',
        description:
          'A cooperative script loaded on every route change, only from the page’s own origin or one of `custom-asset-origins`.',
      },
    ],
    events: [
      'coop-page-view',
      'coop-signed-in',
      'coop-navigate',
      'coop-registered',
      'coop-quick-pay-open',
      'coop-quick-pay-close',
      'coop-quick-pay-verified',
      'coop-payment-submitted',
      'coop-payment-result',
    ],
    parts: [
      baseParts.base,
      ...sharedParts,
      { name: 'tabs', description: 'A set of tabs.' },
      { name: 'tab-list', description: 'The row of tabs.' },
      { name: 'tab', description: 'One tab.' },
      { name: 'tab-panel', description: 'A tab’s panel.' },
      { name: 'table', description: 'A data table.' },
      { name: 'pagination', description: 'A table’s page controls.' },
      { name: 'search', description: 'A table’s search field.' },
      ...chartParts,
    ],
    demo: '/portal.html',
  },
  {
    tag: 'coop-login',
    summary: 'Sign In (with the authenticator-code step) on a page of its own.',
    description:
      'Reads the page’s `returnUrl` and `sessionTimeOut` query; after signing in it goes to the portal page (`portal-url`) at the return URL when that is a portal address, else at the account overview.',
    attributes: [],
    events: ['coop-signed-in', 'coop-navigate'],
    parts: [
      { ...baseParts.card, description: 'The sign-in form’s card.' },
      { name: 'side-image', description: 'The configured image beside the form (hidden on phones).' },
      { name: 'background-image', description: 'The configured image behind the form (hidden on phones).' },
      ...sharedParts,
    ],
    demo: '/login.html',
  },
  {
    tag: 'coop-register',
    summary: 'Portal registration on a page of its own.',
    description:
      'Account number, verification code, then the login form. Its Sign In link goes to the page of `portal-url` (else `home-url`).',
    attributes: [],
    events: ['coop-registered'],
    parts: [{ ...baseParts.card, description: 'The registration card.' }, ...sharedParts],
    demo: '/register.html',
  },
  {
    tag: 'coop-reset-password',
    summary: 'The page a password reset link opens, on its own.',
    description:
      'Reads the link’s one-time code from the page’s address (`?otc=…`, or `#/reset-password?otc=…`). Its Sign In and home links go to the page of `portal-url` (else `home-url`).',
    attributes: [],
    events: [],
    parts: [{ ...baseParts.card, description: 'The reset card.' }, ...sharedParts],
  },
  {
    tag: 'coop-account-overview',
    summary:
      'The signed-in member’s Account Overview on a page of its own; a visitor gets the Sign In form in its place.',
    description:
      'The account is the page’s `accountno` query when it is the member’s, else the one selected in the portal’s switcher, else the primary account; the page’s `link` query (`mymeter`) brings the usage summary into view.',
    attributes: [
      {
        name: 'layout',
        type: "'detailed' | 'basic'",
        default: 'detailed',
        description:
          '`detailed`: every card and the usage graph; `basic`: the account, its bill, the banners, the statement and the history.',
      },
    ],
    events: [
      'coop-signed-in',
      'coop-navigate',
      'coop-quick-pay-open',
      'coop-quick-pay-close',
      'coop-payment-submitted',
    ],
    parts: [
      baseParts.base,
      ...sharedParts,
      { name: 'table', description: 'The billing history table.' },
      ...chartParts,
    ],
    demo: '/account-overview.html',
  },
];

/** Descriptions of the theme's `--coop-*` properties (the names and defaults come from src/ui/theme.css.ts). */
export const cssPropertyDescriptions: Readonly<Record<string, string>> = {
  '--coop-color-primary': 'Buttons, links and highlights.',
  '--coop-color-primary-contrast': 'Text on the primary colour.',
  '--coop-color-text': 'Body text.',
  '--coop-color-text-muted': 'Secondary text.',
  '--coop-color-surface': 'Backgrounds of cards and dialogs.',
  '--coop-color-surface-muted': 'Quiet backgrounds (table stripes, banners).',
  '--coop-color-border': 'Borders of fields and cards.',
  '--coop-color-danger': 'Errors.',
  '--coop-color-danger-surface': 'Background of error messages.',
  '--coop-color-warning': 'Warnings.',
  '--coop-color-warning-surface': 'Background of warnings.',
  '--coop-color-success': 'Success.',
  '--coop-color-success-surface': 'Background of success messages.',
  '--coop-color-info': 'Information.',
  '--coop-color-info-surface': 'Background of information messages.',
  '--coop-color-focus-ring': 'The keyboard focus indicator.',
  '--coop-color-overlay': 'The backdrop behind dialogs.',
  '--coop-font-family': 'Every text of the elements.',
  '--coop-font-size': 'The base text size.',
  '--coop-font-size-small': 'Small text (hints, captions).',
  '--coop-font-size-large': 'Large text (titles).',
  '--coop-line-height': 'The base line height.',
  '--coop-font-weight-bold': 'Bold text (headings, labels).',
  '--coop-radius': 'Corner radius of fields, buttons, cards and dialogs.',
  '--coop-space-xs': 'The smallest spacing step.',
  '--coop-space-sm': 'A small spacing step.',
  '--coop-space-md': 'The middle spacing step.',
  '--coop-space-lg': 'A large spacing step.',
  '--coop-space-xl': 'The largest spacing step.',
  '--coop-shadow-dialog': 'The shadow of dialogs.',
  '--coop-dialog-width': 'The width of dialogs (full width below 600 px).',
  '--coop-area-min-height':
    'The height the portal and the account overview hold from their first frame, so the page below stays put while they load.',
  '--coop-block-min-height':
    'The height sign-in, registration, password reset, inline Quick Pay and the payment result hold from their first frame, so the page below stays put while they load.',
  '--coop-z-dialog': 'The stacking order of dialogs.',
};
