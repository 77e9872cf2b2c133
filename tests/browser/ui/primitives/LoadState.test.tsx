import { expect } from 'chai';
import { createStore, Provider } from 'jotai';
import { ApiError } from '../../../../src/api/api-error.ts';
import { standardErrorCatalogue } from '../../../../src/domain/error-messages.ts';
import { useQuery } from '../../../../src/state/useQuery.ts';
import { LoadState } from '../../../../src/ui/primitives/LoadState/LoadState.tsx';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { alertTexts, buttonByName, queryButton, waitFor } from '../../support/shadow-queries.ts';
import { renderInShadow, type ShadowRender } from '../../support/render-in-shadow.tsx';

interface Bill {
  readonly month: string;
}

function Bills({ load }: { readonly load: () => Promise<readonly Bill[]> }) {
  const bills = useQuery(['member', '1001', 'bills'], load);
  return (
    <LoadState
      query={bills}
      errors={standardErrorCatalogue}
      loadingLabel="Loading your bills"
      isEmpty={(list) => list.length === 0}
      emptyMessage="There are no bills yet."
    >
      {(list) => (
        <ul>
          {list.map((bill) => (
            <li key={bill.month}>{bill.month}</li>
          ))}
        </ul>
      )}
    </LoadState>
  );
}

describe('LoadState with useQuery', () => {
  let view: ShadowRender | undefined;

  afterEach(() => {
    view?.unmount();
    view = undefined;
  });

  function render(load: () => Promise<readonly Bill[]>) {
    view = renderInShadow(
      <Provider store={createStore()}>
        <Bills load={load} />
      </Provider>,
    );
    return view.root;
  }

  it('shows a named spinner while loading, then the content', async () => {
    let resolve!: (bills: readonly Bill[]) => void;
    const root = render(() => new Promise((done) => (resolve = done)));
    const status = root.querySelector('[role="status"]');
    expect(status?.textContent).to.equal('Loading your bills');
    await expectNoAxeViolations(view!.host);
    resolve([{ month: 'October' }, { month: 'September' }]);
    await waitFor(() => root.querySelectorAll('li').length === 2, 'the bills');
    expect([...root.querySelectorAll('li')].map((item) => item.textContent)).to.deep.equal([
      'October',
      'September',
    ]);
    expect(root.querySelector('[role="status"]')).to.equal(null);
  });

  it('shows the empty message when there is nothing', async () => {
    const root = render(async () => []);
    await waitFor(() => root.querySelector('p'), 'the empty message');
    expect(root.querySelector('p')?.textContent).to.equal('There are no bills yet.');
  });

  it("shows the catalogue's message and Try again, which loads again and shows the content", async () => {
    let calls = 0;
    const root = render(async () => {
      calls += 1;
      if (calls === 1) {
        throw new ApiError(
          { kind: 'http', status: 503, statusText: 'Service Unavailable', body: undefined },
          'x',
        );
      }
      return [{ month: 'October' }];
    });
    await waitFor(() => queryButton(root, 'Try again'), 'the failure');
    expect(alertTexts(root)).to.deep.equal(['503 Service Unavailable']);
    await expectNoAxeViolations(view!.host);
    buttonByName(root, 'Try again').click();
    await waitFor(() => root.querySelector('li')?.textContent === 'October', 'the bills after Try again');
    expect(alertTexts(root)).to.deep.equal([]);
    expect(calls).to.equal(2);
  });
});
