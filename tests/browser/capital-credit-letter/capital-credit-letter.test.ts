import { expect } from 'chai';
import '../../../widgets/coop-capital-credit-letter.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import {
  deepActiveElement,
  expectFocusOn,
  nextTick,
  press,
  sendWithEnter,
  tabAndType,
} from '../support/keyboard.ts';
import { mountElement } from '../support/mount-element.ts';
import {
  alertTexts,
  buttonByName,
  dialogByName,
  fieldByLabel,
  setInputValue,
  waitFor,
} from '../support/shadow-queries.ts';

const letterReturnPath = '/api/v3/capital-credits/letter-returns';
const siteMessage =
  'Please sign your capital credit letter and return it by the date printed on it, so we can pay your capital credits on time.';

function normalized(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

const fieldErrors = (root: ShadowRoot) =>
  [...root.querySelectorAll('[part~="error"]')]
    .map((element) => normalized(element.textContent))
    .filter(Boolean);

describe('<coop-capital-credit-letter> (public)', () => {
  /** A visitor (nobody signed in) opens the page at `width`, with `faults` armed. */
  async function show(width = 1280, faults: readonly object[] = []) {
    const mounted = await mountElement('coop-capital-credit-letter', { width, faults });
    const { root } = mounted;
    await waitFor(() => normalized(root.querySelector('p')?.textContent) === siteMessage, 'the site message');
    return mounted;
  }

  for (const width of [1280, 375]) {
    it(`shows the title, the site's message, both fields and the button to a visitor at ${width} px`, async () => {
      const { element, root, simulator } = await show(width);
      expect(normalized(root.querySelector('h2')?.textContent)).to.equal('Capital Credit Letter Return');
      expect(fieldByLabel(root, 'Member Number').value).to.equal('');
      expect(fieldByLabel(root, 'Letter ID').value).to.equal('');
      expect(buttonByName(root, 'Return Signed Letter').disabled).to.equal(false);
      expect(simulator.requests.some((request) => request.path.includes('/auth'))).to.equal(false);
      await expectNoAxeViolations(element);
    });

    it(`says which fields are missing or malformed, and focuses the first, at ${width} px`, async () => {
      const { element, root, simulator } = await show(width);
      buttonByName(root, 'Return Signed Letter').click();
      await waitFor(() => fieldErrors(root).length === 2, 'both errors');
      expect(fieldErrors(root)).to.deep.equal(['Member Number is required.', 'Letter ID is required.']);
      expect(deepActiveElement()).to.equal(fieldByLabel(root, 'Member Number'));

      setInputValue(fieldByLabel(root, 'Member Number'), '10-01');
      setInputValue(fieldByLabel(root, 'Letter ID'), 'CC2026A');
      buttonByName(root, 'Return Signed Letter').click();
      await waitFor(() => fieldErrors(root).join() === 'Invalid format.', 'the format error');
      expect(fieldByLabel(root, 'Member Number').getAttribute('aria-invalid')).to.equal('true');
      expect(simulator.requests.filter((request) => request.path === letterReturnPath)).to.have.length(0);
      await expectNoAxeViolations(element);
    });

    it(`opens the Letter ID help and returns focus to its button at ${width} px`, async () => {
      const { element, root } = await show(width);
      const help = buttonByName(root, 'What is the Letter ID?');
      help.focus();
      help.click();
      const dialog = await waitFor(() => dialogByName(root, 'Letter ID'), 'the help dialog');
      expect(normalized(dialog.textContent)).to.contain(
        'It is made of letters and digits only, for example CC2026A.',
      );
      await nextTick();
      await expectNoAxeViolations(element);
      await press('Escape');
      await waitFor(() => !dialogByName(root, 'Letter ID'), 'the dialog to close');
      await expectFocusOn(help);
    });
  }

  for (const width of [1280, 375]) {
    it(`returns letter CC2026A for member 1001 and shows the back office’s message at ${width} px`, async () => {
      const { element, root, simulator } = await show(width);
      setInputValue(fieldByLabel(root, 'Member Number'), '1001');
      setInputValue(fieldByLabel(root, 'Letter ID'), 'cc2026a');
      buttonByName(root, 'Return Signed Letter').click();
      await waitFor(() => alertTexts(root).length > 0, 'the answer');
      expect(alertTexts(root)).to.deep.equal([
        'Thank you. We received your signed capital credit letter CC2026A for member 1001.',
      ]);
      // The form empties once the answer is in: the answer's render comes first.
      await waitFor(() => fieldByLabel(root, 'Member Number').value === '' || undefined, 'the emptied form');
      expect(fieldByLabel(root, 'Member Number').value).to.equal('');
      expect(simulator.requests.filter((request) => request.path === letterReturnPath)).to.have.length(1);
      await expectNoAxeViolations(element);
    });

    it(`shows the back office’s message for a letter it does not know, keeping what was typed, at ${width} px`, async () => {
      const { element, root } = await show(width);
      setInputValue(fieldByLabel(root, 'Member Number'), '1002');
      setInputValue(fieldByLabel(root, 'Letter ID'), 'CC2026A');
      buttonByName(root, 'Return Signed Letter').click();
      await waitFor(() => alertTexts(root).length > 0, 'the answer');
      expect(alertTexts(root)).to.deep.equal([
        'We could not find a capital credit letter matching that member number and letter ID.',
      ]);
      expect(fieldByLabel(root, 'Member Number').value).to.equal('1002');
      await expectNoAxeViolations(element);
    });
  }

  it('returns a letter with the keyboard alone: Tab from field to field past the help, Enter on the button', async () => {
    const { root, simulator } = await show();
    await tabAndType([
      [fieldByLabel(root, 'Member Number'), '1001'],
      [fieldByLabel(root, 'Letter ID'), 'cc2026a'],
    ]);
    await sendWithEnter(root.querySelector('form')!, buttonByName(root, 'Return Signed Letter'));
    await waitFor(() => alertTexts(root).length > 0, 'the answer');
    expect(alertTexts(root)).to.deep.equal([
      'Thank you. We received your signed capital credit letter CC2026A for member 1001.',
    ]);
    expect(simulator.requests.filter((request) => request.path === letterReturnPath)).to.have.length(1);
  });

  it('shows the generic text when the back office fails', async () => {
    const { element, root } = await show(1280, [{ method: 'POST', path: '/letter-returns', status: 500 }]);
    setInputValue(fieldByLabel(root, 'Member Number'), '1001');
    setInputValue(fieldByLabel(root, 'Letter ID'), 'CC2026A');
    buttonByName(root, 'Return Signed Letter').click();
    await waitFor(() => alertTexts(root).length > 0, 'the failure');
    expect(alertTexts(root)).to.deep.equal([
      'We are unable to process your request at this time. Please try again later.',
    ]);
    await expectNoAxeViolations(element);
  });
});
