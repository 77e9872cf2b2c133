import { expect } from 'chai';
import '../../../widgets/coop-unclaimed-capital-credits.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import {
  chooseWithArrows,
  deepActiveElement,
  press,
  sendWithEnter,
  tabAndType,
  tabTo,
  type,
} from '../support/keyboard.ts';
import { mountElement } from '../support/mount-element.ts';
import {
  alertTexts,
  buttonByName,
  fieldByLabel,
  queryButton as queryButtonNamed,
  setInputValue,
  waitFor,
} from '../support/shadow-queries.ts';

const searchPath = '/api/v3/capital-credits/unclaimed/search';
const claimsPath = '/api/v3/capital-credits/unclaimed/claims';
const siteMessage =
  'Riverbend Electric Cooperative holds capital credits for former members we have been unable to reach. Search for your name or your business, then claim what is yours.';

function normalized(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

const fieldErrors = (root: ShadowRoot) =>
  [...root.querySelectorAll('[part~="error"]')]
    .map((element) => normalized(element.textContent))
    .filter(Boolean);
const resultRows = (root: ShadowRoot) =>
  [...root.querySelectorAll('tbody tr')].map((row) =>
    // Each cell's value, without the column's name the narrow card layout puts before it.
    [...row.querySelectorAll('th, td')].map((cell) =>
      normalized((cell.querySelector(':scope > span:last-child') ?? cell).textContent),
    ),
  );
const stepHeading = (root: ShadowRoot) => normalized(root.querySelector('h3')?.textContent);
const selectByLabel = (root: ShadowRoot, label: string) => {
  const match = [...root.querySelectorAll('label')].find(
    (element) => normalized(element.textContent) === label,
  );
  return root.getElementById(match?.htmlFor ?? '') as HTMLSelectElement;
};
const radioByLabel = (root: ShadowRoot, label: string) => {
  const match = [...root.querySelectorAll('label')].find(
    (element) => normalized(element.textContent) === label,
  );
  return root.getElementById(match?.htmlFor ?? '') as HTMLInputElement;
};

describe('<coop-unclaimed-capital-credits> (public)', () => {
  /** A visitor's page, `faults` armed, `width` px wide, once the site's message shows. */
  async function show(width = 1280, faults: readonly object[] = []) {
    const mounted = await mountElement('coop-unclaimed-capital-credits', { faults, width });
    await waitFor(() => mounted.root.textContent?.includes(siteMessage), 'the site message');
    return mounted;
  }

  /** Types Whitaker as the last name and presses Enter; waits for the two rows. */
  async function searchWhitaker(root: ShadowRoot) {
    fieldByLabel(root, 'Last Name').focus();
    await type('Whitaker');
    await press('Enter');
    await waitFor(() => resultRows(root).length === 2, 'the two Whitakers');
  }

  /** Searches Whitaker and claims Eleanor's. */
  async function claimEleanor(root: ShadowRoot) {
    await searchWhitaker(root);
    buttonByName(root, 'Claim Eleanor Whitaker, Riverbend, OR').click();
    await waitFor(() => stepHeading(root) === 'Claim Unclaimed Capital Credits', 'the contact form');
  }

  for (const width of [1280, 375]) {
    it(`keeps Search disabled until a name is given at ${width} px`, async () => {
      const { element, root } = await show(width);
      expect(stepHeading(root)).to.equal('Search for unclaimed capital credits');
      const search = buttonByName(root, 'Search');
      expect(search.disabled).to.equal(true);
      setInputValue(fieldByLabel(root, 'Company Name'), '   ');
      await waitFor(() => search.disabled, 'still disabled for spaces');
      setInputValue(fieldByLabel(root, 'First Name'), 'Eleanor');
      await waitFor(() => !search.disabled, 'Search enabled');
      await expectNoAxeViolations(element);
    });

    it(`searches with Enter and shows the results table at ${width} px`, async () => {
      const { element, root, simulator } = await show(width);
      await searchWhitaker(root);
      expect(resultRows(root)).to.deep.equal([
        ['Eleanor Whitaker', '1187 Mill Creek Rd', 'Riverbend, OR', '97401', 'Claim'],
        ['Thomas Whitaker', '52 Orchard Ln', 'Cedar Falls, OR', '97420-9012', 'Claim'],
      ]);
      expect(normalized(root.querySelector('caption')?.textContent)).to.contain(
        '2 unclaimed capital credits found',
      );
      expect(simulator.requests.filter((request) => request.path === searchPath)).to.have.length(1);
      expect(alertTexts(root)).to.deep.equal(['2 unclaimed capital credits found']);
      await expectNoAxeViolations(element);
    });

    it(`shows the contact form and every rule's message on an empty submit at ${width} px`, async () => {
      const { element, root, simulator } = await show(width);
      await claimEleanor(root);
      expect(deepActiveElement()).to.equal(root.querySelector('h3'));
      expect(fieldByLabel(root, 'Name').value).to.equal('Eleanor Whitaker');
      await expectNoAxeViolations(element);

      setInputValue(fieldByLabel(root, 'Last 4 digits of SSN'), '12');
      setInputValue(fieldByLabel(root, 'Zip Code'), '00000');
      buttonByName(root, 'Submit').click();
      await waitFor(() => fieldErrors(root).length >= 7, 'the errors');
      expect(fieldErrors(root)).to.deep.equal([
        'SSN must be 4 numeric digits',
        'Phone number is required.',
        'Contact preference is required.',
        'Address 1 is required.',
        'City is required.',
        'State is required.',
        'Zip code must be a 5 or 9 digit number. (Ex: *****-4321)',
      ]);
      expect(deepActiveElement()).to.equal(fieldByLabel(root, 'Last 4 digits of SSN'));
      radioByLabel(root, 'Email').click();
      buttonByName(root, 'Submit').click();
      await waitFor(() => fieldErrors(root).includes('Email address is required.'), 'the email rule');
      expect(simulator.requests.filter((request) => request.path === claimsPath)).to.have.length(0);
      await expectNoAxeViolations(element);
    });
  }

  for (const width of [1280, 375]) {
    it(`says nothing matched, with the names searched for, at ${width} px`, async () => {
      const { element, root } = await show(width);
      setInputValue(fieldByLabel(root, 'First Name'), ' Ann ');
      setInputValue(fieldByLabel(root, 'Last Name'), 'Smith');
      buttonByName(root, 'Search').click();
      await waitFor(
        () =>
          root.textContent?.includes('There were no unclaimed capital credits found matching ... Ann Smith'),
        'the empty message',
      );
      expect(root.querySelector('table')).to.equal(null);
      // Announced: the message is the status itself.
      expect(alertTexts(root)).to.deep.equal([
        'There were no unclaimed capital credits found matching ... Ann Smith',
      ]);
      await expectNoAxeViolations(element);
    });

    it(`shows the generic text with Try again when the search fails at ${width} px`, async () => {
      const { element, root } = await show(width, [
        { method: 'POST', path: '/unclaimed/search', status: 500 },
      ]);
      setInputValue(fieldByLabel(root, 'Last Name'), 'Whitaker');
      buttonByName(root, 'Search').click();
      await waitFor(() => queryButtonNamed(root, 'Try again'), 'the failure');
      expect(alertTexts(root)).to.deep.equal([
        'We are unable to process your request at this time. Please try again later.',
      ]);
      await expectNoAxeViolations(element);
      buttonByName(root, 'Try again').click();
      await waitFor(() => resultRows(root).length === 2, 'the results on retry');
      await expectNoAxeViolations(element);
    });
  }

  it('goes back to the same results with Cancel', async () => {
    const { root } = await show();
    await claimEleanor(root);
    buttonByName(root, 'Cancel').click();
    await waitFor(() => resultRows(root).length === 2, 'the results again');
    expect(fieldByLabel(root, 'Last Name').value).to.equal('Whitaker');
    expect(stepHeading(root)).to.equal('Search for unclaimed capital credits');
    expect(deepActiveElement()).to.equal(root.querySelector('h3'));
  });

  async function fillClaim(root: ShadowRoot) {
    setInputValue(fieldByLabel(root, 'Phone Number'), '5415550134');
    radioByLabel(root, 'Phone').click();
    setInputValue(fieldByLabel(root, 'Address 1'), '22 Fern Ave');
    setInputValue(fieldByLabel(root, 'City'), 'Eugene');
    const state = selectByLabel(root, 'State');
    state.value = 'OR';
    state.dispatchEvent(new Event('change', { bubbles: true }));
    setInputValue(fieldByLabel(root, 'Zip Code'), '97402-1234');
  }

  it('sends a claim with the keyboard alone: Enter to search and claim, Tab from field to field, Space and the arrows for the choices', async () => {
    const { root } = await show();
    await searchWhitaker(root);
    await tabTo(buttonByName(root, 'Claim Eleanor Whitaker, Riverbend, OR'));
    await press('Enter');
    await waitFor(() => stepHeading(root) === 'Claim Unclaimed Capital Credits', 'the contact form');
    await tabAndType([
      [fieldByLabel(root, 'Last 4 digits of SSN'), '1234'],
      [fieldByLabel(root, 'Phone Number'), '5415550134'],
    ]);
    await tabTo(radioByLabel(root, 'Phone'));
    await press('Space');
    await tabAndType([
      [fieldByLabel(root, 'Address 1'), '22 Fern Ave'],
      [fieldByLabel(root, 'City'), 'Eugene'],
    ]);
    const state = selectByLabel(root, 'State');
    await tabTo(state);
    await chooseWithArrows(state, 'Oregon', 60);
    await tabAndType([[fieldByLabel(root, 'Zip Code'), '974021234']]);
    await sendWithEnter(root.querySelector('form')!, buttonByName(root, 'Submit'));
    await waitFor(() => alertTexts(root).length > 0, 'the answer');
    expect(alertTexts(root)).to.deep.equal([
      'Thank you. Your claim was sent to member services, who will contact you by phone within 10 business days.',
    ]);
  });

  for (const width of [1280, 375]) {
    it(`sends the claim, hides the form and shows the back office’s message at ${width} px`, async () => {
      const { element, root, simulator } = await show(width);
      await claimEleanor(root);
      await fillClaim(root);
      buttonByName(root, 'Submit').click();
      await waitFor(() => alertTexts(root).length > 0, 'the answer');
      expect(alertTexts(root)).to.deep.equal([
        'Thank you. Your claim was sent to member services, who will contact you by phone within 10 business days.',
      ]);
      expect(root.querySelector('form')).to.equal(null);
      const outbox = (await (await simulator.call('/api/__simulator/outbox')).json()) as {
        subject: string;
      }[];
      expect(outbox.map((message) => message.subject)).to.deep.equal([
        'Unclaimed capital credit claim for Eleanor Whitaker',
      ]);
      await expectNoAxeViolations(element);
      buttonByName(root, 'New Search').click();
      await waitFor(() => fieldByLabel(root, 'Last Name').value === '', 'a fresh search');
    });

    it(`shows the failure and keeps what was typed when the claim fails at ${width} px`, async () => {
      const { element, root } = await show(width, [
        { method: 'POST', path: '/unclaimed/claims', status: 500 },
      ]);
      await claimEleanor(root);
      await fillClaim(root);
      buttonByName(root, 'Submit').click();
      await waitFor(() => alertTexts(root).length > 0, 'the failure');
      expect(alertTexts(root)).to.deep.equal([
        'We are unable to process your request at this time. Please try again later.',
      ]);
      expect(fieldByLabel(root, 'City').value).to.equal('Eugene');
      expect(fieldByLabel(root, 'Phone Number').value).to.equal('(541) 555-0134');
      await expectNoAxeViolations(element);
    });
  }
});
