import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { projectDirectory } from '../../../build/element-artifacts.ts';
import {
  renderEmbeddingGuide,
  type CustomElementsManifest,
} from '../../../demo-host/guide/embedding-guide.ts';

const options = {
  packageName: '@coop-member-portal/elements',
  cdnBase: 'https://cdn.example.coop/coop-member-portal/0.1.0',
};

async function realManifest(): Promise<CustomElementsManifest> {
  return JSON.parse(
    await readFile(`${projectDirectory}/custom-elements.json`, 'utf8'),
  ) as CustomElementsManifest;
}

describe('the Embedding guide', () => {
  it('shows every element of the manifest with each of its attributes, events and parts', async () => {
    const manifest = await realManifest();
    const page = renderEmbeddingGuide(manifest, options);
    for (const declaration of manifest.modules.flatMap((module) => module.declarations ?? [])) {
      if (declaration.tagName === 'coop-config') continue;
      expect(page).toContain(`<h2 id="${declaration.tagName}">`);
      for (const attribute of declaration.attributes ?? []) {
        if (attribute.fieldName) expect(page, attribute.name).toContain(`<code>${attribute.name}</code>`);
      }
      for (const event of declaration.events ?? []) expect(page).toContain(`<code>${event.name}</code>`);
      for (const part of declaration.cssParts ?? []) expect(page).toContain(`<code>${part.name}</code>`);
    }
    expect(page).toContain('<code>api-base</code>');
    expect(page).toContain('<code>--coop-area-min-height</code>');
  });

  it('gives the snippets for the CDN, with the integrity hash when the CDN build is there, and for npm', async () => {
    const page = renderEmbeddingGuide(await realManifest(), {
      ...options,
      integrity: { 'loader.js': 'sha384-abc', 'coop-portal.js': 'sha384-def' },
    });
    expect(page).toContain(
      '&lt;script type=&quot;module&quot; src=&quot;https://cdn.example.coop/coop-member-portal/0.1.0/loader.js&quot; integrity=&quot;sha384-abc&quot; crossorigin=&quot;anonymous&quot;&gt;&lt;/script&gt;',
    );
    expect(page).toContain('npm install @coop-member-portal/elements');
    expect(page).toContain("import '@coop-member-portal/elements/coop-portal.js';");
  });

  it('shows the Quick Pay button live and links the page-sized elements to their demo pages', async () => {
    const page = renderEmbeddingGuide(await realManifest(), options);
    expect(page).toContain('<coop-quick-pay-button variant="banner"></coop-quick-pay-button>');
    expect(page).toContain('<a href="/portal.html">/portal.html</a>');
  });

  it('escapes what the manifest says', () => {
    const hostile: CustomElementsManifest = {
      modules: [
        {
          declarations: [
            {
              tagName: 'coop-test',
              description: '<img src=x onerror=alert(1)>',
              attributes: [{ name: 'a', fieldName: 'a', description: '<script>alert(1)</script>' }],
            },
          ],
        },
      ],
    };
    const page = renderEmbeddingGuide(hostile, options);
    expect(page).not.toContain('<img src=x');
    expect(page).not.toContain('<script>alert(1)');
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
