import { resetMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import { TextAreaField } from '../../../../src/ui/primitives/TextAreaField/TextAreaField.tsx';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { expectFocusOn, press, type } from '../../support/keyboard.ts';
import { clickOn } from '../../support/mouse.ts';
import { renderInShadow, type ShadowRender } from '../../support/render-in-shadow.tsx';

describe('TextAreaField', () => {
  let view: ShadowRender | undefined;

  afterEach(async () => {
    view?.unmount();
    view = undefined;
    await resetMouse();
  });

  it('focuses its text box when the member clicks the label', async () => {
    view = renderInShadow(<TextAreaField label="Comments" />);
    const textArea = view.root.querySelector('textarea')!;
    expect(view.root.querySelector('label')!.htmlFor).to.equal(textArea.id);

    await clickOn(view.root.querySelector('label')!);
    await expectFocusOn(textArea);
  });

  it('takes lines and keeps them, up to its maximum length', async () => {
    view = renderInShadow(<TextAreaField label="Comments" maxLength={12} />);
    const textArea = view.root.querySelector('textarea')!;
    textArea.focus();
    await type('Gate code');
    await press('Enter');
    await type('4821 please');
    expect(textArea.value).to.equal('Gate code\n48');
  });

  it('describes the text box with its hint and error, marks it invalid and the box around it too', () => {
    view = renderInShadow(
      <TextAreaField label="Comments" hint="400 characters left" error="Comments are too long." />,
    );
    const textArea = view.root.querySelector('textarea')!;
    expect(textArea.getAttribute('aria-invalid')).to.equal('true');
    const texts = textArea
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => view!.root.getElementById(id)?.textContent);
    expect(texts).to.deep.equal(['400 characters left', 'Comments are too long.']);
    expect(view.root.querySelector('[role="alert"]')!.textContent).to.equal('Comments are too long.');
    // The box shows the error as the text fields' boxes do, not only the text under it.
    const box = getComputedStyle(textArea.parentElement!);
    expect(box.boxShadow, 'the invalid ring').to.not.equal('none');
  });

  it('without an error is not invalid, and its box draws no error ring', () => {
    view = renderInShadow(<TextAreaField label="Comments" />);
    const textArea = view.root.querySelector('textarea')!;
    expect(textArea.hasAttribute('aria-invalid')).to.equal(false);
    expect(getComputedStyle(textArea.parentElement!).boxShadow).to.equal('none');
  });

  it('starts with its rows and resizes in height only, never below them', () => {
    view = renderInShadow(<TextAreaField label="Remarks" rows={3} />);
    const textArea = view.root.querySelector('textarea')!;
    const style = getComputedStyle(textArea);
    expect(textArea.rows).to.equal(3);
    expect(style.resize).to.equal('vertical');
    expect(parseFloat(style.minHeight)).to.be.closeTo(3 * parseFloat(style.lineHeight), 0.5);
  });

  it('passes react-hook-form’s registration through: name, ref and onChange', async () => {
    const changes: string[] = [];
    let element: HTMLTextAreaElement | null = null;
    view = renderInShadow(
      <TextAreaField
        label="Comments"
        name="comments"
        onChange={(event) => changes.push(event.currentTarget.value)}
        ref={(node) => {
          element = node;
        }}
      />,
    );
    const textArea = view.root.querySelector('textarea')!;
    expect(element === textArea, 'ref is the text box').to.equal(true);
    expect(textArea.name).to.equal('comments');
    textArea.focus();
    await type('Hi');
    expect(changes).to.deep.equal(['H', 'Hi']);
  });

  it('lets Tab go from the text box to the next field', async () => {
    view = renderInShadow(
      <form>
        <TextAreaField label="Comments" hint="400 characters left" />
        <button type="submit">Submit</button>
      </form>,
    );
    view.root.querySelector('textarea')!.focus();
    await press('Tab');
    await expectFocusOn(view.root.querySelector('button')!);
  });

  it('has no WCAG A/AA violations with a hint and an error', async () => {
    view = renderInShadow(
      <TextAreaField label="Comments" hint="400 characters left" error="Comments are too long." required />,
    );
    await expectNoAxeViolations();
  });
});
