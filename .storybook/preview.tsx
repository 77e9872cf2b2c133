import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { http } from 'msw';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import type { ReactNode } from 'react';
import { action } from 'storybook/actions';
import { configure, prettyDOM } from 'storybook/test';
import { languageChoiceKey } from '../src/state/language.ts';
import { storageKeys } from '../src/state/session.ts';
import { schemeColors } from '../src/ui/theme-colors.ts';
import type { CoopEventName } from '../src/ui/element/events.ts';
import { startFromFreshPage } from '../stories/support/fresh-page.ts';
import {
  forwardToStorySimulator,
  startStorySimulator,
  storyApiBase,
  storyApplicationId,
} from '../stories/support/simulator.ts';
import '../widgets/coop-config.ts';

// Testing Library prints the DOM of a failed query's container, and cannot print a shadow root. A play
// function's queries wait up to five seconds: a screen's first render fetches its chunk and its data,
// which the default second does not always cover on a busy machine.
configure({
  asyncUtilTimeout: 5_000,
  getElementError: (message, container) => {
    const markup =
      container instanceof ShadowRoot ? container.innerHTML.slice(0, 4000) : prettyDOM(container);
    const error = new Error([message, markup].filter(Boolean).join('\n\n'));
    error.name = 'TestingLibraryElementError';
    return error;
  },
});

/** One handler: every call under the API base goes to the running story's simulator. */
const apiHandler = http.all('*/api/*', ({ request }) => forwardToStorySimulator(request));

// On a reload, the previous page's worker unregisters itself when its last client closes, and msw
// calls update() on that registration without handling the rejection. Not a failure of the story.
window.addEventListener('unhandledrejection', (event) => {
  const reason: unknown = event.reason;
  if (reason instanceof Error && reason.message.startsWith('Failed to update a ServiceWorker')) {
    event.preventDefault();
    // Storybook's own listener, added later, would count it as an error of the story being played.
    event.stopImmediatePropagation();
  }
});

async function startMockServiceWorker() {
  // Initial handlers survive the addon's handler reset between stories.
  const worker = setupWorker(apiHandler);
  await worker.start({
    quiet: true,
    onUnhandledRequest: 'bypass',
    // Relative, so a Storybook published under a sub-path finds its worker.
    serviceWorker: { url: 'mockServiceWorker.js' },
  });
  return worker;
}

const pageStoreKey = Symbol.for('coop.store');

/**
 * Each story starts as a fresh page of the cooperative's site would: a new back office shaped by the
 * story's `parameters.simulator`, no stored session, and a new page store (the elements create it on
 * first use), so no session from an earlier story lingers in memory either.
 */
let lastLoaded: { id: string; globals: string } | undefined;

/** The toolbar's choices as the preview's address carries them (`language:es;scheme:dark`). */
const globalsParameter = (globals: Record<string, unknown>) =>
  ['language', 'scheme'].map((name) => `${name}:${String(globals[name])}`).join(';');

const startStoryPage: Loader = async ({ id, parameters, globals }) => {
  // A toolbar switch (language, scheme) starts the story again on a fresh page, in the new language
  // and scheme: its own loaders and play function run against a new back office, as on first load.
  const globalsKey = globalsParameter(globals);
  const switched = lastLoaded?.id === id && lastLoaded.globals !== globalsKey;
  lastLoaded = { id, globals: globalsKey };
  if (switched) {
    const address = new URL(window.location.href);
    address.searchParams.set('globals', globalsKey);
    window.location.replace(address);
    return new Promise<never>(() => undefined);
  }
  for (const key of Object.values(storageKeys)) window.sessionStorage.removeItem(key);
  // The toolbar's language is the story's: a switch pressed in an earlier story is not remembered.
  window.localStorage.removeItem(languageChoiceKey);
  if (document.body.style.pointerEvents === 'none') await startFromFreshPage();
  await startStorySimulator(parameters.simulator);
  delete (globalThis as Record<symbol, unknown>)[pageStoreKey];
  return {};
};

/**
 * Shown in the Actions panel. A record, not a list, so the compiler asks for every event of the
 * contract (`npx tsc --noEmit -p .storybook`).
 */
const coopEvents: Record<CoopEventName, true> = {
  'coop-config-error': true,
  'coop-quick-pay-open': true,
  'coop-quick-pay-close': true,
  'coop-quick-pay-verified': true,
  'coop-payment-submitted': true,
  'coop-payment-result': true,
  'coop-navigate': true,
  'coop-signed-in': true,
  'coop-signed-out': true,
  'coop-page-view': true,
  'coop-registered': true,
};

function listenToCoopEvents(page: HTMLDivElement) {
  const onEvent = (event: Event) => {
    action(event.type)((event as CustomEvent).detail);
    // Storybook keeps the story on screen: the page does not follow Done or a redirect.
    if (event.type === 'coop-navigate') event.preventDefault();
    // The hosted payment page is not part of Storybook: the form is posted right after this event,
    // and stopping the page cancels that navigation. The Pay button stays busy, as it does while
    // a real browser leaves for the payment page.
    if (event.type === 'coop-payment-submitted') queueMicrotask(() => window.stop());
  };
  const names = Object.keys(coopEvents);
  for (const name of names) page.addEventListener(name, onEvent);
  return () => names.forEach((name) => page.removeEventListener(name, onEvent));
}

/** The toolbar's choices: the language and the scheme every story is shown in. */
type StoryLanguage = 'en' | 'es';
type StoryScheme = 'light' | 'dark';

/**
 * The story's page: `<coop-config>` as the cooperative's site would configure the elements, in the
 * toolbar's language and scheme. A dark story's page is dark too, as a site offering a dark scheme is.
 */
function StoryPage({
  language,
  scheme,
  children,
}: {
  language: StoryLanguage;
  scheme: StoryScheme;
  children: ReactNode;
}) {
  document.documentElement.lang = language;
  document.documentElement.style.colorScheme = scheme;
  document.body.style.background = schemeColors[scheme].surface;
  return (
    <div ref={listenToCoopEvents}>
      <coop-config
        api-base={storyApiBase}
        application-id={storyApplicationId}
        payment-origins={window.location.origin}
        storage="session"
        lang={language}
        scheme={scheme}
      />
      {children}
    </div>
  );
}

const withStoryPage: Decorator = (Story, { globals }) => (
  <StoryPage
    language={globals.language === 'es' ? 'es' : 'en'}
    scheme={globals.scheme === 'dark' ? 'dark' : 'light'}
  >
    <Story />
  </StoryPage>
);

const preview: Preview = {
  // A docs page for every group of stories, new ones included.
  tags: ['autodocs'],
  globalTypes: {
    language: {
      description: 'The language of the elements (lang on <coop-config>)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'es', title: 'Español' },
        ],
        dynamicTitle: true,
      },
    },
    scheme: {
      description: 'The colour scheme of the elements (scheme on <coop-config>)',
      toolbar: {
        title: 'Scheme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { language: 'en', scheme: 'light' },
  loaders: [mswLoader(startMockServiceWorker), startStoryPage],
  decorators: [withStoryPage],
  parameters: {
    layout: 'padded',
    docs: {
      // Each story of a docs page in its own frame: a page of the cooperative's site holds one back
      // office, one session and one site configuration, so stories that differ in them cannot share one.
      story: { inline: false, height: '520px' },
    },
    options: {
      storySort: {
        order: [
          'Quick Pay',
          ['Button', 'Inline flow', ['Account step', 'Verify step', 'Pay step', 'Availability']],
          'Payment result',
          ['Result page'],
        ],
      },
    },
    // r2wc passes the shadow root as a `container` prop; it is not a control.
    controls: { exclude: ['container'] },
  },
};

export default preview;
