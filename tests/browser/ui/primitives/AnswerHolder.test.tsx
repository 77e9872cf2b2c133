import { expect } from 'chai';
import { AnswerHolder } from '../../../../src/ui/primitives/AnswerHolder/AnswerHolder.tsx';
import { Alert } from '../../../../src/ui/primitives/Alert/Alert.tsx';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { renderInShadow, type ShadowRender } from '../../support/render-in-shadow.tsx';

/** An answer above a form, as a screen shows it: the holder, then the button that sent. */
function Screen({ failure, answer }: { readonly failure: string | null; readonly answer: number }) {
  return (
    <>
      <AnswerHolder focus={failure !== null} answer={answer}>
        {failure ? <Alert tone="error">{failure}</Alert> : null}
      </AnswerHolder>
      <button type="button">Submit</button>
    </>
  );
}

describe('AnswerHolder', () => {
  let view: ShadowRender | undefined;

  afterEach(() => {
    view?.unmount();
    view = undefined;
  });

  const holder = () => view!.root.querySelector<HTMLElement>('[tabindex="-1"]')!;
  const button = () => view!.root.querySelector('button')!;

  it('takes no place and no focus before an answer', () => {
    view = renderInShadow(<Screen failure={null} answer={0} />);
    button().focus();
    expect(getComputedStyle(holder()).display).to.equal('none');
    expect(view.root.activeElement).to.equal(button());
  });

  it('takes focus from the button when the answer arrives, and reads it', () => {
    view = renderInShadow(<Screen failure={null} answer={0} />);
    button().focus();
    view.rerender(<Screen failure="Service is unavailable." answer={1} />);
    expect(view.root.activeElement).to.equal(holder());
    expect(holder().textContent).to.equal('Service is unavailable.');
    expect(holder().querySelector('[role="alert"]')).to.not.equal(null);
  });

  it('takes focus again for the same message answered a second time', () => {
    view = renderInShadow(<Screen failure="Service is unavailable." answer={1} />);
    button().focus();
    view.rerender(<Screen failure="Service is unavailable." answer={2} />);
    expect(view.root.activeElement).to.equal(holder());
  });

  it('leaves the focus where the member put it while no new answer comes', () => {
    view = renderInShadow(<Screen failure="Service is unavailable." answer={1} />);
    button().focus();
    view.rerender(<Screen failure="Service is unavailable." answer={1} />);
    expect(view.root.activeElement).to.equal(button());
  });

  it('has no WCAG A/AA violations with an answer in it', async () => {
    view = renderInShadow(<Screen failure="Service is unavailable." answer={1} />);
    await expectNoAxeViolations();
  });
});
