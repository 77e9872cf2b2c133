import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { defaultStorybookDirectory, startDemoServer, storybookPath } from './server.ts';

// `npm start` builds the widget bundle and serves the demo host; it then builds Storybook in the
// background, served at /storybook/ and linked from every page's footer once built.
//   --no-build             serve the bundle already in dist/widgets (and Storybook as last built)
//   --reset                start the simulator from the seed (also SIMULATOR_RESET=1)
//   --cross-origin         the site on PORT, the widgets (a CDN) on PORT+1, the back office on PORT+2
//   --https                HTTPS and HTTP/2, as a cooperative's site and a CDN serve the bundle, under a
//                          self-signed certificate made at start (the browser asks to accept it)
//   PORT=5000 npm start    another port (4173 by default)
//   SIMULATOR_DATA_FILE    where the simulator keeps its state (demo-host/.data/state.json by default)
//   STORYBOOK_DIR          the built Storybook to serve at /storybook/ (storybook-static by default)

const projectDirectory = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const args = process.argv.slice(2);
const reset = args.includes('--reset') || process.env.SIMULATOR_RESET === '1';
const port = Number(process.env.PORT ?? 4173);

if (!args.includes('--no-build')) {
  try {
    await build({ root: projectDirectory, configFile: path.join(projectDirectory, 'vite.config.ts') });
  } catch (error) {
    // The pages and the API are still worth serving while a widget does not build.
    console.error(`\nThe widget bundle did not build; serving what dist/widgets holds.\n${String(error)}\n`);
  }
}

const dataFile = process.env.SIMULATOR_DATA_FILE
  ? path.resolve(projectDirectory, process.env.SIMULATOR_DATA_FILE)
  : undefined;
const storybookDirectory = process.env.STORYBOOK_DIR
  ? path.resolve(projectDirectory, process.env.STORYBOOK_DIR)
  : defaultStorybookDirectory;
const crossOrigin = args.includes('--cross-origin');
const secure = args.includes('--https');
const server = await startDemoServer({
  port,
  reset,
  crossOrigin,
  secure,
  storybookDirectory,
  ...(dataFile ? { dataFile } : {}),
});
const pages = [
  ['Home, with the Quick Pay button', '/'],
  ['The same, through the one-script loader', '/loader.html'],
  ['Quick Pay, inline', '/quick-pay.html'],
  ['Member sign in', '/login.html'],
  ['Create a portal account', '/register.html'],
  ['The member portal (<coop-portal>)', '/portal.html'],
  ['Under hostile global CSS', '/hostile-css.html'],
  ['Payment success (the return page)', '/payment/success.html'],
  ['Payment cancelled (the return page)', '/payment/cancel.html'],
  ['Prairie Wind Power: a second cooperative', '/prairie/'],
  ['Prairie Wind member portal', '/prairie-portal.html'],
  ['Demo outbox (codes and links sent)', '/outbox'],
  ['Embedding guide (from custom-elements.json)', '/embedding.html'],
] as const;

console.log(`\nDemo cooperative sites (Riverbend Electric, Prairie Wind Power): ${server.origin}/`);
for (const [title, pagePath] of pages) {
  const origin = pagePath === '/outbox' ? (server.origins?.backOffice ?? server.origin) : server.origin;
  console.log(`  ${title.padEnd(42)} ${origin}${pagePath}`);
}
if (secure) {
  console.log('  (HTTPS and HTTP/2 under a certificate made at start: the browser asks once to accept it.)');
}
const backOffice = server.origins?.backOffice ?? server.origin;
console.log(`  ${'Back-office simulator API'.padEnd(42)} ${backOffice}/api`);
if (server.origins) {
  console.log(
    `\nCross-origin: the pages load the widgets from ${server.origins.widgets}/widgets (a CDN) and call ` +
      `the back office at ${backOffice} (CORS allows ${server.origins.site} only).`,
  );
}
const storybookUrl = `${server.origin}${storybookPath}`;
if (args.includes('--no-build')) {
  console.log(
    existsSync(path.join(storybookDirectory, 'index.html'))
      ? `  ${'Storybook (every screen and state)'.padEnd(42)} ${storybookUrl}`
      : `  Storybook: not built (\`npm run build-storybook\` puts it at ${storybookUrl})`,
  );
} else {
  console.log(`  ${'Storybook (every screen and state)'.padEnd(42)} ${storybookUrl} (building…)`);
  buildStorybookInBackground(storybookUrl);
}

console.log(
  reset
    ? '\nThe simulator started from the seed.'
    : `\nThe simulator keeps its state in demo-host/.data/state.json (seeded on ${server.seededOn}, and its ` +
        'dates are relative to that day); `npm start -- --reset` starts again from the seed.',
);

/** The site is served meanwhile; the footer links Storybook once its build is there. */
function buildStorybookInBackground(url: string): void {
  const storybook = path.join(projectDirectory, 'node_modules', '.bin', 'storybook');
  const child = spawn(storybook, ['build', '--quiet'], { cwd: projectDirectory, stdio: 'ignore' });
  child.on('error', (error) => console.error(`\nStorybook did not build: ${error.message}`));
  child.on('exit', (code) =>
    console.log(
      code === 0
        ? `\nStorybook is built: ${url}`
        : `\nStorybook did not build (exit ${code}); \`npm run build-storybook\` shows why.`,
    ),
  );
}
