/**
 * The elements' conformance to WCAG 2.2 Levels A and AA, criterion by criterion and family by family,
 * with the tests that prove each claim. docs/accessibility.md, a report in the shape of a VPAT 2.5
 * (WCAG edition), is generated from it (`npm run docs:accessibility`,
 * build/accessibility/conformance-report.ts), and tests/unit/build/accessibility-conformance.test.ts
 * holds it to WCAG's list and to the tests it names. Pure data: a change of the elements that changes a
 * claim changes this table and its evidence, then the report.
 */

/** The terms of the VPAT, in the order the report lists them. */
export const conformanceLevels = [
  'Supports',
  'Partially Supports',
  'Does Not Support',
  'Not Applicable',
] as const;
export type ConformanceLevel = (typeof conformanceLevels)[number];

/**
 * A test that proves a claim: its file, and its title as the runner prints it: the `it(…)`/`test(…)`
 * title, preceded by as many of its describes' titles as it takes to tell it apart, joined by ' › '.
 * A title written as a template is named as written (`… at ${width} px`).
 */
export interface Evidence {
  readonly file: string;
  readonly test: string;
}

/** How one family of elements meets one criterion. */
export interface Assessment {
  readonly conformance: ConformanceLevel;
  /** Why, where the criterion's own remarks do not say it all. */
  readonly remarks?: string;
  /** The tests that prove it: at least one for 'Supports'. */
  readonly evidence: readonly Evidence[];
}

export interface ElementFamily {
  readonly id: string;
  readonly name: string;
  /** Its elements: every tag of widgets/element-registry.ts that renders is in exactly one family. */
  readonly tags: readonly `coop-${string}`[];
  readonly summary: string;
}

export const elementFamilies = [
  {
    id: 'quickPay',
    name: 'Quick Pay',
    tags: ['coop-quick-pay-button', 'coop-quick-pay', 'coop-payment-result'],
    summary:
      'Paying without signing in: the button and its dialog, the inline flow, and the page the hosted payment page returns to. Card and bank numbers are typed on the hosted payment page, which is not part of this product.',
  },
  {
    id: 'signIn',
    name: 'Sign-in and password',
    tags: ['coop-login', 'coop-register', 'coop-reset-password'],
    summary:
      'Sign In with the authenticator-code step, registration, and forgotten or reset passwords. Every signed-in element shows this Sign In form to a visitor in its place.',
  },
  {
    id: 'accountAndBilling',
    name: 'Account and billing areas',
    tags: [
      'coop-account-overview',
      'coop-account-profile',
      'coop-my-profile',
      'coop-manage-contacts',
      'coop-manage-notifications',
      'coop-member-info-docs',
      'coop-operation-roundup',
      'coop-average-billing',
      'coop-delinquent-history',
      'coop-draft-payments',
      'coop-scheduled-payments',
      'coop-payment-history',
      'coop-deposits',
      'coop-arrangements',
      'coop-payment-profile',
      'coop-auto-pay',
      'coop-pay-accounts',
      // npm run new-screen adds elements above this line
    ],
    summary:
      'The signed-in member’s accounts, bills (in the PDF viewer), payments, payment methods, profile, contacts and alerts.',
  },
  {
    id: 'usageTracker',
    name: 'Usage tracker (charts)',
    tags: ['coop-usage-tracker'],
    summary: 'Daily, monthly and 15-minute usage as charts with their tables, and Green Button downloads.',
  },
  {
    id: 'outage',
    name: 'Outage',
    tags: ['coop-outage'],
    summary: 'Outage status, the outage report form, the link to the outage map, and outage history.',
  },
  {
    id: 'serviceForms',
    name: 'Service requests and forms',
    tags: [
      'coop-service-requests',
      'coop-meter-reading',
      'coop-apply-for-service',
      'coop-capital-credit-letter',
      'coop-unclaimed-capital-credits',
    ],
    summary:
      'Forms a member or a visitor sends the cooperative: service requests, meter readings, the application for service and the capital credit forms.',
  },
  {
    id: 'portalShell',
    name: 'Portal shell',
    tags: ['coop-portal'],
    summary:
      'The whole portal around the screens above: header, menus, account switcher, footer, web chat, routing and page titles, and the public pages (home, Terms of Use, services).',
  },
] as const satisfies readonly ElementFamily[];

export type FamilyId = (typeof elementFamilies)[number]['id'];

export interface SuccessCriterion {
  readonly number: string;
  readonly name: string;
  readonly level: 'A' | 'AA';
  /** The WCAG version that added it. */
  readonly since: '2.0' | '2.1' | '2.2';
  /** For a criterion WCAG 2.2 removed (4.1.1): why it is still reported, and how. */
  readonly obsolete?: string;
  /** What holds for every family. */
  readonly remarks?: string;
  readonly families: Readonly<Record<FamilyId, Assessment>>;
  /** What of the cooperative's own content or settings the criterion rests on as well. */
  readonly cooperativeContent?: string;
}

/** How the elements were evaluated, with the tests that carry each method. */
export interface EvaluationMethod {
  readonly name: string;
  readonly description: string;
  readonly evidence: readonly Evidence[];
}

/** The day the table was last reviewed against the elements and their tests (the report's date). */
export const evaluatedOn = '2026-11-29';

// The test files the table names.
const file = {
  // Accessibility machinery and cross-cutting checks.
  idReferences: 'tests/browser/accessibility/id-references.test.ts',
  forcedColors: 'tests/browser/ui/forced-colors.test.ts',
  autocompleteTokens: 'tests/unit/ui/autocomplete-tokens.test.ts',
  themeColors: 'tests/unit/ui/theme-colors.test.ts',
  languageAndScheme: 'tests/browser/language/language-and-scheme.test.ts',
  hostilePage: 'tests/browser/features/hostile-page.test.ts',
  reflow: 'tests/e2e/reflow.spec.ts',
  focusNotObscured: 'tests/e2e/focus-not-obscured.spec.ts',
  quickPayAxe: 'tests/e2e/accessibility.spec.ts',
  portalAxe: 'tests/e2e/portal-accessibility.spec.ts',
  quickPayKeyboard: 'tests/e2e/quick-pay-keyboard.spec.ts',
  // Primitives every screen is built from.
  alert: 'tests/browser/ui/primitives/Alert.test.tsx',
  button: 'tests/browser/ui/primitives/Button.test.tsx',
  chart: 'tests/browser/ui/primitives/Chart.test.tsx',
  confirmDialog: 'tests/browser/ui/primitives/ConfirmDialog.test.tsx',
  dataTable: 'tests/browser/ui/primitives/DataTable.test.tsx',
  detailList: 'tests/browser/ui/primitives/DetailList.test.tsx',
  dialog: 'tests/browser/ui/primitives/Dialog.test.tsx',
  digitsField: 'tests/browser/ui/primitives/DigitsField.test.tsx',
  field: 'tests/browser/ui/primitives/Field.test.tsx',
  loadState: 'tests/browser/ui/primitives/LoadState.test.tsx',
  passwordField: 'tests/browser/ui/primitives/PasswordField.test.tsx',
  passwordPair: 'tests/browser/ui/primitives/PasswordPair.test.tsx',
  pdfViewer: 'tests/browser/ui/primitives/PdfViewerDialog.test.tsx',
  phoneField: 'tests/browser/ui/primitives/PhoneField.test.tsx',
  safeHtml: 'tests/browser/ui/primitives/SafeHtml.test.tsx',
  stepper: 'tests/browser/ui/primitives/Stepper.test.tsx',
  tabs: 'tests/browser/ui/primitives/Tabs.test.tsx',
  textField: 'tests/browser/ui/primitives/TextField.test.tsx',
  tooltip: 'tests/browser/ui/primitives/Tooltip.test.tsx',
  // Quick Pay.
  quickPayButton: 'tests/browser/quick-pay/quick-pay-button.test.ts',
  quickPayFrame: 'tests/browser/quick-pay/quick-pay-button-frame.test.ts',
  quickPayInline: 'tests/browser/quick-pay/quick-pay-inline.test.ts',
  paymentResult: 'tests/browser/features/payment-result.test.ts',
  // Sign-in and password.
  login: 'tests/browser/login/login.test.ts',
  loginMfa: 'tests/browser/login/login-mfa.test.ts',
  loginSession: 'tests/browser/login/login-session.test.ts',
  loginInPortal: 'tests/browser/login/login-in-portal.test.tsx',
  registrationStepOne: 'tests/browser/registration/step-one.test.ts',
  completeRegistration: 'tests/browser/registration/complete-registration.test.ts',
  resetPassword: 'tests/browser/password/reset-password.test.tsx',
  forgot: 'tests/browser/password/forgot.test.tsx',
  loginE2e: 'tests/e2e/login.spec.ts',
  // Account and billing areas.
  accountOverview: 'tests/browser/account-overview/account-overview.test.ts',
  accountProfile: 'tests/browser/account-profile/account-profile.test.ts',
  myProfile: 'tests/browser/my-profile/my-profile.test.ts',
  manageContacts: 'tests/browser/manage-contacts/manage-contacts.test.ts',
  manageNotifications: 'tests/browser/manage-notifications/manage-notifications.test.ts',
  memberInfoDocs: 'tests/browser/member-info-docs/member-info-docs.test.ts',
  operationRoundup: 'tests/browser/operation-roundup/operation-roundup.test.ts',
  averageBilling: 'tests/browser/average-billing/average-billing.test.ts',
  delinquentHistory: 'tests/browser/delinquent-history/delinquent-history.test.ts',
  draftPayments: 'tests/browser/draft-payments/draft-payments.test.ts',
  scheduledPayments: 'tests/browser/scheduled-payments/scheduled-payments.test.ts',
  paymentHistory: 'tests/browser/payment-history/payment-history.test.ts',
  paymentProfile: 'tests/browser/payment-profile/payment-profile.test.ts',
  autoPay: 'tests/browser/auto-pay/auto-pay.test.ts',
  payAccounts: 'tests/browser/pay-accounts/pay-accounts.test.ts',
  requireMember: 'tests/browser/portal/require-member.test.tsx',
  paymentHistoryE2e: 'tests/e2e/payment-history.spec.ts',
  // Usage tracker.
  usageTracker: 'tests/browser/usage-tracker/usage-tracker.test.ts',
  usageTrackerE2e: 'tests/e2e/usage-tracker.spec.ts',
  // Outage.
  outage: 'tests/browser/outage/outage.test.ts',
  // Service requests and forms.
  serviceRequests: 'tests/browser/service-requests/service-requests.test.ts',
  meterReading: 'tests/browser/meter-reading/meter-reading.test.ts',
  applyForService: 'tests/browser/apply-for-service/apply-for-service.test.ts',
  capitalCreditLetter: 'tests/browser/capital-credit-letter/capital-credit-letter.test.ts',
  unclaimedCapitalCredits: 'tests/browser/unclaimed-capital-credits/unclaimed-capital-credits.test.ts',
  keyboardWalk: 'tests/browser/support/keyboard.test.ts',
  sensoryCharacteristics: 'tests/unit/domain/sensory-characteristics.test.ts',
  // Portal shell.
  header: 'tests/browser/shell/header.test.ts',
  shellLayout: 'tests/browser/shell/layout.test.ts',
  routing: 'tests/browser/portal/routing.test.ts',
  publicPages: 'tests/browser/portal/public-pages.test.ts',
  layoutStability: 'tests/browser/portal/layout-stability.test.ts',
  sessionWarning: 'tests/browser/shell/session-warning.test.ts',
  session: 'tests/unit/domain/session.test.ts',
} as const;

const proof = (testFile: string, test: string): Evidence => ({ file: testFile, test });

const supports = (evidence: readonly Evidence[], remarks?: string): Assessment => ({
  conformance: 'Supports',
  evidence,
  ...(remarks ? { remarks } : {}),
});
const partiallySupports = (remarks: string, evidence: readonly Evidence[] = []): Assessment => ({
  conformance: 'Partially Supports',
  remarks,
  evidence,
});
const notApplicable = (remarks?: string): Assessment => ({
  conformance: 'Not Applicable',
  evidence: [],
  ...(remarks ? { remarks } : {}),
});

/** One assessment per family, from a function of the family. */
function eachFamily(assess: (family: FamilyId) => Assessment): Record<FamilyId, Assessment> {
  return Object.fromEntries(elementFamilies.map((family) => [family.id, assess(family.id)])) as Record<
    FamilyId,
    Assessment
  >;
}

/** The same assessment for every family but those given their own. */
function everyFamily(
  assessment: Assessment,
  except: Partial<Record<FamilyId, Assessment>> = {},
): Record<FamilyId, Assessment> {
  return eachFamily((family) => except[family] ?? assessment);
}

/**
 * Tests of each family that run axe-core's WCAG 2.0, 2.1 and 2.2 A and AA rules (tests/browser/support/
 * axe.ts: English and light, then Spanish and dark, after checking every id reference resolves in its own
 * shadow root). Most tests of the browser suite end each state with that check; these are a sample.
 */
const axeChecked: Record<FamilyId, readonly Evidence[]> = {
  quickPay: [
    proof(
      file.quickPayButton,
      'opens the dialog on click with focus on the account number, and Escape returns focus to the button',
    ),
    proof(
      file.quickPayAxe,
      'the home page and each step of the Quick Pay dialog through to the success page have no WCAG A/AA violations',
    ),
  ],
  signIn: [
    proof(
      file.login,
      'shows the Sign In form: username and password with their lengths, Log in, the links, and no alert',
    ),
    proof(
      file.completeRegistration,
      'shows every message of an empty form, tied to its field, and focuses the username',
    ),
  ],
  accountAndBilling: [
    proof(
      file.accountOverview,
      '300100200: the capital credit refund banner, the account, its bill, the cards and their links',
    ),
    proof(file.payAccounts, 'shows the fee and taxes before paying and asks the member to agree to the fee'),
  ],
  usageTracker: [
    proof(file.usageTracker, 'holds in its table the same numbers the chart draws'),
    proof(file.usageTracker, 'applies the date rules of spec 03 §5 with the MDM feature on'),
  ],
  outage: [
    proof(
      file.outage,
      '300100202: the outage message with the estimated restoration time in the cooperative’s zone',
    ),
    proof(
      file.outage,
      'Report an Outage: the problems, the unticked call-back box, Jordan’s phone or another, the comment, and Submit disabled',
    ),
  ],
  serviceForms: [
    proof(
      file.serviceRequests,
      '300100200: the form with Submit disabled, and the history 5 a page, newest first',
    ),
    proof(
      file.unclaimedCapitalCredits,
      "shows the contact form and every rule's message on an empty submit at ${width} px",
    ),
  ],
  portalShell: [
    proof(file.header, 'shows the logo, Sign In and the standard menu to a visitor'),
    proof(file.portalAxe, 'on the login route, then on the account overview with the profile menu open'),
  ],
};

/** What a family has in a table that leaves some families out. */
const forFamily = (
  family: FamilyId,
  tests: Partial<Record<FamilyId, readonly Evidence[]>>,
): readonly Evidence[] => tests[family] ?? [];

/** The family's axe-checked tests, then the tests given. */
const withAxe =
  (more: Partial<Record<FamilyId, readonly Evidence[]>> = {}, shared: readonly Evidence[] = []) =>
  (family: FamilyId): Evidence[] => [...axeChecked[family], ...forFamily(family, more), ...shared];

/**
 * WCAG 2.4.11: screens of each layout walked with Tab and Shift+Tab, at a desktop window and a phone: the
 * sign-in and registration forms, then signed in the overview, Draft Payments, the payment history, the
 * usage tracker, My Profile, service requests and the outage report.
 */
const focusWalk = proof(
  file.focusNotObscured,
  'no screen hides a focused control under its header, a sticky table header or the web chat button',
);

/**
 * WCAG 1.4.10's 320 CSS px, as a phone and as a 1280 px window zoomed to 400% (and 200%), for every route
 * and element; 1.4.12's text spacing and a 32 px browser font size at 1280 px.
 */
const reflowChecked: readonly Evidence[] = [
  proof(
    file.reflow,
    'every route of the portal, signed in, reads without scrolling sideways, and loses no text to wider text spacing or a 32 px font size',
  ),
  proof(
    file.reflow,
    'every element on its demo page reads without scrolling sideways, and keeps its text whole at a 32 px font size',
  ),
];

/** The outage report completed with the keyboard alone, as the service forms are (below). */
const outageReportByKeyboard = proof(
  file.outage,
  'reports an outage with the keyboard alone: the arrows to its tab, Tab from field to field, Space to ask for a call back, Enter to send',
);

/**
 * Each service form completed with the keyboard alone, through `tabTo`, which fails when focusing a
 * control changes the context (the address, a dialog, focus moved on): 2.1.1 and 3.2.1 for the family.
 * Each form's reading order is checked before it is sent (`readingOrderProblems`): 1.3.2.
 */
const serviceFormsByKeyboard: readonly Evidence[] = [
  proof(
    file.serviceRequests,
    'is sent with the keyboard alone: Tab from field to field, the arrows for the type, Enter on Submit',
  ),
  proof(
    file.meterReading,
    'takes a reading with the keyboard alone: Tab to the field, type, Enter on Submit Reading',
  ),
  proof(
    file.applyForService,
    'sends a start request with the keyboard alone: Tab from field to field, Space and the arrows for the choices, Enter to send',
  ),
  proof(
    file.capitalCreditLetter,
    'returns a letter with the keyboard alone: Tab from field to field past the help, Enter on the button',
  ),
  proof(
    file.unclaimedCapitalCredits,
    'sends a claim with the keyboard alone: Enter to search and claim, Tab from field to field, Space and the arrows for the choices',
  ),
];

/** The checks those walks rest on, each shown to fail on what it looks for. */
const focusChangesContextCheck = proof(
  file.keyboardWalk,
  'fails when focusing a field moves focus on or changes the address',
);
const readingOrderCheck = proof(
  file.keyboardWalk,
  'finds none in a column or a row, and names a row whose order is reversed by its style',
);

const quickPayFocusRing = proof(
  file.forcedColors,
  'gives the Quick Pay button, its dialog, the dialog’s fields and its icon-only Close an edge and a Highlight focus ring',
);

const themeTextContrast = proof(file.themeColors, '%s on %s reads at 4.5:1 or more');
const themeMarkContrast = proof(file.themeColors, '%s against %s shows at 3:1 or more');

/** The session's end: what a member sees when it runs out. */
const sessionEnd: readonly Evidence[] = [
  proof(
    file.requireMember,
    'ends an expiring session on its own: the form comes back with the notice, and it fires coop-signed-out',
  ),
  proof(file.routing, 'ends the session when its token expires while a public page shows, and goes to login'),
  proof(file.login, 'shows the time-out notice when the session on this page ended by time-out'),
];

/** The warning before the session ends, shown by every signed-in element and route (RequireMember). */
const sessionWarning: readonly Evidence[] = [
  proof(
    file.sessionWarning,
    'warns two minutes before the session ends, with the time left, in an alert dialog that holds focus',
  ),
  proof(
    file.sessionWarning,
    'Stay Signed In renews the session: the next call carries the new token, the dialog closes and focus returns',
  ),
  proof(file.sessionWarning, 'Sign Out signs the member out'),
  proof(
    file.sessionWarning,
    'left unanswered, the session ends as before: signed out with the time-out flag',
  ),
  proof(
    file.sessionWarning,
    'a renewal the back office refuses says so, keeps the session, and leaves signing in again to the member',
  ),
  proof(file.sessionWarning, 'a renewal lost on the network says so and lets the member try again'),
  proof(
    file.sessionWarning,
    'two elements on a page show one dialog; when its element leaves, the other shows it',
  ),
  proof(file.session, 'shows two minutes before the end, at least the 20 seconds WCAG 2.2.1 asks for'),
  proof(file.session, 'never takes the signed-in time past 12 hours, which leaves at least ten renewals'),
];

const noMedia =
  'The elements play no audio or video: their screens have none, and the allow-list that shows the cooperative’s web content drops <video>, <audio>, <iframe> and <object>.';
const mediaDropped = [
  proof(
    file.safeHtml,
    'passes every payload of the attack corpus through the allow-list: nothing runs, loads or posts',
  ),
];

const standaloneOnTheCooperativesPage =
  'An element is one block of the cooperative’s page, not a set of pages: what the criterion asks of a page is the page’s. Inside <coop-portal>, the portal shell meets it.';

/** Every WCAG 2.2 criterion of Levels A and AA, and 4.1.1, in WCAG's order: Level A, then Level AA. */
export const successCriteria: readonly SuccessCriterion[] = [
  // Level A
  {
    number: '1.1.1',
    name: 'Non-text Content',
    level: 'A',
    since: '2.0',
    remarks:
      'Icon-only controls have names, decorative icons and spinners are hidden from assistive technology, and axe-core’s image, SVG and button-name rules run in every tested state.',
    families: eachFamily((family) =>
      family === 'accountAndBilling'
        ? supports(
            [
              ...axeChecked.accountAndBilling,
              proof(
                file.pdfViewer,
                'opens with a spinner, then draws page 1 of 3 into a canvas named by page and file',
              ),
              proof(
                file.pdfViewer,
                'shows the page as text in place of its picture, follows the page and the zoom, and goes back',
              ),
              proof(
                file.accountOverview,
                '300100200: the Billed Usage Summary draws the last 12 bills as bars, with the same numbers in its table',
              ),
            ],
            'The PDF viewer (bills, delinquent notices) draws each page into a canvas named by its page number and file name, and its Page text button shows the page’s text as text in its place. The Billed Usage Summary chart has a summary and a table of the same numbers.',
          )
        : supports(
            withAxe({
              quickPay: [
                proof(
                  file.button,
                  'while loading is disabled, marked aria-busy and shows a spinner hidden from screen readers',
                ),
              ],
              signIn: [
                proof(
                  file.login,
                  'shows the configured images, the side one with its text, beside and behind the form on wide screens',
                ),
                proof(
                  file.passwordField,
                  'hides the password until the member presses the toggle, which says its state',
                ),
              ],
              usageTracker: [
                proof(
                  file.chart,
                  'names the plot with a summary of its title, range, lowest and highest value, and says how its keys work',
                ),
                proof(file.chart, 'is an image, out of the tab order, when there is nothing to draw'),
                proof(
                  file.chart,
                  'shows and hides a table holding exactly the numbers the chart draws, on one page for twelve bills',
                ),
              ],
              portalShell: [
                proof(
                  file.header,
                  'refuses a logo address from another origin and shows the cooperative name instead',
                ),
                proof(
                  file.safeHtml,
                  'opens links in a new tab without access back to the page and treats images without alt as decorative',
                ),
              ],
            })(family),
            family === 'usageTracker'
              ? 'Each chart is named by a summary of its title, range and extremes, and holds a table of exactly the numbers it draws.'
              : undefined,
          ),
    ),
    cooperativeContent:
      'The logo’s text alternative is the cooperative’s name from its settings, the sign-in side image’s is the text it configures, and an image in its web content has the alt it writes (none makes it decorative). Bills, notices and member documents are its PDFs.',
  },
  ...(
    [
      ['1.2.1', 'Audio-only and Video-only (Prerecorded)'],
      ['1.2.2', 'Captions (Prerecorded)'],
      ['1.2.3', 'Audio Description or Media Alternative (Prerecorded)'],
    ] as const
  ).map(([number, name]): SuccessCriterion => ({
    number,
    name,
    level: 'A',
    since: '2.0',
    remarks: noMedia,
    families: everyFamily({ conformance: 'Not Applicable', evidence: mediaDropped }),
  })),
  {
    number: '1.3.1',
    name: 'Info and Relationships',
    level: 'A',
    since: '2.0',
    remarks:
      'Labels are tied to their fields, hints and errors describe them, tables have captions and headers, lists, steps, tabs and dialogs have their roles, and sections their headings. axe-core’s structure rules run in every tested state.',
    families: eachFamily((family) => {
      const evidence = withAxe({
        quickPay: [
          proof(file.stepper, 'is an ordered list with aria-current="step" on the current step only'),
        ],
        signIn: [
          proof(
            file.login,
            'shows both required messages on an empty Log in, tied to their fields, and focuses the username',
          ),
          proof(file.passwordPair, 'ties each error to its own field'),
        ],
        accountAndBilling: [
          proof(
            file.dataTable,
            'marks row headers and alignment, and puts aria-sort only on sortable columns',
          ),
          proof(file.detailList, 'renders label/value pairs as a description list'),
          proof(
            file.manageNotifications,
            'shows a card per alert type at 375 px, each box labelled with its contact',
          ),
        ],
        usageTracker: [
          proof(file.dataTable, 'shows the caption, the headers and the first page of rows in data order'),
        ],
        outage: [proof(file.tabs, 'has no WCAG A/AA violations')],
        serviceForms: [
          proof(file.field, 'describes a select and a checkbox with their errors, as it does a text input'),
        ],
        portalShell: [
          proof(file.safeHtml, 'keeps the content and drops scripts, event handlers and javascript: links'),
        ],
      })(family);
      return family === 'accountAndBilling'
        ? partiallySupports(
            'A bill or notice in the PDF viewer is a picture of its page; Page text gives its text as lines in reading order, but its headings and tables reach assistive technology only through the downloaded PDF.',
            evidence,
          )
        : supports(evidence);
    }),
    cooperativeContent:
      'Its web content (Terms of Use, notices, messages) keeps the headings, lists and tables it writes, and its PDFs carry their own structure.',
  },
  {
    number: '1.3.2',
    name: 'Meaningful Sequence',
    level: 'A',
    since: '2.0',
    remarks:
      'The layouts place content in source order; narrow screens stack it rather than reorder it, and a table turns into cards in the same order. The service forms, the outage report and the usage tracker are checked control by control: each next control is to the right on its row or lower down, at 1280 and 375 px.',
    families: eachFamily((family) => {
      const walkedThrough: Record<FamilyId, readonly Evidence[]> = {
        quickPay: [
          proof(
            file.quickPayKeyboard,
            'Quick Pay can be completed to the hosted payment page with the keyboard alone',
          ),
        ],
        signIn: [proof(file.login, 'signs in with the keyboard alone: Tab through the fields and Enter')],
        accountAndBilling: [
          proof(
            file.payAccounts,
            'goes by Tab from the ways to pay, none chosen, through the date to Pay Now',
          ),
          proof(
            file.dataTable,
            'reaches every control with Tab in reading order, and Tab leaves the table at the end',
          ),
          proof(file.dataTable, 'at 400 px turns each row into a card whose cells show their column header'),
        ],
        usageTracker: [
          proof(
            file.usageTracker,
            '300100200 at ${width} px: the Daily tab’s last 15 days, bars under the temperatures, the figures, Explained and the table',
          ),
        ],
        outage: [outageReportByKeyboard],
        serviceForms: [...serviceFormsByKeyboard, readingOrderCheck],
        portalShell: [
          proof(
            file.layoutStability,
            'moves nothing when the route screen arrives: the page below stays put and the footer comes after the screen',
          ),
        ],
      };
      return supports(walkedThrough[family]);
    }),
  },
  {
    number: '1.3.3',
    name: 'Sensory Characteristics',
    level: 'A',
    since: '2.0',
    remarks:
      'Instructions name what they mean; the few that also say where (“the links below the Log in button”, “the fields above”, “the list below”) name the thing too, and none relies on shape, colour, size or sound. A unit test finds every text of the catalogues that uses a word of place, shape, colour or sound and fails on one not reviewed, each review saying why the text stands without sight.',
    families: everyFamily(
      supports([
        proof(
          file.sensoryCharacteristics,
          'every instruction that says where, or names a shape, colour or sound, is reviewed',
        ),
      ]),
    ),
  },
  {
    number: '1.4.1',
    name: 'Use of Color',
    level: 'A',
    since: '2.0',
    remarks:
      'Errors, required fields, states and steps are said in words, not colour alone; axe-core’s link-in-text-block rule runs in every tested state, and in forced colours the selected tab and the legend’s entries still differ.',
    families: eachFamily((family) =>
      family === 'usageTracker'
        ? supports(
            [
              proof(
                file.chart,
                'says each bar’s kind in words too, in the table and at the keyboard cursor, not by its fill alone',
              ),
              proof(
                file.forcedColors,
                'tells the usage tracker’s selected tab apart, keeps its legend’s entries apart, and gives its controls a boundary',
              ),
            ],
            'The daily chart paints a bar’s kind (estimate, keyed, weekend, weekday) by its fill, with a legend, and says it in words beside each value in the chart’s table and at its keyboard cursor. The selected tab is marked otherwise than by colour.',
          )
        : supports(
            withAxe({
              quickPay: [
                proof(
                  file.stepper,
                  'states the progress as "Step 2 of 3: Verify" in a status region, updated when the step changes',
                ),
              ],
              signIn: [
                proof(file.completeRegistration, 'shows the strength as a meter with its level in words'),
              ],
              accountAndBilling: [
                proof(file.paymentProfile, 'marks an expired card and a method an auto payment uses'),
              ],
              outage: [proof(file.tabs, 'ArrowRight moves focus and selection exactly one tab to the right')],
              serviceForms: [
                proof(
                  file.field,
                  'when required shows "(required)" beside the label and sets aria-required, keeping the label as the name',
                ),
              ],
              portalShell: [
                proof(file.header, 'opens nested sub-menus and marks external links as opening a new tab'),
              ],
            })(family),
          ),
    ),
  },
  {
    number: '1.4.2',
    name: 'Audio Control',
    level: 'A',
    since: '2.0',
    remarks: noMedia,
    families: everyFamily({ conformance: 'Not Applicable', evidence: mediaDropped }),
  },
  {
    number: '2.1.1',
    name: 'Keyboard',
    level: 'A',
    since: '2.0',
    remarks:
      'Keys are sent through the browser’s own input pipeline. Dialogs, tabs, menus, tables and the charts’ plots take the keys their roles call for.',
    families: eachFamily((family) => {
      const tested: Record<FamilyId, readonly Evidence[]> = {
        quickPay: [
          proof(file.quickPayInline, 'can be completed with the keyboard alone'),
          proof(
            file.quickPayKeyboard,
            'Quick Pay can be completed to the hosted payment page with the keyboard alone',
          ),
        ],
        signIn: [
          proof(file.login, 'signs in with the keyboard alone: Tab through the fields and Enter'),
          proof(file.loginMfa, 'submits the complete code with Enter'),
          proof(file.registrationStepOne, 'can be completed with the keyboard alone up to step two'),
          proof(file.completeRegistration, 'can be completed with the keyboard alone'),
        ],
        accountAndBilling: [
          proof(
            file.accountProfile,
            'changes a phone with the keyboard alone: Edit, type, Enter, Update This Account, Not Now',
          ),
          proof(
            file.operationRoundup,
            'works from the keyboard: Space selects a row and switches enrolment on',
          ),
          proof(
            file.delinquentHistory,
            'opens a notice from the keyboard, and Escape closes it with focus back on its button',
          ),
          proof(
            file.dataTable,
            'sorts with Enter and Space on the focused header button, keeping focus there',
          ),
          proof(file.pdfViewer, 'moves between pages from the keyboard'),
        ],
        usageTracker: [
          proof(
            file.usageTracker,
            'picks a day with the keyboard and loads its hourly usage (the meter-data feature)',
          ),
          proof(
            file.chart,
            'reads the points with the keyboard: Tab to the plot, then the arrows, Page Up and Down, Home and End',
          ),
          proof(
            file.chart,
            'chooses a point by Enter or Space at the keyboard cursor, and by a click on the plot',
          ),
          proof(
            file.usageTrackerE2e,
            'opens daily usage, picks a day by keyboard for its hours, exports the table, and downloads a week of 15-minute data as Green Button',
          ),
        ],
        outage: [
          outageReportByKeyboard,
          proof(file.outage, 'moves between the tabs with the arrow keys, Home and End'),
          proof(file.textField, 'lets Tab go from one field straight to the next, hints and all'),
        ],
        serviceForms: [
          ...serviceFormsByKeyboard,
          focusChangesContextCheck,
          proof(
            file.capitalCreditLetter,
            'opens the Letter ID help and returns focus to its button at ${width} px',
          ),
          proof(file.field, 'lets Tab go from field to field: no field holds a button of its own'),
        ],
        portalShell: [
          proof(
            file.header,
            'opens the mega menu by keyboard, lists Draft Payments, and Escape closes it back to its button',
          ),
          proof(
            file.languageAndScheme,
            'names the other language in that language and keeps the keyboard’s focus through the switch',
          ),
        ],
      };
      return supports(tested[family]);
    }),
  },
  {
    number: '2.1.2',
    name: 'No Keyboard Trap',
    level: 'A',
    since: '2.0',
    remarks:
      'A modal dialog keeps focus inside while open, as it must, and gives it back to its opener on Escape or Close; every other widget lets Tab leave it.',
    families: eachFamily((family) =>
      supports(
        {
          quickPay: [
            proof(
              file.quickPayButton,
              'opens the dialog on click with focus on the account number, and Escape returns focus to the button',
            ),
            proof(
              file.quickPayFrame,
              'closes the frame with Escape, gives focus back and does not open the dialog when the code arrives',
            ),
          ],
          signIn: [
            proof(
              file.login,
              'opens the Member Login help dialog, keeps focus in it, and Escape returns focus to its link',
            ),
          ],
          accountAndBilling: [
            proof(
              file.pdfViewer,
              'keeps Tab inside the dialog, closes on Escape and gives focus back to the opener',
            ),
            proof(
              file.dataTable,
              'reaches every control with Tab in reading order, and Tab leaves the table at the end',
            ),
          ],
          usageTracker: [
            proof(
              file.chart,
              'reads the points with the keyboard: Tab to the plot, then the arrows, Page Up and Down, Home and End',
            ),
            proof(
              file.dataTable,
              'reaches every control with Tab in reading order, and Tab leaves the table at the end',
            ),
          ],
          outage: [proof(file.outage, 'moves between the tabs with the arrow keys, Home and End')],
          serviceForms: [
            proof(
              file.capitalCreditLetter,
              'opens the Letter ID help and returns focus to its button at ${width} px',
            ),
            proof(file.dialog, 'closes on Escape and gives focus back to the button that opened it'),
          ],
          portalShell: [
            proof(
              file.header,
              'opens the mega menu by keyboard, lists Draft Payments, and Escape closes it back to its button',
            ),
          ],
        }[family],
      ),
    ),
  },
  {
    number: '2.1.4',
    name: 'Character Key Shortcuts',
    level: 'A',
    since: '2.1',
    families: everyFamily(
      notApplicable(
        'No element defines a shortcut of letters, digits, punctuation or symbols. The charts’ keys (arrows, Page Up and Down, Home, End, Enter, Space) act only while the plot has focus.',
      ),
    ),
  },
  {
    number: '2.2.1',
    name: 'Timing Adjustable',
    level: 'A',
    since: '2.0',
    families: eachFamily((family) => {
      const sessionWarns =
        'two minutes before the member’s session ends (its token’s lifetime, at most 60 minutes), one alert dialog on the page says so with the time left; Stay Signed In renews the token with one press, as often as wanted within 12 hours of sign-in (at least ten renewals), and Sign Out ends the session. Left unanswered, the session ends with the time-out notice, as before.';
      switch (family) {
        case 'quickPay':
          return partiallySupports(
            'The back office’s Quick Pay session expires without a warning or a way to extend it; when Verify or Pay finds it expired, the visitor is taken back to the Account step with the account number kept.',
            [
              proof(
                file.quickPayInline,
                'takes the visitor back to the Account step, account number kept, when Verify finds the session expired',
              ),
            ],
          );
        case 'signIn':
          return partiallySupports(
            'The forms set no time limit of their own. A verification code and a reset link expire as the back office sets them, without a warning; a new code or link can be asked for.',
            [
              proof(
                file.loginMfa,
                'keeps the verification step when another session on the page times out, and says so',
              ),
            ],
          );
        case 'serviceForms':
          return supports(
            [...sessionWarning, ...sessionEnd],
            `The public forms (application for service, capital credits) have no time limit. On the signed-in ones (service requests, meter readings), ${sessionWarns}`,
          );
        case 'portalShell':
          return supports(
            [
              ...sessionWarning,
              proof(
                file.sessionWarning,
                'warns on a signed-in route, and Stay Signed In renews the session there',
              ),
              proof(file.sessionWarning, 'warns on a public page a signed-in member reads too'),
              ...sessionEnd,
            ],
            `The public pages set no time limit of their own. While a member is signed in, whatever route shows (a signed-in route, or a public page the member reads), ${sessionWarns}`,
          );
        default:
          return supports([...sessionWarning, ...sessionEnd], `Every screen is signed in: ${sessionWarns}`);
      }
    }),
    cooperativeContent:
      'A session token’s lifetime is what its back office gives at sign-in and at each renewal (the elements cap it at 60 minutes, and the signed-in time at 12 hours); the renewal call is the back office’s (docs/api.md, "Renew the token"). A Quick Pay session’s, a code’s and a reset link’s lifetimes are the back office’s too.',
  },
  {
    number: '2.2.2',
    name: 'Pause, Stop, Hide',
    level: 'A',
    since: '2.0',
    remarks:
      'Nothing moves, blinks, scrolls or updates on its own: the only animation is a loading spinner, shown while its content loads (slowed or stopped under prefers-reduced-motion, which no test checks), and the outage status loads again only when its tab is chosen. axe-core’s blink and marquee rules run in every tested state, and the web content allow-list drops <marquee> and media.',
    families: eachFamily((family) =>
      supports(
        withAxe(
          {
            outage: [
              proof(
                file.outage,
                'loads the status again each time the Status tab is selected, and shows what changed',
              ),
            ],
          },
          mediaDropped,
        )(family),
      ),
    ),
  },
  {
    number: '2.3.1',
    name: 'Three Flashes or Below Threshold',
    level: 'A',
    since: '2.0',
    remarks:
      'Nothing flashes. The elements’ only animation is a spinner’s steady turn (manual review of their styles); the web content allow-list drops media and <marquee>, which its test proves.',
    families: everyFamily(supports(mediaDropped)),
    cooperativeContent:
      'An animated image in its web content, logo or sign-in images is its own to keep below the threshold.',
  },
  {
    number: '2.4.1',
    name: 'Bypass Blocks',
    level: 'A',
    since: '2.0',
    families: everyFamily(notApplicable(standaloneOnTheCooperativesPage), {
      portalShell: supports(
        [
          proof(
            file.shellLayout,
            'is the first Tab stop, shows when focused, and takes the focus past the header and menus to the main region',
          ),
          proof(file.portalAxe, 'on the Riverbend portal home page, signed out'),
        ],
        'The portal starts with a “Skip to main content” link to its main region, and its header, main menu, main region and footer are landmarks.',
      ),
    }),
    cooperativeContent:
      'On its own pages, a way past its navigation to an element (a skip link, landmarks) is the cooperative’s.',
  },
  {
    number: '2.4.2',
    name: 'Page Titled',
    level: 'A',
    since: '2.0',
    families: everyFamily(
      notApplicable(
        'An element does not own its page’s title: the cooperative’s page does. Inside the portal, the portal shell titles every route.',
      ),
      {
        portalShell: supports([
          proof(
            file.routing,
            'shows a guarded screen to a signed-in member with the route chain as the title',
          ),
          proof(
            file.routing,
            'leaves the page title alone with manage-title="false" and puts it back when the portal leaves',
          ),
        ]),
      },
    ),
    cooperativeContent:
      'The title of a page holding a standalone element is its own; the portal titles a route “Screen | site name”, with the name from its settings.',
  },
  {
    number: '2.4.3',
    name: 'Focus Order',
    level: 'A',
    since: '2.0',
    remarks:
      'Focus follows the reading order; a dialog takes focus to its first field and gives it back to its opener (the session warning, opened by the clock while nothing had focus, to the screen’s heading); a failed submit focuses the first field in error; a new step or route moves focus to its heading.',
    families: eachFamily((family) =>
      supports(
        {
          quickPay: [
            proof(file.quickPayButton, 'keeps Tab and Shift+Tab inside the dialog'),
            proof(
              file.quickPayInline,
              'shows both required messages on an empty Continue and focuses the account number',
            ),
          ],
          signIn: [
            proof(
              file.login,
              'shows both required messages on an empty Log in, tied to their fields, and focuses the username',
            ),
            proof(
              file.registrationStepOne,
              'offers the masked email and cell phone, with focus on the new heading',
            ),
          ],
          accountAndBilling: [
            proof(
              file.accountProfile,
              'edits one section at a time; Cancel puts back the saved values and focus on Edit',
            ),
            proof(
              file.payAccounts,
              'goes by Tab from the ways to pay, none chosen, through the date to Pay Now',
            ),
            proof(
              file.dataTable,
              'moves focus to the other page button when the pressed one becomes disabled',
            ),
            proof(
              file.confirmDialog,
              'is an alert dialog named by its title and described by its message, with focus on cancel',
            ),
            proof(
              file.sessionWarning,
              "opened while nothing had focus, gives it to the screen's heading when it closes",
            ),
          ],
          usageTracker: [
            proof(
              file.chart,
              'reads the points with the keyboard: Tab to the plot, then the arrows, Page Up and Down, Home and End',
            ),
            proof(
              file.usageTracker,
              'picks a day with the keyboard and loads its hourly usage (the meter-data feature)',
            ),
          ],
          outage: [
            proof(file.outage, 'moves between the tabs with the arrow keys, Home and End'),
            proof(file.tabs, 'Tab from the control before the tabs lands on the selected tab'),
          ],
          serviceForms: [
            proof(
              file.capitalCreditLetter,
              'says which fields are missing or malformed, and focuses the first, at ${width} px',
            ),
            proof(
              file.applyForService,
              'names every missing field of the application and focuses the first at ${width} px',
            ),
          ],
          portalShell: [
            proof(
              file.routing,
              'routes a menu link inside the portal, moves focus to the new heading and reports the page view',
            ),
            proof(
              file.sessionWarning,
              'warns on a signed-in route, and Stay Signed In renews the session there',
            ),
          ],
        }[family],
      ),
    ),
  },
  {
    number: '2.4.4',
    name: 'Link Purpose (In Context)',
    level: 'A',
    since: '2.0',
    remarks:
      'Every link has a name from its text (axe-core’s link-name rule in every tested state); the main menu marks its external links as opening a new tab.',
    families: eachFamily((family) =>
      supports(
        withAxe({
          accountAndBilling: [
            proof(
              file.memberInfoDocs,
              'lists the documents under the configured heading, each opening in a new tab',
            ),
          ],
          outage: [
            proof(
              file.outage,
              'Map: a link to the configured map in a new window; no Map tab when the link is #',
            ),
          ],
          portalShell: [
            proof(file.header, 'opens nested sub-menus and marks external links as opening a new tab'),
            proof(
              file.publicPages,
              "shows the four Services and Products tiles, each opening the partner's site in a new window",
            ),
          ],
        })(family),
      ),
    ),
    cooperativeContent:
      'The text of links in its web content, the titles of its custom menu and footer links, and where its outage map and member documents lead are its own.',
  },
  {
    number: '2.5.1',
    name: 'Pointer Gestures',
    level: 'A',
    since: '2.1',
    families: everyFamily(
      notApplicable('Nothing takes a path or multipoint gesture: every control is a single tap or click.'),
      {
        accountAndBilling: supports(
          [
            proof(
              file.pdfViewer,
              'zooms: the page is redrawn bigger or smaller, and the zoom is unavailable at its limits',
            ),
          ],
          'The PDF viewer zooms with buttons, not a pinch.',
        ),
        usageTracker: supports(
          [
            proof(file.usageTracker, 'picks a day by clicking its bar'),
            proof(
              file.chart,
              'chooses a point by Enter or Space at the keyboard cursor, and by a click on the plot',
            ),
          ],
          'A day is chosen by a single click on its bar or from the keyboard; the plot takes no drag or pinch.',
        ),
      },
    ),
  },
  {
    number: '2.5.2',
    name: 'Pointer Cancellation',
    level: 'A',
    since: '2.1',
    remarks:
      'Controls act on click, the pointer’s up event. A dialog closes on a click outside it (the up event: a press outside released inside, or the reverse, closes nothing); a confirmation (alert dialog) does not close on one at all. An open menu or tooltip closes on a press outside it, as the platform’s own menus do: nothing is chosen or lost.',
    families: eachFamily((family) => {
      const shared = [
        proof(file.confirmDialog, 'stays open when the member clicks outside it'),
        proof(file.dialog, 'stays open, with focus inside, when the member clicks inside it'),
        proof(
          file.dialog,
          'stays open, with what was typed, when a press outside is released inside it (closes on the up event only)',
        ),
      ];
      return supports(
        [
          ...shared,
          ...forFamily(family, {
            quickPay: [
              proof(
                file.quickPayButton,
                'asks before quitting after the first step; No keeps the payment, Yes closes',
              ),
            ],
            usageTracker: [proof(file.usageTracker, 'picks a day by clicking its bar')],
          }),
        ],
        family === 'quickPay'
          ? 'Once the visitor has made progress, a press outside the dialog asks before quitting.'
          : undefined,
      );
    }),
  },
  {
    number: '2.5.3',
    name: 'Label in Name',
    level: 'A',
    since: '2.1',
    remarks:
      'A control’s accessible name starts with its visible label (“(required)” is said by aria-required, not added to the name); axe-core’s label-content-name-mismatch rule runs in every tested state.',
    families: eachFamily((family) =>
      supports(
        withAxe({}, [
          proof(
            file.field,
            'when required shows "(required)" beside the label and sets aria-required, keeping the label as the name',
          ),
        ])(family),
      ),
    ),
  },
  {
    number: '2.5.4',
    name: 'Motion Actuation',
    level: 'A',
    since: '2.1',
    families: everyFamily(notApplicable('Nothing responds to device motion.')),
  },
  {
    number: '3.1.1',
    name: 'Language of Page',
    level: 'A',
    since: '2.0',
    remarks:
      'Each element’s content carries the lang of the language it shows (English or Spanish), following the page. Every axe-core check of the browser tests switches the page to Spanish and waits for each element’s content to carry lang="es" before checking again.',
    families: eachFamily((family) =>
      supports(
        withAxe({}, [
          proof(
            file.languageAndScheme,
            'is the first named of: the member’s choice, <coop-config>, an element, <html lang>',
          ),
          proof(file.languageAndScheme, 'follows <html lang> changed by the page, without a reload'),
        ])(family),
      ),
    ),
    cooperativeContent: 'The lang of its own page’s <html>, which the elements follow unless told otherwise.',
  },
  {
    number: '3.2.1',
    name: 'On Focus',
    level: 'A',
    since: '2.0',
    remarks:
      'Focus changes no context. The Quick Pay button loads its dialog’s code when it gets focus or the pointer, and a help link its dialog’s when the pointer comes: nothing shows until pressed. Each service form is completed by Tab from field to field with a check at every stop that the address stayed, no dialog opened and focus stayed where Tab put it.',
    families: eachFamily((family) => {
      const tested: Record<FamilyId, readonly Evidence[]> = {
        quickPay: [
          proof(
            file.quickPayKeyboard,
            'Quick Pay can be completed to the hosted payment page with the keyboard alone',
          ),
        ],
        signIn: [
          proof(file.login, 'signs in with the keyboard alone: Tab through the fields and Enter'),
          proof(
            file.loginE2e,
            'the sign-in page loads the help dialog’s code only when the pointer comes to its link',
          ),
        ],
        accountAndBilling: [
          proof(
            file.payAccounts,
            'goes by Tab from the ways to pay, none chosen, through the date to Pay Now',
          ),
          proof(
            file.averageBilling,
            'opens the Not Eligible reason on keyboard focus and hides it on Escape',
          ),
        ],
        usageTracker: [
          proof(
            file.chart,
            'shows the cursor on the focused point, with a focus ring nothing covers, and hides it when focus leaves',
          ),
        ],
        outage: [
          outageReportByKeyboard,
          proof(file.outage, 'moves between the tabs with the arrow keys, Home and End'),
        ],
        serviceForms: [...serviceFormsByKeyboard, focusChangesContextCheck],
        portalShell: [
          proof(
            file.header,
            'opens the mega menu by keyboard, lists Draft Payments, and Escape closes it back to its button',
          ),
        ],
      };
      return supports(tested[family]);
    }),
  },
  {
    number: '3.2.2',
    name: 'On Input',
    level: 'A',
    since: '2.0',
    remarks:
      'Choosing an option or typing changes what the form shows (fields appear, totals update, the chart redraws) but never submits, navigates or opens a window: that takes a button. A complete code does not submit itself.',
    families: eachFamily((family) =>
      supports(
        {
          quickPay: [
            proof(
              file.quickPayInline,
              'checks each field again as it is corrected after a Continue, and not before',
            ),
          ],
          signIn: [proof(file.loginMfa, 'takes digits only, up to 6, and enables Verify only at 6')],
          accountAndBilling: [
            proof(
              file.draftPayments,
              'clears the bank form when the draft option changes, and hides it for a card',
            ),
            proof(file.paymentHistory, 'keeps bills only, then payments only, with the type filter'),
          ],
          usageTracker: [
            proof(
              file.usageTracker,
              'offers a choice of meters when the account has more than one, and loads the one chosen',
            ),
            proof(
              file.usageTracker,
              'redraws another timeframe on the same chart, without building it again',
            ),
          ],
          outage: [
            proof(
              file.outage,
              'asks for a phone number when a call back is asked for and another number is empty, then checks its format',
            ),
          ],
          serviceForms: [
            proof(
              file.applyForService,
              'starts on New Service in the portal and hands the choice to the application at ${width} px',
            ),
            proof(
              file.serviceRequests,
              'says each rule’s message when the member leaves a field, and enables Submit once all hold',
            ),
          ],
          portalShell: [
            proof(
              file.shellLayout,
              'shows the selected account and 4 others of six, and selecting one changes the account shown',
            ),
          ],
        }[family],
      ),
    ),
  },
  {
    number: '3.2.6',
    name: 'Consistent Help',
    level: 'A',
    since: '2.2',
    families: everyFamily(
      notApplicable(
        'A standalone element repeats no help mechanism across pages; its own help (a dialog beside the field it explains) is part of its form. Inside the portal, the shell’s footer and web chat serve it.',
      ),
      {
        portalShell: supports(
          [
            proof(file.shellLayout, "shows every footer block Riverbend's settings fill"),
            proof(
              file.shellLayout,
              'offers the web chat only when the site enables it, with its visible quick replies',
            ),
            proof(
              file.layoutStability,
              'moves nothing when the route screen arrives: the page below stays put and the footer comes after the screen',
            ),
          ],
          'The footer with the cooperative’s contact details, and the web chat, are the same on every route, after the screen.',
        ),
      },
    ),
    cooperativeContent:
      'What the footer and the web chat offer comes from its settings; on its own pages, where it puts its contact details and help is its own.',
  },
  {
    number: '3.3.1',
    name: 'Error Identification',
    level: 'A',
    since: '2.0',
    remarks:
      'A field in error is marked invalid and described by its message, which its live region announces; a failure of the whole form is an alert, focused where the specs say so.',
    families: everyFamily(
      notApplicable('The shell has no fields: its screens’ forms belong to the families above.'),
      {
        quickPay: supports([
          proof(
            file.quickPayInline,
            'shows both required messages on an empty Continue and focuses the account number',
          ),
          proof(
            file.quickPayInline,
            'shows the first message of the 400 list for an unknown account and keeps what was typed',
          ),
        ]),
        signIn: supports([
          proof(
            file.login,
            'shows both required messages on an empty Log in, tied to their fields, and focuses the username',
          ),
          proof(file.forgot, 'shows a failed request as an alert with focus on it, and keeps the username'),
        ]),
        accountAndBilling: supports([
          proof(
            file.accountProfile,
            "asks for the first name: 'Please enter first name.', focused, nothing sent",
          ),
          proof(file.accountProfile, 'puts the back office’s 400 on the field it names'),
          proof(
            file.textField,
            'puts a new error into the alert region that already exists, so it is announced',
          ),
        ]),
        usageTracker: supports([
          proof(file.usageTracker, 'applies the date rules of spec 03 §5 with the MDM feature on'),
        ]),
        outage: supports([
          proof(file.outage, 'says You must select an issue when the member leaves the problem unchosen'),
          proof(
            file.outage,
            'places the back office’s 400 on the field it names, and keeps what the member chose',
          ),
        ]),
        serviceForms: supports([
          proof(
            file.serviceRequests,
            'says each rule’s message when the member leaves a field, and enables Submit once all hold',
          ),
          proof(file.meterReading, 'places the back office’s refusal on the field it names'),
        ]),
      },
    ),
    cooperativeContent:
      'The wording of its back office’s messages (a 400’s list, a status message), shown as sent.',
  },
  {
    number: '3.3.2',
    name: 'Labels or Instructions',
    level: 'A',
    since: '2.0',
    remarks:
      'Every field has a visible label, tied to it; a required one says “(required)”; formats and rules are hints read with the field.',
    families: everyFamily(
      notApplicable('The shell has no fields: its screens’ forms belong to the families above.'),
      {
        quickPay: supports([
          proof(
            file.quickPayKeyboard,
            'opening the Quick Pay dialog puts focus in the Account Number field, its help text read with it and covering nothing',
          ),
          proof(file.field, 'ties its label to the control, so a click on the label focuses it'),
        ]),
        signIn: supports([
          proof(
            file.login,
            'shows the Sign In form: username and password with their lengths, Log in, the links, and no alert',
          ),
          proof(
            file.passwordPair,
            'shows the rule text and the strength, and describes the new password with both',
          ),
        ]),
        accountAndBilling: supports([
          proof(
            file.manageNotifications,
            'shows a card per alert type at 375 px, each box labelled with its contact',
          ),
          proof(
            file.field,
            'describes the control with its hint, then its error, and marks it invalid while there is an error',
          ),
        ]),
        usageTracker: supports([
          proof(file.usageTracker, 'applies the date rules of spec 03 §5 with the MDM feature on'),
        ]),
        outage: supports([
          proof(
            file.outage,
            'Report an Outage: the problems, the unticked call-back box, Jordan’s phone or another, the comment, and Submit disabled',
          ),
        ]),
        serviceForms: supports([
          proof(
            file.capitalCreditLetter,
            "shows the title, the site's message, both fields and the button to a visitor at ${width} px",
          ),
          proof(
            file.applyForService,
            "asks for the SSN's last 4 digits as a digits-only field, or the deposit notice, at ${width} px",
          ),
        ]),
      },
    ),
  },
  {
    number: '3.3.7',
    name: 'Redundant Entry',
    level: 'A',
    since: '2.2',
    families: everyFamily(notApplicable('No process here asks for information twice.'), {
      quickPay: partiallySupports(
        'Back from the Verify step returns an empty Account step (spec 01), so a visitor who goes back types the account number and phone digits again. When Verify or Pay finds the session expired, the account number is kept.',
        [
          proof(
            file.quickPayInline,
            'shows the verify details with the prepaid label, and Back returns to an empty account form',
          ),
          proof(
            file.quickPayInline,
            'takes the visitor back to the Account step, account number kept, when Verify finds the session expired',
          ),
        ],
      ),
      signIn: supports(
        [
          proof(
            file.registrationStepOne,
            'goes Back from the code to the options and from the options to the account number, which it keeps',
          ),
          proof(
            file.completeRegistration,
            'shows the member number read-only, the email from the code response, and only the visible questions',
          ),
        ],
        'Registration keeps what was given at each step. Back from the authenticator-code step starts sign-in over, keeping no credential, for security.',
      ),
      accountAndBilling: supports([
        proof(file.payAccounts, 'checks the account of the address (Pay Bill) with its default amount'),
        proof(
          file.accountProfile,
          'keeps what the member typed when the save fails, with the catalogue’s message focused',
        ),
      ]),
      outage: supports(
        [
          proof(
            file.outage,
            'Report an Outage: the problems, the unticked call-back box, Jordan’s phone or another, the comment, and Submit disabled',
          ),
        ],
        'The report offers the member’s phone on file for the call-back.',
      ),
      serviceForms: supports(
        [
          proof(
            file.unclaimedCapitalCredits,
            "shows the contact form and every rule's message on an empty submit at ${width} px",
          ),
          proof(
            file.applyForService,
            'starts on New Service in the portal and hands the choice to the application at ${width} px',
          ),
        ],
        'A claim starts with the name of the record chosen; the application starts with the choice made on New Service.',
      ),
    }),
  },
  {
    number: '4.1.1',
    name: 'Parsing',
    level: 'A',
    since: '2.0',
    obsolete:
      'WCAG 2.2 removed 4.1.1 as obsolete, and its note says it is always satisfied for content in HTML or XML; it is reported for WCAG 2.0 and 2.1.',
    remarks:
      'The elements build their DOM through React’s DOM calls, never from HTML text; the cooperative’s web content is parsed by DOMPurify and inserted as nodes; every id reference resolves in its own shadow root, checked before each axe-core run.',
    families: everyFamily(
      supports([
        proof(file.idReferences, 'names each reference that points out of its shadow root or at nothing'),
        proof(
          file.safeHtml,
          'passes every payload of the attack corpus through the allow-list: nothing runs, loads or posts',
        ),
      ]),
    ),
  },
  {
    number: '4.1.2',
    name: 'Name, Role, Value',
    level: 'A',
    since: '2.0',
    remarks:
      'Native controls where they exist, ARIA roles and states where they do not (tabs, menus, the charts’ plots, toggles, busy buttons); axe-core’s ARIA and name rules run in every tested state, after every aria-labelledby, aria-describedby, aria-controls and label for is checked to resolve inside its own shadow root.',
    families: eachFamily((family) =>
      supports(
        withAxe(
          {
            quickPay: [
              proof(
                file.button,
                'while loading is disabled, marked aria-busy and shows a spinner hidden from screen readers',
              ),
            ],
            signIn: [
              proof(file.login, 'shows and hides the password with a toggle button that says its state'),
            ],
            accountAndBilling: [
              proof(
                file.dataTable,
                'marks row headers and alignment, and puts aria-sort only on sortable columns',
              ),
            ],
            usageTracker: [
              proof(
                file.chart,
                'names the plot with a summary of its title, range, lowest and highest value, and says how its keys work',
              ),
            ],
            outage: [proof(file.tabs, 'ArrowRight moves focus and selection exactly one tab to the right')],
            serviceForms: [
              proof(file.field, 'ties its label to the control, so a click on the label focuses it'),
            ],
            portalShell: [
              proof(
                file.dialog,
                'renders in the portal container inside the shadow root as a dialog named by its title',
              ),
            ],
          },
          [proof(file.idReferences, 'names each reference that points out of its shadow root or at nothing')],
        )(family),
      ),
    ),
  },

  // Level AA
  ...(
    [
      ['1.2.4', 'Captions (Live)'],
      ['1.2.5', 'Audio Description (Prerecorded)'],
    ] as const
  ).map(([number, name]): SuccessCriterion => ({
    number,
    name,
    level: 'AA',
    since: '2.0',
    remarks: noMedia,
    families: everyFamily({ conformance: 'Not Applicable', evidence: mediaDropped }),
  })),
  {
    number: '1.3.4',
    name: 'Orientation',
    level: 'AA',
    since: '2.1',
    remarks:
      'No element locks its orientation. Every route and element is laid out in a tall (320 × 640) and a wide (320 × 180 CSS px) viewport without scrolling sideways.',
    families: everyFamily(supports(reflowChecked)),
  },
  {
    number: '1.3.5',
    name: 'Identify Input Purpose',
    level: 'AA',
    since: '2.1',
    remarks:
      'Where a field collects the member’s own details, an autocomplete token tells the browser its purpose; axe-core’s autocomplete-valid rule checks every token in every tested state.',
    families: everyFamily(notApplicable(), {
      quickPay: notApplicable(
        'Quick Pay asks for an account number, the last four digits of a phone number and an amount: none has an autocomplete purpose. Card and bank details are typed on the hosted payment page.',
      ),
      signIn: supports([
        proof(
          file.login,
          'shows the Sign In form: username and password with their lengths, Log in, the links, and no alert',
        ),
        proof(
          file.loginMfa,
          'locks the username, hides the password and asks for a 6-digit code, with Verify off until it is complete',
        ),
        proof(file.passwordPair, 'asks the browser for a new password in both fields, hidden as typed'),
        proof(
          file.autocompleteTokens,
          'name the purpose of every credential and personal field, exactly these',
        ),
      ]),
      accountAndBilling: supports([
        proof(
          file.autocompleteTokens,
          'name the purpose of every credential and personal field, exactly these',
        ),
      ]),
      usageTracker: notApplicable('Its fields are dates and choices, none about the member.'),
      outage: supports(
        [proof(file.phoneField, 'writes the punctuation of (ddd) ddd-dddd as the member types digits')],
        'The call-back number is a phone field (tel-national).',
      ),
      serviceForms: supports([
        proof(
          file.autocompleteTokens,
          'name the purpose of every credential and personal field, exactly these',
        ),
      ]),
      portalShell: notApplicable('The shell has no fields: its screens’ forms belong to the families above.'),
    }),
  },
  {
    number: '1.4.3',
    name: 'Contrast (Minimum)',
    level: 'AA',
    since: '2.0',
    remarks:
      'Every text and background pair of the light and dark schemes reads at 4.5:1 or more (a unit test of the theme), and axe-core’s color-contrast rule runs in every tested state in both schemes. On a hostile page the elements still paint their own surface under their text.',
    families: eachFamily((family) =>
      supports(
        withAxe({}, [
          themeTextContrast,
          proof(file.hostilePage, 'paint their own surface under their text, on the page’s dark background'),
        ])(family),
      ),
    ),
    cooperativeContent:
      'Colours it sets through the --coop-* custom properties or a custom stylesheet replace the tested theme and are its to keep at 4.5:1; text in its images is its own.',
  },
  {
    number: '1.4.4',
    name: 'Resize Text',
    level: 'AA',
    since: '2.0',
    remarks:
      'The elements’ sizes are in px, so the browser’s zoom is how a member enlarges their text: a host page’s root font size cannot shrink them, and the browser’s own font size setting leaves them as they are. At 200% (a 1280 px window laid out in 640 CSS px) and at 400%, every route and element reads without scrolling sideways; at 1280 px with the browser’s font size at 32 px, no text of a route or element is clipped or drawn over other text; the PDF viewer zooms the page itself.',
    families: everyFamily(supports(reflowChecked)),
  },
  {
    number: '1.4.5',
    name: 'Images of Text',
    level: 'AA',
    since: '2.0',
    remarks: 'The elements’ own words are text.',
    families: everyFamily(notApplicable(), {
      quickPay: supports([
        proof(
          file.quickPayInline,
          'starts the Pay step with the account balance, the fee text and the gateway notice',
        ),
      ]),
      signIn: supports([
        proof(
          file.login,
          'shows the Sign In form: username and password with their lengths, Log in, the links, and no alert',
        ),
      ]),
      accountAndBilling: partiallySupports(
        'A bill or notice in the PDF viewer is drawn as an image of its page’s text, with Page text showing the same text as text; the Billed Usage Summary’s axis labels are drawn into its canvas, the same numbers are text in its table, and Download gives the PDF.',
        [
          proof(
            file.pdfViewer,
            'opens with a spinner, then draws page 1 of 3 into a canvas named by page and file',
          ),
          proof(
            file.pdfViewer,
            'shows the page as text in place of its picture, follows the page and the zoom, and goes back',
          ),
          proof(
            file.accountOverview,
            '300100200: the Billed Usage Summary draws the last 12 bills as bars, with the same numbers in its table',
          ),
        ],
      ),
      usageTracker: partiallySupports(
        'The charts’ axis labels are drawn into their canvas: the same dates and values are text in each chart’s table, its summary and its keyboard announcements.',
        [proof(file.usageTracker, 'holds in its table the same numbers the chart draws')],
      ),
      outage: supports([
        proof(
          file.outage,
          '300100202: the outage message with the estimated restoration time in the cooperative’s zone',
        ),
      ]),
      serviceForms: supports([
        proof(
          file.capitalCreditLetter,
          "shows the title, the site's message, both fields and the button to a visitor at ${width} px",
        ),
      ]),
      portalShell: supports(
        [
          proof(
            file.header,
            'refuses a logo address from another origin and shows the cooperative name instead',
          ),
        ],
        'The logo is the cooperative’s logotype.',
      ),
    }),
    cooperativeContent: 'Its logo (a logotype) and images of text in its web content and PDFs are its own.',
  },
  {
    number: '1.4.10',
    name: 'Reflow',
    level: 'AA',
    since: '2.1',
    remarks:
      'Every route of the portal, signed in, and every element on its demo page is measured at 320 CSS px, as a phone and as a 1280 px window zoomed to 400%, through every shadow root, and at 200% zoom: nothing scrolls sideways. Tables turn into cards below 600 px and scroll in their own box when wider than their column; a PDF page and a chart’s plot, which need two dimensions, scroll or fit within their box.',
    families: eachFamily((family) =>
      supports([
        ...reflowChecked,
        ...forFamily(family, {
          signIn: [
            proof(
              file.completeRegistration,
              'fits a 360 px wide phone without horizontal scrolling, with a full-width register button',
            ),
            proof(file.login, 'hides the images below 600 px and gives the form the full width'),
          ],
          accountAndBilling: [
            proof(file.accountProfile, 'shows the Phones form at its width without horizontal scrolling'),
            proof(
              file.dataTable,
              'at 400 px turns each row into a card whose cells show their column header',
            ),
          ],
          portalShell: [proof(file.header, 'folds the menu behind a Menu button below 600 px')],
        }),
      ]),
    ),
  },
  {
    number: '1.4.11',
    name: 'Non-text Contrast',
    level: 'AA',
    since: '2.1',
    remarks:
      'Borders, focus rings, chart marks and state colours of both schemes show at 3:1 or more against their surfaces (a unit test of the theme). In forced colours, controls keep a boundary and focus a Highlight ring.',
    families: eachFamily((family) =>
      supports([
        themeMarkContrast,
        ...forFamily(family, {
          quickPay: [
            proof(
              file.forcedColors,
              'gives the Quick Pay button, its dialog, the dialog’s fields and its icon-only Close an edge and a Highlight focus ring',
            ),
          ],
          accountAndBilling: [
            proof(
              file.forcedColors,
              'gives every control of the account overview, Billing & Payment History included, a boundary and a Highlight ring',
            ),
          ],
          usageTracker: [
            proof(
              file.forcedColors,
              'draws each kind of the usage chart’s bars in its own colour, the one its legend shows, and its two temperature lines apart',
            ),
          ],
          portalShell: [
            proof(
              file.forcedColors,
              'gives the portal header’s Sign In, Close announcement and language switch, and every menu bar item, a boundary',
            ),
          ],
        }),
      ]),
    ),
    cooperativeContent:
      'Colours it sets through the --coop-* custom properties or a custom stylesheet are its to keep at 3:1.',
  },
  {
    number: '1.4.12',
    name: 'Text Spacing',
    level: 'AA',
    since: '2.1',
    remarks:
      'Every route of the portal, signed in, is read at 1280 px with WCAG’s spacing (line height 1.5, letter spacing 0.12em, word spacing 0.16em, 2em after paragraphs) applied with !important inside every shadow root, as a member’s own style sheet applies it: no box cuts its text off. Each element resets the page’s inherited text properties at its shadow root, so a hostile page’s rules do not reach inside; a member’s !important rules do.',
    families: everyFamily(
      supports([
        proof(
          file.reflow,
          'every route of the portal, signed in, reads without scrolling sideways, and loses no text to wider text spacing or a 32 px font size',
        ),
        proof(
          file.hostilePage,
          'look exactly as on a clean page: text styles, controls, dialog box and the hosts’ own display',
        ),
      ]),
    ),
  },
  {
    number: '1.4.13',
    name: 'Content on Hover or Focus',
    level: 'AA',
    since: '2.1',
    families: everyFamily(notApplicable('Nothing appears on hover or focus alone.'), {
      quickPay: supports([
        proof(
          file.quickPayInline,
          'warns that card payment is restricted with the tooltip text, and still offers Verify',
        ),
        proof(
          file.tooltip,
          'shows on hover and stays while the pointer moves onto the text (WCAG 1.4.13 hoverable)',
        ),
        proof(
          file.tooltip,
          'hides on Escape while hovered, without moving the pointer (WCAG 1.4.13 dismissable)',
        ),
      ]),
      accountAndBilling: supports([
        proof(file.averageBilling, 'opens the Not Eligible reason on keyboard focus and hides it on Escape'),
        proof(
          file.tooltip,
          'shows on hover and stays while the pointer moves onto the text (WCAG 1.4.13 hoverable)',
        ),
        proof(
          file.tooltip,
          'hides on Escape while hovered, without moving the pointer (WCAG 1.4.13 dismissable)',
        ),
      ]),
      usageTracker: supports(
        [
          proof(
            file.chart,
            'shows the cursor on the focused point, with a focus ring nothing covers, and hides it when focus leaves',
          ),
        ],
        'The plot’s cursor shows on focus and reads its point under the plot, covering nothing; the pointer moves no cursor.',
      ),
    }),
  },
  {
    number: '2.4.5',
    name: 'Multiple Ways',
    level: 'AA',
    since: '2.0',
    families: everyFamily(notApplicable(standaloneOnTheCooperativesPage), {
      portalShell: supports(
        [
          proof(file.header, 'shows the logo, Sign In and the standard menu to a visitor'),
          proof(
            file.publicPages,
            'shows the Quick Pay banner with the Quick Pay button element and the tiles by their rules',
          ),
          proof(
            file.accountOverview,
            'Report Outage goes to the outage screen with accountno, memberno, locationid and accounttype',
          ),
        ],
        'A screen is reached from the main menu, the home page’s tiles and the account overview’s links and cards.',
      ),
    }),
    cooperativeContent:
      'How its own pages holding standalone elements are found (its site menu, search, site map) is its own.',
  },
  {
    number: '2.4.6',
    name: 'Headings and Labels',
    level: 'AA',
    since: '2.0',
    remarks: 'Headings name their screen, step or section, and labels their field, in the specs’ words.',
    families: eachFamily((family) =>
      supports(
        {
          quickPay: [
            proof(
              file.stepper,
              'states the progress as "Step 2 of 3: Verify" in a status region, updated when the step changes',
            ),
          ],
          signIn: [
            proof(
              file.registrationStepOne,
              'heads step one "Registration" and asks for the account number on an empty Next, focusing the field',
            ),
          ],
          accountAndBilling: [
            proof(
              file.memberInfoDocs,
              'lists the documents under the configured heading, each opening in a new tab',
            ),
            proof(
              file.accountProfile,
              'shows the Name, Address and Phones sections of 300100200, the spouse, and an Edit for each',
            ),
          ],
          usageTracker: [
            proof(file.dataTable, 'shows the caption, the headers and the first page of rows in data order'),
          ],
          outage: [
            proof(file.outage, '300100200: the account, the four tabs, and the no-outage message on Status'),
          ],
          serviceForms: [
            proof(
              file.capitalCreditLetter,
              "shows the title, the site's message, both fields and the button to a visitor at ${width} px",
            ),
          ],
          portalShell: [
            proof(
              file.routing,
              'routes a menu link inside the portal, moves focus to the new heading and reports the page view',
            ),
          ],
        }[family],
      ),
    ),
    cooperativeContent:
      'Headings and labels it configures (the member documents’ heading, its custom menu’s titles, its tiles) are its own.',
  },
  {
    number: '2.4.7',
    name: 'Focus Visible',
    level: 'AA',
    since: '2.0',
    remarks:
      'Every control shows the theme’s focus ring, 2 px outside it, at 3:1 or more against the surface in both schemes, and a Highlight ring in forced colours. The forced-colours test checks it on the Quick Pay button and dialog, the portal header, the account overview and the usage tracker; the sign-in, outage and service forms use the same button and field primitives.',
    families: eachFamily((family) => {
      const checkedOnTheFamily = forFamily(family, {
        quickPay: [quickPayFocusRing],
        accountAndBilling: [
          proof(
            file.forcedColors,
            'gives every control of the account overview, Billing & Payment History included, a boundary and a Highlight ring',
          ),
        ],
        usageTracker: [
          proof(
            file.chart,
            'shows the cursor on the focused point, with a focus ring nothing covers, and hides it when focus leaves',
          ),
        ],
        portalShell: [
          proof(
            file.forcedColors,
            'gives the portal header’s Sign In, Close announcement and language switch, and every menu bar item, a boundary',
          ),
        ],
      });
      // The other families' controls are the button and field primitives of Quick Pay's dialog.
      return supports([
        themeMarkContrast,
        ...(checkedOnTheFamily.length > 0 ? checkedOnTheFamily : [quickPayFocusRing]),
      ]);
    }),
  },
  {
    number: '2.4.11',
    name: 'Focus Not Obscured (Minimum)',
    level: 'AA',
    since: '2.2',
    families: everyFamily(
      partiallySupports(
        'Nothing of the element’s own is fixed or sticky over its content; no walk of this family’s screens checks a focused control stays in view yet (manual review).',
      ),
      {
        quickPay: supports(
          [
            proof(
              file.quickPayKeyboard,
              'opening the Quick Pay dialog puts focus in the Account Number field, its help text read with it and covering nothing',
            ),
          ],
          'The dialog is modal: nothing of the page can cover its focused field.',
        ),
        accountAndBilling: supports(
          [
            focusWalk,
            proof(file.dataTable, 'scrolls in a focusable, named box with the header row staying in view'),
          ],
          'A table with a maximum height (Draft Payments’ accounts) keeps its header row in view as it scrolls; walked with Tab and Shift+Tab, no focused control is hidden beneath it.',
        ),
        usageTracker: supports([
          focusWalk,
          proof(
            file.chart,
            'shows the cursor on the focused point, with a focus ring nothing covers, and hides it when focus leaves',
          ),
        ]),
        signIn: supports(
          [focusWalk],
          'The sign-in and registration forms are walked with Tab and Shift+Tab at 1280 and 375 px, before signing in.',
        ),
        outage: supports([focusWalk]),
        serviceForms: supports([focusWalk]),
        portalShell: supports(
          [focusWalk],
          'The web chat’s button is fixed in a corner of the window; walked with Tab and Shift+Tab at 1280 and 375 px, every focused control of the header, menus, screens and footer shows past it.',
        ),
      },
    ),
    cooperativeContent:
      'A sticky header, cookie banner or chat of its own page over an element can hide what has focus.',
  },
  {
    number: '2.5.7',
    name: 'Dragging Movements',
    level: 'AA',
    since: '2.2',
    families: everyFamily(
      notApplicable(
        'Nothing is dragged: the charts’ drag to zoom is off, and nothing is sorted or moved by dragging.',
      ),
    ),
  },
  {
    number: '2.5.8',
    name: 'Target Size (Minimum)',
    level: 'AA',
    since: '2.2',
    remarks:
      'axe-core’s target-size rule (24 × 24 CSS px, or spacing that makes up for a smaller target) runs in every tested state, at phone and desktop widths; links inside sentences are exempt.',
    families: eachFamily((family) => supports(axeChecked[family])),
  },
  {
    number: '3.1.2',
    name: 'Language of Parts',
    level: 'AA',
    since: '2.0',
    remarks:
      'The elements’ own words are all in the page’s language. The language switch names the other language in that language, marked with its lang; axe-core’s valid-lang rule runs in every tested state. The back office’s messages and web content are shown as sent, and asked for in the page’s language.',
    families: eachFamily((family) =>
      supports(
        withAxe({
          portalShell: [
            proof(
              file.languageAndScheme,
              'names the other language in that language and keeps the keyboard’s focus through the switch',
            ),
            proof(
              file.publicPages,
              'shows the Terms of Use in the language the member switches to, asking the site again once a language',
            ),
          ],
          signIn: [
            proof(
              file.languageAndScheme,
              'shows a failed sign-in’s message in the new language after a switch, not the old one',
            ),
          ],
        })(family),
      ),
    ),
    cooperativeContent:
      'Web content without a Spanish key, and its back office’s own messages, show as sent: English text on a Spanish page is not marked as English. Its web content may mark parts with lang, which the allow-list keeps.',
  },
  {
    number: '3.2.3',
    name: 'Consistent Navigation',
    level: 'AA',
    since: '2.0',
    families: everyFamily(notApplicable(standaloneOnTheCooperativesPage), {
      portalShell: supports(
        [
          proof(file.header, 'shows the logo, Sign In and the standard menu to a visitor'),
          proof(
            file.header,
            "shows PRAIRIE-WEB's custom menu, in position order, with EZ Pay and an external entry",
          ),
          proof(
            file.layoutStability,
            'moves nothing when the route screen arrives: the page below stays put and the footer comes after the screen',
          ),
        ],
        'The header, menu and footer are drawn once around every route, in the same order.',
      ),
    }),
    cooperativeContent: 'The navigation of its own pages around standalone elements is its own.',
  },
  {
    number: '3.2.4',
    name: 'Consistent Identification',
    level: 'AA',
    since: '2.0',
    remarks:
      'The same function has the same name everywhere, from one catalogue text: a failed load’s “Try again”, a removal’s question with No first, a bill’s View Bill and its viewer.',
    families: eachFamily((family) =>
      supports(
        {
          quickPay: [
            proof(file.publicPages, 'opens the Quick Pay dialog from the home banner'),
            proof(
              file.quickPayInline,
              'shows both required messages on an empty Continue and focuses the account number',
            ),
          ],
          signIn: [
            proof(
              file.requireMember,
              'shows a visitor the Sign In form, then its content once signed in there, without leaving the page',
            ),
            proof(
              file.loginInPortal,
              "links through the portal's routes and follows them without leaving the page",
            ),
          ],
          accountAndBilling: [
            proof(file.autoPay, 'asks before removing, No first and focused; No removes nothing'),
            proof(file.paymentProfile, 'asks before removing, No first and focused; No removes nothing'),
            proof(file.scheduledPayments, 'asks before deleting, No first and focused; No deletes nothing'),
            proof(
              file.accountOverview,
              'View Bill opens the statement in the PDF viewer, its first page drawn, focus inside the dialog',
            ),
          ],
          usageTracker: [
            proof(
              file.usageTracker,
              'shows the catalogue’s message with Try again when the daily usage fails',
            ),
            proof(
              file.loadState,
              "shows the catalogue's message and Try again, which loads again and shows the content",
            ),
          ],
          outage: [
            proof(
              file.outage,
              'shows the catalogue’s message with Try again when the status fails, and the status once it answers',
            ),
          ],
          serviceForms: [
            proof(
              file.serviceRequests,
              'shows the generic message with Try again when the service types cannot be loaded',
            ),
            proof(
              file.meterReading,
              'shows the catalogue’s message with Try again when the readings cannot be loaded',
            ),
          ],
          portalShell: [
            proof(
              file.loadState,
              "shows the catalogue's message and Try again, which loads again and shows the content",
            ),
            proof(file.header, 'signs out everywhere on the page: every portal shows Sign In and goes home'),
          ],
        }[family],
      ),
    ),
  },
  {
    number: '3.3.3',
    name: 'Error Suggestion',
    level: 'AA',
    since: '2.0',
    remarks:
      'An error says what is expected: the format, the range, the rule or the minimum, in the specs’ words.',
    families: everyFamily(
      notApplicable('The shell has no fields: its screens’ forms belong to the families above.'),
      {
        quickPay: supports([
          proof(
            file.quickPayInline,
            'focuses the phone field when only it is invalid, with the exact-four-digits message',
          ),
          proof(file.quickPayInline, 'requires the cut-off minimum with the four-part message'),
        ]),
        signIn: supports([
          proof(file.resetPassword, 'checks the password rules and that the confirmation matches'),
          proof(file.completeRegistration, 'checks the username rules and the email pattern'),
        ]),
        accountAndBilling: supports([
          proof(
            file.accountProfile,
            "shows 'Invalid phone format.(Ex: (987) 456-1230)' and the type/number pairing rules",
          ),
          proof(
            file.operationRoundup,
            'holds the amount to Operation RoundUp Plus’s maximum with a message of ours',
          ),
        ]),
        usageTracker: supports([
          proof(file.usageTracker, 'applies the date rules of spec 03 §5 with the MDM feature on'),
        ]),
        outage: supports([
          proof(
            file.outage,
            'asks for a phone number when a call back is asked for and another number is empty, then checks its format',
          ),
        ]),
        serviceForms: supports([
          proof(
            file.capitalCreditLetter,
            'says which fields are missing or malformed, and focuses the first, at ${width} px',
          ),
          proof(
            file.meterReading,
            'refuses a reading below the last one and a date in the future, without sending them',
          ),
        ]),
      },
    ),
    cooperativeContent: 'The wording of its back office’s refusals, shown on the field they name.',
  },
  {
    number: '3.3.4',
    name: 'Error Prevention (Legal, Financial, Data)',
    level: 'AA',
    since: '2.0',
    remarks:
      'A payment is reviewed before it is made (account and balance, amount, fee) and asks again after a recent one; a removal asks first, No focused; forms are checked before they are sent and keep what was typed when refused, except a bank account number.',
    families: everyFamily(
      notApplicable('Nothing here makes a legal or financial commitment or changes the member’s data.'),
      {
        quickPay: supports([
          proof(
            file.quickPayInline,
            'starts the Pay step with the account balance, the fee text and the gateway notice',
          ),
          proof(
            file.quickPayInline,
            'asks to confirm after a recent payment; Cancel returns to an empty first step',
          ),
        ]),
        signIn: supports([
          proof(
            file.completeRegistration,
            'shows every message of an empty form, tied to its field, and focuses the username',
          ),
          proof(
            file.completeRegistration,
            'keeps the register button disabled after a refused registration until the form changes',
          ),
        ]),
        accountAndBilling: supports([
          proof(
            file.payAccounts,
            'shows the fee and taxes before paying and asks the member to agree to the fee',
          ),
          proof(
            file.payAccounts,
            'asks before paying an account already paid today (another tab), and sends nothing for No',
          ),
          proof(file.autoPay, 'asks before removing, No first and focused; No removes nothing'),
          proof(
            file.averageBilling,
            'sends nothing when the member cancels, and signs one account up on Continue',
          ),
        ]),
        outage: notApplicable(
          'An outage report commits the member to nothing and changes none of their data.',
        ),
        serviceForms: supports([
          proof(
            file.applyForService,
            'names every missing field of the application and focuses the first at ${width} px',
          ),
          proof(
            file.applyForService,
            'shows the failure and keeps what was typed when the back office fails at ${width} px',
          ),
        ]),
      },
    ),
  },
  {
    number: '3.3.8',
    name: 'Accessible Authentication (Minimum)',
    level: 'AA',
    since: '2.2',
    families: everyFamily(
      notApplicable(
        'No sign-in of its own: a visitor gets the Sign In form of the sign-in family in its place.',
      ),
      {
        quickPay: supports(
          [
            proof(
              file.digitsField,
              'keeps only the digits of pasted text, in place of the selection, cut to its length',
            ),
            proof(file.quickPayInline, 'prefills from its attributes, cut to 12 and 4 characters'),
          ],
          'The account number and phone digits may be pasted, or prefilled by the page.',
        ),
        signIn: supports(
          [
            proof(
              file.login,
              'lets a paste into the password and the username go ahead when the site does not allow pasting passwords',
            ),
            proof(
              file.loginMfa,
              'takes a pasted code, its digits only, when the site does not allow pasting passwords',
            ),
            proof(
              file.login,
              'shows the Sign In form: username and password with their lengths, Log in, the links, and no alert',
            ),
            proof(
              file.loginMfa,
              'locks the username, hides the password and asks for a 6-digit code, with Verify off until it is complete',
            ),
          ],
          'Signing in asks no one to remember or transcribe: the username and password (autocomplete username and current-password) are filled by a password manager or pasted, and the authenticator code (one-time-code) is filled or pasted, whatever the site’s paste setting. That setting still applies where a new password is chosen (reset, My Profile), which is not a step of signing in.',
        ),
        accountAndBilling: supports(
          [
            proof(
              file.digitsField,
              'keeps only the digits of pasted text, in place of the selection, cut to its length',
            ),
          ],
          'Confirming a mobile number or an authenticator app takes a code, which may be pasted (one-time-code).',
        ),
      },
    ),
    cooperativeContent:
      'Its setting that refuses pasting into password fields applies where a new password is chosen, never to signing in.',
  },
  {
    number: '4.1.3',
    name: 'Status Messages',
    level: 'AA',
    since: '2.1',
    remarks:
      'Errors are alerts, other news a polite status: loading, results found, the page of a table, the step reached, a save done. A message said twice is announced twice.',
    families: eachFamily((family) =>
      supports(
        {
          quickPay: [
            proof(
              file.stepper,
              'states the progress as "Step 2 of 3: Verify" in a status region, updated when the step changes',
            ),
            proof(
              file.quickPayFrame,
              'shows the dialog’s frame at once on a press, focused and busy, then hands over to the dialog',
            ),
          ],
          signIn: [
            proof(file.login, 'announces the same failure again when it happens twice'),
            proof(
              file.login,
              'signs in: success message, session stored with the accounts, coop-signed-in, then the account overview',
            ),
          ],
          accountAndBilling: [
            proof(
              file.dataTable,
              'reports the search once typing pauses, not a query per key, and announces the count found',
            ),
            proof(file.loadState, 'shows a named spinner while loading, then the content'),
            proof(
              file.autoPay,
              'enrols with a stored method by one call for three presses, no hosted page, and says so',
            ),
          ],
          usageTracker: [
            proof(
              file.chart,
              'pages the table of 17,280 readings: one page of rows in the page, moved by keyboard, announced, its caption kept',
            ),
            proof(file.usageTracker, 'says when the chosen day has no hourly data'),
          ],
          outage: [
            proof(file.outage, 'says the status is loading while it loads'),
            proof(
              file.outage,
              'reports with the call-back number, shows the back office’s message, and the Status tab shows the outage with its time',
            ),
          ],
          serviceForms: [
            proof(
              file.unclaimedCapitalCredits,
              'searches with Enter and shows the results table at ${width} px',
            ),
            proof(
              file.serviceRequests,
              'submits a request, shows the back office’s message, empties the form and lists the request first',
            ),
          ],
          portalShell: [
            proof(file.alert, 'announces an error at once with role alert'),
            proof(file.alert, 'announces the other tones politely with role status'),
            proof(file.publicPages, 'puts account-type load errors in an alert and keeps the tiles'),
          ],
        }[family],
      ),
    ),
  },
];

export const evaluationMethods: readonly EvaluationMethod[] = [
  {
    name: 'axe-core in every tested state, in both languages and both schemes',
    description:
      'The browser tests (@web/test-runner driving Chromium, the real custom elements in their shadow roots, the back-office simulator behind them) end each state they reach with axe-core’s WCAG 2.0, 2.1 and 2.2 A and AA rules: once as the test left it (English, light scheme), then again with the page switched to Spanish and every element to the dark scheme. Before each run, every aria-labelledby, aria-describedby, aria-controls, aria-owns, aria-activedescendant, aria-errormessage, aria-details, aria-flowto and label for must resolve inside its own shadow root, which axe-core does not check. The end-to-end tests run axe-core on the demo site’s pages (the Quick Pay flow to the hosted page and back, the portal signed out and in, the account overview of every demo account, payments and history), and every story of the built Storybook is opened and checked by axe-core.',
    evidence: [
      proof(file.idReferences, 'names each reference that points out of its shadow root or at nothing'),
      proof(file.languageAndScheme, 'follows <html lang> changed by the page, without a reload'),
      proof(
        file.quickPayAxe,
        'the home page and each step of the Quick Pay dialog through to the success page have no WCAG A/AA violations',
      ),
      proof(file.portalAxe, 'on the login route, then on the account overview with the profile menu open'),
    ],
  },
  {
    name: 'Keyboard tests',
    description:
      'Keys go through the browser’s own input pipeline (sendKeys in the browser tests, the keyboard of Playwright end to end): flows completed by keyboard alone, focus moved into and back out of every dialog, arrow keys in tabs, menus and charts, the Tab order through tables and forms, and where focus lands after an error, a step or a route.',
    evidence: [
      proof(
        file.quickPayKeyboard,
        'Quick Pay can be completed to the hosted payment page with the keyboard alone',
      ),
      proof(file.login, 'signs in with the keyboard alone: Tab through the fields and Enter'),
      proof(
        file.dataTable,
        'reaches every control with Tab in reading order, and Tab leaves the table at the end',
      ),
    ],
  },
  {
    name: 'Forced-colours emulation',
    description:
      'Chromium’s emulation of forced colours (Windows high contrast): controls keep a visible boundary, focus a Highlight ring, the selected tab and the charts’ series stay apart.',
    evidence: [
      proof(
        file.forcedColors,
        'gives the Quick Pay button, its dialog, the dialog’s fields and its icon-only Close an edge and a Highlight focus ring',
      ),
    ],
  },
  {
    name: 'Reflow and zoom',
    description:
      'Every route of the portal (signed in) and every element’s demo page is measured at 320 CSS px, as a phone (320 × 640) and as a 1280 × 720 window zoomed to 400% (320 × 180), and at that window zoomed to 200% (640 × 360), through every shadow root: nothing may scroll sideways. The same routes and pages are then read at 1280 px with the browser’s font size setting at 32 px (Chromium’s own, set through its DevTools protocol): no text may be clipped or drawn over other text, the page behind an open modal dialog left out. Screens are also tested at phone and desktop widths in the browser tests.',
    evidence: reflowChecked,
  },
  {
    name: 'Colour contrast of the theme',
    description:
      'A unit test computes the WCAG contrast of every text and background pair (4.5:1) and every border, focus ring and chart mark against its surface (3:1) in the light and the dark scheme.',
    evidence: [themeTextContrast, themeMarkContrast],
  },
  {
    name: 'Text spacing',
    description:
      'Every route of the portal, signed in, at 1280 px with WCAG’s text spacing applied with !important inside every shadow root: no box that hides its overflow may cut its text off. axe-core’s avoid-inline-spacing rule runs in every tested state.',
    evidence: [
      proof(
        file.reflow,
        'every route of the portal, signed in, reads without scrolling sideways, and loses no text to wider text spacing or a 32 px font size',
      ),
    ],
  },
  {
    name: 'Focus not obscured',
    description:
      'A screen of each layout (cards, a table with a sticky header row, a paged table, charts, tabs, a form) is walked with Tab to its end and back with Shift+Tab, at 1280 × 720 and 375 × 667: at every stop the focused control must be the topmost thing at some point of its box.',
    evidence: [focusWalk],
  },
  {
    name: 'Manual review',
    description:
      'What no test holds was reviewed by hand against the elements and their catalogues: the absence of flashing content (2.3.1), and the wording of each instruction that says where or names a shape, colour or sound (1.3.3: a unit test finds every such text and fails until its review is written down). No screen reader runs in the tests: names, roles, states and live regions are checked in the DOM.',
    evidence: [],
  },
];
