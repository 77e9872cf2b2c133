// @ts-check
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The one-way layers of DESIGN.md §2: domain ← api ← state ← ui ← features ← portal ← widgets.
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

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'storybook-static',
      'demo-host/.data',
      'public/mockServiceWorker.js',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones] }],
      'import-x/no-cycle': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "AssignmentExpression[left.property.name='innerHTML']",
          message: 'Build DOM with DOM APIs; show server HTML with src/ui/primitives/SafeHtml (DOMPurify).',
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
