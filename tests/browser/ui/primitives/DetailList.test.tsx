import { expect } from 'chai';
import { DetailList } from '../../../../src/ui/primitives/DetailList/DetailList.tsx';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { renderInShadow, type ShadowRender } from '../../support/render-in-shadow.tsx';

describe('DetailList', () => {
  let view: ShadowRender | undefined;

  afterEach(() => {
    view?.unmount();
    view = undefined;
  });

  it('renders label/value pairs as a description list', async () => {
    view = renderInShadow(
      <DetailList
        items={[
          { label: 'Due date', value: '06/15/2026' },
          { label: 'Balance', value: '$125.50' },
        ]}
      />,
    );
    const list = view.root.querySelector('dl')!;
    expect([...list.querySelectorAll('dt')].map((term) => term.textContent)).to.deep.equal([
      'Due date',
      'Balance',
    ]);
    expect([...list.querySelectorAll('dd')].map((value) => value.textContent)).to.deep.equal([
      '06/15/2026',
      '$125.50',
    ]);
    await expectNoAxeViolations();
  });
});
