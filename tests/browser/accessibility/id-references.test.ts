import { expect } from 'chai';
import { unresolvedIdReferences } from '../support/id-references.ts';

function element(tag: string, attributes: Record<string, string> = {}, text = ''): HTMLElement {
  const created = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) created.setAttribute(name, value);
  created.textContent = text;
  return created;
}

/** The check every axe pass of the browser tests runs first (tests/browser/support/axe.ts). */
describe('id references across shadow roots', () => {
  let host: HTMLElement;

  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
  });

  afterEach(() => host.remove());

  it('accepts references that resolve in their own root, page and shadow alike', () => {
    host.append(
      element('p', { id: 'page-hint' }, 'Hint'),
      element('input', { 'aria-describedby': 'page-hint' }),
    );
    const root = host.appendChild(document.createElement('span')).attachShadow({ mode: 'open' });
    const section = element('section', { 'aria-labelledby': 'title' });
    section.append(element('label', { for: 'field' }, 'Name'), element('input', { id: 'field' }));
    root.append(element('h2', { id: 'title' }, 'Title'), section);
    expect(unresolvedIdReferences(host)).to.deep.equal([]);
  });

  it('names each reference that points out of its shadow root or at nothing', () => {
    host.append(element('p', { id: 'page-hint' }, 'Hint'));
    const root = host.appendChild(document.createElement('coop-sample')).attachShadow({ mode: 'open' });
    root.append(
      element('input', { 'aria-describedby': 'page-hint missing' }),
      element('label', { for: 'elsewhere' }, 'Name'),
      element('button', { 'aria-controls': 'menu' }, 'Menu'),
    );
    expect(unresolvedIdReferences(host)).to.deep.equal([
      '<input> aria-describedby="page-hint" in <coop-sample>: no element with that id there',
      '<input> aria-describedby="missing" in <coop-sample>: no element with that id there',
      '<label> for="elsewhere" in <coop-sample>: no element with that id there',
      '<button> aria-controls="menu" in <coop-sample>: no element with that id there',
    ]);
  });
});
