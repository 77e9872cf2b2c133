import { expect } from 'chai';
import { SubmitWhenComplete } from '../../../../src/ui/primitives/SubmitWhenComplete/SubmitWhenComplete.tsx';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { renderInShadow, type ShadowRender } from '../../support/render-in-shadow.tsx';

const missing = 'Choose a service type and enter a valid phone number to submit.';

describe('SubmitWhenComplete', () => {
  let view: ShadowRender | undefined;

  afterEach(() => {
    view?.unmount();
    view = undefined;
  });

  const button = () => view!.root.querySelector('button')!;

  it('while the form is incomplete is a disabled submit button described by what is missing', () => {
    view = renderInShadow(
      <form>
        <SubmitWhenComplete incomplete={missing} loading={false}>
          Submit
        </SubmitWhenComplete>
      </form>,
    );
    expect(button().type).to.equal('submit');
    expect(button().disabled).to.equal(true);
    const note = view.root.getElementById(button().getAttribute('aria-describedby')!)!;
    expect(note.textContent).to.equal(missing);
    expect(note.getBoundingClientRect().height, 'the note is shown').to.be.greaterThan(0);
  });

  it('once complete is enabled, with no note and nothing describing it', () => {
    view = renderInShadow(
      <SubmitWhenComplete incomplete={null} loading={false}>
        Submit
      </SubmitWhenComplete>,
    );
    expect(button().disabled).to.equal(false);
    expect(button().hasAttribute('aria-describedby')).to.equal(false);
    expect(view.root.querySelector('p')).to.equal(null);
  });

  it('while sending is busy and takes no second press', () => {
    view = renderInShadow(
      <SubmitWhenComplete incomplete={null} loading>
        Submit
      </SubmitWhenComplete>,
    );
    expect(button().disabled).to.equal(true);
    expect(button().getAttribute('aria-busy')).to.equal('true');
  });

  it('has no WCAG A/AA violations with its note', async () => {
    view = renderInShadow(
      <SubmitWhenComplete incomplete={missing} loading={false}>
        Submit
      </SubmitWhenComplete>,
    );
    await expectNoAxeViolations();
  });
});
