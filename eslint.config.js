// @ts-check
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The one-way layers of docs/architecture.md: domain ← api ← state ← ui ← features ← portal ← widgets.
 * Each layer may import only the layers to its left.
 */
const layers = ['domain', 'api', 'state', 'ui', 'features', 'portal'];
const layerZones = layers.flatMap((layer, index) => [
  ...layers.slice(index + 1).map((higher) => ({
    target: `./src/${layer}`,
    from: `./src/${higher}`,
    message: `src/${layer} must not import src/${higher}: imports flow domain ← api ← state ← ui ← features ← portal ← widgets.`,
  })),
  {
    target: `./src/${layer}`,
    from: ['./widgets', './demo-host', './stories', './tests'],
    message: `src/${layer} must not import widgets, demo host, stories or tests.`,
  },
]);

/** Features do not import each other: shared code belongs in ui, state, api or domain. */
const features = existsSync('./src/features')
  ? readdirSync('./src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];
const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message: 'Features must not import other features.',
}));

/** Assigning innerHTML is refused everywhere; kept in one place because the domain block extends the list. */
const innerHtmlAssignment = {
  selector: "AssignmentExpression[left.property.name='innerHTML']",
  message: 'Build DOM with DOM APIs; show server HTML with src/ui/primitives/SafeHtml (DOMPurify).',
};

/** Props whose value a member reads or hears. */
const readProps =
  '/^(aria-label|aria-description|aria-roledescription|aria-valuetext|title|placeholder|alt|label|hint|description|heading|legend|caption|message|emptyMessage|dismissLabel|confirmLabel|cancelLabel|closeLabel)$/';
const wordsPattern = '/[A-Za-z]{2,}/';
const untranslatedMessage =
  'Member-facing text belongs in the area’s catalogue (src/domain/<area>/messages.ts) and its Spanish (es.ts).';
const untranslatedTextSelectors = [
  { selector: `JSXText[value=${wordsPattern}]`, message: untranslatedMessage },
  {
    selector: `:matches(JSXElement, JSXFragment) > JSXExpressionContainer > Literal[value=${wordsPattern}]`,
    message: untranslatedMessage,
  },
  {
    selector: `:matches(JSXElement, JSXFragment) > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=${wordsPattern}]`,
    message: untranslatedMessage,
  },
  {
    selector: `JSXAttribute[name.name=${readProps}] > Literal[value=${wordsPattern}]`,
    message: untranslatedMessage,
  },
  {
    selector: `JSXAttribute[name.name=${readProps}] TemplateElement[value.raw=${wordsPattern}]`,
    message: untranslatedMessage,
  },
  // A component's default words: `label = 'More information'`.
  {
    selector: `AssignmentPattern[left.name=${readProps}] > Literal[value=${wordsPattern}]`,
    message: untranslatedMessage,
  },
];

/**
 * src/domain is pure TypeScript (docs/architecture.md): rules and messages that run the same in a test, a
 * worker or the server. It imports no UI library, no DOM or HTTP code and nothing outside itself.
 */
const domainMessage =
  'src/domain is pure TypeScript: no React, DOM, HTTP or other layers (docs/architecture.md).';
const domainRestrictedPackages = [
  'react',
  'react-dom',
  'react-hook-form',
  'jotai',
  'ky',
  'superstruct',
  'dompurify',
  'pdfjs-dist',
  'uplot',
  'qrcode',
  'wouter',
  'hono',
  'msw',
  'axe-core',
];
const domainRestrictedPatterns = [
  {
    group: [
      ...domainRestrictedPackages.map((name) => `${name}/*`),
      '@radix-ui/*',
      '@tanstack/*',
      '@r2wc/*',
      '@vanilla-extract/*',
      '@hono/*',
    ],
    message: domainMessage,
  },
  { group: ['node:*'], message: `${domainMessage} Node built-ins are not available to every caller.` },
  { regex: '\\.tsx$', message: `${domainMessage} A .tsx module is a component.` },
  { regex: '\\.css(\\.ts)?$', message: `${domainMessage} Styles belong to src/ui and the features.` },
];
/**
 * A relative path that climbs out of src/domain, one entry per folder depth: a module directly in
 * src/domain may not start with '../', one in src/domain/<area>/ not with '../../', and so on.
 */
const domainDepths = [0, 1, 2, 3, 4];
/** Deeper folders still refuse the packages (the layer rule keeps them inside src). */
const domainDeepBlock = {
  files: ['src/domain/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: domainRestrictedPackages.map((name) => ({ name, message: domainMessage })),
        patterns: domainRestrictedPatterns,
      },
    ],
  },
};
const domainFolderBlocks = domainDepths.map((depth) => ({
  files: [`src/domain/${'*/'.repeat(depth)}*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: domainRestrictedPackages.map((name) => ({ name, message: domainMessage })),
        patterns: [
          ...domainRestrictedPatterns,
          {
            regex: `^(\\.\\./){${depth}}\\.\\.(/|$)`,
            message: `${domainMessage} This path leaves src/domain.`,
          },
        ],
      },
    ],
  },
}));
/** Browser and Node globals: what a rule needs from the page comes in as a parameter. */
const domainRestrictedGlobals = [
  'window',
  'self',
  'globalThis',
  'top',
  'parent',
  'frames',
  'document',
  'navigator',
  'location',
  'history',
  'screen',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'caches',
  'cookieStore',
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'EventSource',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'customElements',
  'getComputedStyle',
  'matchMedia',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'alert',
  'confirm',
  'prompt',
  'open',
  'print',
  'scrollTo',
  'innerWidth',
  'innerHeight',
  'devicePixelRatio',
  'Node',
  'Element',
  'HTMLElement',
  'HTMLInputElement',
  'HTMLFormElement',
  'HTMLAnchorElement',
  'HTMLButtonElement',
  'HTMLDivElement',
  'HTMLLinkElement',
  'HTMLScriptElement',
  'SVGElement',
  'ShadowRoot',
  'DocumentFragment',
  'CSSStyleSheet',
  'DOMParser',
  'Event',
  'EventTarget',
  'CustomEvent',
  'KeyboardEvent',
  'MouseEvent',
  'MutationObserver',
  'ResizeObserver',
  'IntersectionObserver',
  'Image',
  'process',
  'require',
  'Buffer',
  '__dirname',
  '__filename',
].map((name) => ({
  name,
  message: `${domainMessage} Pass what the rule needs from '${name}' as a parameter.`,
}));

/** DOM types named in type positions, which no-restricted-globals does not see. */
const domTypeNames =
  '/^(Window|Document|Navigator|Location|Storage|Node|Element|ShadowRoot|EventTarget|Event|CustomEvent|KeyboardEvent|MouseEvent|HTML\\w*Element|SVG\\w*Element)$/';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'storybook-static',
      'demo-host/.data',
      '.storybook/public/mockServiceWorker.js',
      'coverage',
      // A cooperative's own code, compiled against the packaged types by the host-types tests.
      'tests/types/fixtures',
      'tests/bench/.scratch',
      // The browser suite's shared pages, written for each run (tests/browser/support/test-pages.mjs).
      'tests/browser/.pages',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      // The files the import rules read to follow imports: without TypeScript here no-cycle sees no cycle.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones] }],
      // Within the project only: following imports into node_modules costs three quarters of the lint's time.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', innerHtmlAssignment],
    },
  },
  {
    // Member-facing words live in the catalogues (src/domain/**/messages.ts), in English and Spanish:
    // none as JSX text or in a prop a person reads.
    files: ['src/features/**/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}', 'src/portal/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', innerHtmlAssignment, ...untranslatedTextSelectors],
    },
  },
  domainDeepBlock,
  ...domainFolderBlocks,
  {
    files: ['src/domain/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', ...domainRestrictedGlobals],
      'no-restricted-syntax': [
        'error',
        innerHtmlAssignment,
        {
          // The one exception: a catalogue loads its own folder's translation (language.ts).
          selector: 'ImportExpression:not([source.value=/^\\.\\/(button-)?es\\.ts$/])',
          message: `${domainMessage} It loads nothing at run time but a catalogue's translation (./es.ts).`,
        },
        {
          selector: `TSTypeReference > Identifier.typeName[name=${domTypeNames}]`,
          message: `${domainMessage} DOM types belong to src/ui and the features.`,
        },
        {
          selector: 'JSXElement, JSXFragment',
          message: `${domainMessage} Components belong to src/ui and the features.`,
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
);
