import { expect } from 'chai';
import { SafeHtml } from '../../../../src/ui/primitives/SafeHtml/SafeHtml.tsx';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { renderInShadow, type ShadowRender } from '../../support/render-in-shadow.tsx';

const hostile = [
  '<h3>Use of the portal</h3>',
  '<p onclick="window.hacked = true">Members agree to <a href="https://example.coop/terms">the terms</a>.</p>',
  '<img src="x" onerror="window.hacked = true">',
  '<script>window.hacked = true</script>',
  '<a href="javascript:window.hacked = true">Click</a>',
].join('');

describe('SafeHtml', () => {
  let view: ShadowRender | undefined;

  afterEach(() => {
    view?.unmount();
    view = undefined;
    delete (window as { hacked?: boolean }).hacked;
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
    expect((window as { hacked?: boolean }).hacked).to.equal(undefined);
  });

  it('opens links in a new tab without access back to the page and treats images without alt as decorative', async () => {
    view = renderInShadow(<SafeHtml html={hostile} />);
    const link = view.root.querySelector('a[href]')!;
    expect(link.getAttribute('target')).to.equal('_blank');
    expect(link.getAttribute('rel')).to.equal('noopener noreferrer');
    expect(view.root.querySelector('img')?.getAttribute('alt')).to.equal('');
    await expectNoAxeViolations(view.host);
  });
});
