import { expect } from 'chai';
import { useState } from 'react';
import { SearchField } from '../../../../src/ui/primitives/SearchField/SearchField.tsx';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { press, type } from '../../support/keyboard.ts';
import { renderInShadow, type ShadowRender } from '../../support/render-in-shadow.tsx';
import { waitFor } from '../../support/shadow-queries.ts';

function Search({ onSearch }: { onSearch: (text: string) => void }) {
  const [text, setText] = useState('');
  return (
    <SearchField
      label="Account number or address"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onSearch(event.target.value);
      }}
    />
  );
}

describe('SearchField', () => {
  let view: ShadowRender | undefined;

  afterEach(() => {
    view?.unmount();
    view = undefined;
  });

  it('is a labelled search box the browser neither fills from memory nor spell-checks', async () => {
    view = renderInShadow(<Search onSearch={() => undefined} />);
    const input = view.root.querySelector('input')!;
    expect(input.type).to.equal('search');
    expect(input.getAttribute('autocomplete')).to.equal('off');
    expect(input.spellcheck).to.equal(false);
    expect(view.root.querySelector(`label[for="${input.id}"]`)?.textContent).to.equal(
      'Account number or address',
    );
    await expectNoAxeViolations(view.root);
  });

  it('reports what is typed, and Escape clears it', async () => {
    const searched: string[] = [];
    view = renderInShadow(<Search onSearch={(text) => searched.push(text)} />);
    const input = view.root.querySelector('input')!;
    input.focus();
    await type('pine');
    await waitFor(() => input.value === 'pine', 'the typed text');
    expect(searched.at(-1)).to.equal('pine');
    await press('Escape');
    await waitFor(() => input.value === '', 'the cleared field');
    expect(searched.at(-1)).to.equal('');
  });
});
