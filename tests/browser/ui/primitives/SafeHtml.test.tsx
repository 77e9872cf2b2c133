import { expect } from 'chai';
import {
  allowedHtmlAttributes,
  allowedHtmlTags,
} from '../../../../src/ui/primitives/SafeHtml/sanitize-html.ts';
import { SafeHtml } from '../../../../src/ui/primitives/SafeHtml/SafeHtml.tsx';
import { attackCorpus, attackerOrigins } from '../../support/html-attack-corpus.ts';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { renderInShadow, type ShadowRender } from '../../support/render-in-shadow.tsx';

const hostile = [
  '<h3>Use of the portal</h3>',
  '<p onclick="window.hacked = true">Members agree to <a href="https://example.coop/terms">the terms</a>.</p>',
  '<img src="x" onerror="window.hacked = true">',
  '<script>window.hacked = true</script>',
  '<a href="javascript:window.hacked = true">Click</a>',
].join('');

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SafeHtml', () => {
  let view: ShadowRender | undefined;

  afterEach(() => {
    view?.unmount();
    view = undefined;
    delete (window as { hacked?: unknown }).hacked;
  });

  it('keeps the content and drops scripts, event handlers and javascript: links', () => {
    view = renderInShadow(<SafeHtml html={hostile} />);
    const root = view.root;
    expect(root.querySelector('h3')?.textContent).to.equal('Use of the portal');
    expect(root.querySelector('p')?.textContent).to.equal('Members agree to the terms.');
    expect(root.querySelectorAll('script')).to.have.length(0);
    const withHandlers = [...root.querySelectorAll('*')].filter((element) =>
      element.getAttributeNames().some((name) => name.startsWith('on')),
    );
    expect(withHandlers.map((element) => element.localName)).to.deep.equal([]);
    const hrefs = [...root.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(hrefs).to.deep.equal(['https://example.coop/terms', null]);
    root.querySelector('p')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect((window as { hacked?: unknown }).hacked).to.equal(undefined);
  });

  it('opens links in a new tab without access back to the page and treats images without alt as decorative', async () => {
    view = renderInShadow(
      <SafeHtml
        html={
          '<p><a href="/terms">Terms</a> <img src="/demo-host/pages/favicon.svg"> <a href="tel:+18005550142">Call</a></p>'
        }
      />,
    );
    const [link, phone] = [...view.root.querySelectorAll('a')];
    expect(link?.getAttribute('href')).to.equal(`${location.origin}/terms`);
    expect(link?.getAttribute('target')).to.equal('_blank');
    expect(link?.getAttribute('rel')).to.equal('noopener noreferrer');
    expect(phone?.getAttribute('href')).to.equal('tel:+18005550142');
    expect(view.root.querySelector('img')?.getAttribute('alt')).to.equal('');
    await expectNoAxeViolations(view.host);
  });

  it('renders no form, field or button: what a member types can never be posted elsewhere', () => {
    view = renderInShadow(
      <SafeHtml
        html={
          '<p>Before</p><form action="https://elsewhere.example/collect" method="post"><label>Password <input type="password" name="p"></label><button>Send</button></form><p>After</p>'
        }
      />,
    );
    expect(view.root.querySelectorAll('form, input, button, select, textarea, label')).to.have.length(0);
    expect([...view.root.querySelectorAll('p')].map((p) => p.textContent)).to.deep.equal(['Before', 'After']);
  });

  it('drops style elements and style attributes: server HTML cannot restyle the element', () => {
    view = renderInShadow(
      <div>
        <p className="probe">Probe</p>
        <SafeHtml
          html={
            '<style>p { color: rgb(255, 0, 0) !important; }</style><p style="color: rgb(0, 255, 0)">Text</p>'
          }
        />
      </div>,
    );
    expect(view.root.querySelectorAll('style, [style]')).to.have.length(0);
    expect(getComputedStyle(view.root.querySelector('.probe')!).color).not.to.equal('rgb(255, 0, 0)');
  });

  it('drops images from other origins (tracking pixels) and keeps the page’s own', () => {
    view = renderInShadow(
      <SafeHtml
        html={
          '<img src="https://tracker.example/pixel.gif?member=1001" alt="pixel"><img src="//tracker.example/p.gif" alt="pixel 2"><img src="/demo-host/pages/favicon.svg" alt="Our logo">'
        }
      />,
    );
    const sources = [...view.root.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    expect(sources).to.deep.equal([`${location.origin}/demo-host/pages/favicon.svg`]);
  });

  it('passes every payload of the attack corpus through the allow-list: nothing runs, loads or posts', async () => {
    const tags = new Set<string>(allowedHtmlTags);
    const attributes = new Set<string>([...allowedHtmlAttributes, 'target', 'rel']);
    for (const payload of attackCorpus) {
      view = renderInShadow(<SafeHtml html={`<p>Start</p>${payload}<p>End</p>`} className="rendered" />);
      const rendered = view.root.querySelector('.rendered')!;
      for (const element of rendered.querySelectorAll('*')) {
        expect(tags.has(element.localName), `<${element.localName}> from ${payload}`).to.equal(true);
        for (const name of element.getAttributeNames()) {
          expect(attributes.has(name), `${name} on <${element.localName}> from ${payload}`).to.equal(true);
        }
      }
      for (const link of rendered.querySelectorAll('a[href]')) {
        const href = link.getAttribute('href')!;
        expect(/^(https?:|mailto:|tel:)/.test(href), `href ${href} from ${payload}`).to.equal(true);
        expect(new URL(href).username, `credentials from ${payload}`).to.equal('');
      }
      for (const image of rendered.querySelectorAll('img')) {
        expect(new URL(image.getAttribute('src')!).origin, `img from ${payload}`).to.equal(location.origin);
      }
      expect(rendered.textContent).to.match(/^Start/);
      view.unmount();
      view = undefined;
    }
    await wait(100);
    expect((window as { hacked?: unknown }).hacked).to.equal(undefined);
    const reached = performance
      .getEntriesByType('resource')
      .filter((entry) => attackerOrigins.some((origin) => entry.name.startsWith(origin)));
    expect(reached.map((entry) => entry.name)).to.deep.equal([]);
  });
});
