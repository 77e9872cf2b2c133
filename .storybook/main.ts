import type { StorybookConfig } from '@storybook/react-vite';

/** Storybook builds with the project's vite.config.ts (vanilla-extract, shadow-root styles, aliases). */
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.stories.tsx'],
  // Docs pages of the element stories, from custom-elements.json (stories/support/manifest-docs.ts).
  addons: ['@storybook/addon-docs'],
  // mockServiceWorker.js (`npx msw init .storybook/public`): Storybook's alone, so the widget bundle,
  // the npm package and the CDN folder never carry it (Vite copies a root public/ into every build).
  staticDirs: ['./public', { from: '../demo-host/pages/images', to: '/images' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Stories render the custom elements, not React components with props to document.
  typescript: { reactDocgen: false },
};

export default config;
