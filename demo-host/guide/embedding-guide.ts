import { html, SafeHtml } from '../gateway/html.ts';

/** The parts of custom-elements.json (schema 2.1.0) the guide shows. */
export interface ManifestDeclaration {
  readonly tagName: string;
  readonly summary?: string;
  readonly description?: string;
  readonly attributes?: ReadonlyArray<{
    name: string;
    type?: { text: string };
    default?: string;
    description?: string;
    fieldName?: string;
  }>;
  readonly events?: ReadonlyArray<{ name: string; type?: { text: string }; description?: string }>;
  readonly cssParts?: ReadonlyArray<{ name: string; description?: string }>;
  readonly cssProperties?: ReadonlyArray<{ name: string; default?: string; description?: string }>;
  readonly demos?: ReadonlyArray<{ url: string }>;
}

export interface CustomElementsManifest {
  readonly modules: ReadonlyArray<{ readonly declarations?: readonly ManifestDeclaration[] }>;
}

export interface GuideOptions {
  /** The npm package's name. */
  readonly packageName: string;
  /** Where the CDN folder of this version is served. */
  readonly cdnBase: string;
  /** Subresource Integrity of the CDN's entry files (integrity.json), when the CDN build is there. */
  readonly integrity?: Readonly<Record<string, string>>;
}

/** Elements small enough to show live on the guide itself; the others link to their demo page. */
const liveExamples: Readonly<Record<string, string>> = {
  'coop-quick-pay-button': '<coop-quick-pay-button variant="banner"></coop-quick-pay-button>',
};

function declarations(manifest: CustomElementsManifest): ManifestDeclaration[] {
  return manifest.modules.flatMap((module) => module.declarations ?? []).filter((d) => d.tagName);
}

function table(caption: string, headings: string[], rows: Array<Array<string | SafeHtml>>): SafeHtml {
  if (rows.length === 0) return html`<p>${caption}: none.</p>`;
  return html`<table>
    <caption>
      ${caption}
    </caption>
    <thead>
      <tr>
        ${headings.map((heading) => html`<th scope="col">${heading}</th>`)}
      </tr>
    </thead>
    <tbody>
      ${rows.map(
        ([first, ...rest]) =>
          html`<tr>
            <th scope="row"><code>${first}</code></th>
            ${rest.map((cell) => html`<td>${cell}</td>`)}
          </tr>`,
      )}
    </tbody>
  </table>`;
}

const code = (text: string | undefined) => (text ? html`<code>${text}</code>` : '');

function scriptTag(base: string, file: string, integrity: GuideOptions['integrity']): string {
  const hash = integrity?.[file];
  return `<script type="module" src="${base}/${file}"${hash ? ` integrity="${hash}"` : ''} crossorigin="anonymous"></script>`;
}

function elementSection(declaration: ManifestDeclaration, options: GuideOptions): SafeHtml {
  const tag = declaration.tagName;
  const own = (declaration.attributes ?? []).filter((attribute) => attribute.fieldName);
  const live = liveExamples[tag];
  const demo = declaration.demos?.[0]?.url;
  const usage = `${scriptTag(options.cdnBase, `${tag}.js`, options.integrity)}\n<${tag}></${tag}>`;
  return html`<section aria-labelledby="${tag}">
    <h2 id="${tag}"><code>&lt;${tag}&gt;</code></h2>
    <p>${declaration.description ?? declaration.summary ?? ''}</p>
    ${
      live
        ? html`<div class="guide-live" role="group" aria-label="Live example of ${tag}">
            ${new SafeHtml(live)}
          </div>`
        : demo
          ? html`<p>See it on its demo page: <a href="${demo}">${demo}</a> (it needs a page of its own).</p>`
          : ''
    }
    <h3>Install</h3>
    <pre><code>${usage}</code></pre>
    <pre><code>import '${options.packageName}/${tag}.js';</code></pre>
    ${table(
      `Attributes of <${tag}>`,
      ['Attribute', 'Type', 'Default', 'Description'],
      own.map((attribute) => [
        attribute.name,
        code(attribute.type?.text),
        code(attribute.default),
        attribute.description ?? '',
      ]),
    )}
    ${table(
      `Events of <${tag}>`,
      ['Event', 'Type', 'Description'],
      (declaration.events ?? []).map((event) => [
        event.name,
        code(event.type?.text),
        event.description ?? '',
      ]),
    )}
    ${table(
      `CSS parts of <${tag}>`,
      ['Part', 'Description'],
      (declaration.cssParts ?? []).map((part) => [part.name, part.description ?? '']),
    )}
  </section>`;
}

/**
 * The Embedding guide, a page of the demo site generated from custom-elements.json: every element
 * with a live example or its demo page, its attributes, events and parts, the theme's custom
 * properties, and the snippets for the CDN and for npm. It never drifts from the elements: the
 * manifest is generated from the same registry as their types.
 */
export function renderEmbeddingGuide(manifest: CustomElementsManifest, options: GuideOptions): string {
  const all = declarations(manifest);
  // <coop-config> has no section of its own: its attributes are the Configuration section.
  const elements = all.filter((declaration) => declaration.tagName !== 'coop-config');
  const configuration = all.find((declaration) => declaration.tagName === 'coop-config');
  const shared = (configuration?.attributes ?? []).map((attribute) => [
    attribute.name,
    code(attribute.type?.text),
    code(attribute.default),
    attribute.description ?? '',
  ]);
  const properties = elements.find(
    (declaration) => (declaration.cssProperties ?? []).length > 0,
  )?.cssProperties;
  const loader = scriptTag(options.cdnBase, 'loader.js', options.integrity);

  const page = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <title>Embedding guide | Riverbend Electric Cooperative</title>
        <link rel="stylesheet" href="/site.css" />
        <link rel="stylesheet" href="/guide.css" />
        <script type="module" src="/widgets/loader.js"></script>
      </head>
      <body>
        <a class="skip-link" href="#content">Skip to main content</a>
        <coop-config
          api-base="/api"
          application-id="RIVERBEND-WEB"
          payment-origins="%ORIGIN%"
          home-url="/"
          storage="session"
        ></coop-config>
        <!-- include: site-header -->
        <main id="content">
          <div class="page guide">
            <h1>Embedding guide</h1>
            <p class="lead">
              Every element of ${options.packageName}, generated from its custom-elements.json.
            </p>
            <nav aria-label="Elements">
              <ul>
                ${elements.map(
                  (declaration) =>
                    html`<li>
                      <a href="#${declaration.tagName}"><code>&lt;${declaration.tagName}&gt;</code></a>
                    </li>`,
                )}
                <li><a href="#configuration">Configuration</a></li>
                <li><a href="#theming">Theming</a></li>
              </ul>
            </nav>
            <section aria-labelledby="install">
              <h2 id="install">Install</h2>
              <p>
                From a CDN, one script for every element: it loads each one the first time its tag is on the
                page.
              </p>
              <pre><code>${loader}</code></pre>
              <p>From npm, with types for TypeScript and React 19 JSX:</p>
              <pre><code>npm install ${options.packageName}</code></pre>
            </section>
            ${elements.map((declaration) => elementSection(declaration, options))}
            <section aria-labelledby="configuration">
              <h2 id="configuration">Configuration</h2>
              <p>${configuration?.description ?? ''}</p>
              ${table('Configuration attributes, on <coop-config> or on any element', ['Attribute', 'Type', 'Default', 'Description'], shared)}
            </section>
            <section aria-labelledby="theming">
              <h2 id="theming">Theming</h2>
              <p>
                Set these on the elements (<code>coop-portal { --coop-color-primary: #7a1f5c; }</code>); style
                the parts above with <code>::part()</code>.
              </p>
              ${table(
                'CSS custom properties of every element',
                ['Property', 'Default', 'Description'],
                (properties ?? []).map((property) => [
                  property.name,
                  code(property.default),
                  property.description ?? '',
                ]),
              )}
            </section>
          </div>
        </main>
        <!-- include: site-footer -->
      </body>
    </html> `;
  return page.markup;
}
