import { expect } from 'chai';
import '../../../widgets/coop-manage-notifications.ts';
import { resetPage, signIn } from '../portal/portal-test-support.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { deepActiveElement } from '../support/keyboard.ts';
import {
  alertTexts,
  buttonByName,
  fieldByLabel,
  queryButton,
  setInputValue,
  shadowRootOf,
  waitFor,
} from '../support/shadow-queries.ts';
import { installSimulator, type InstalledSimulator } from '../support/simulator.ts';

const originalAddress = `${location.pathname}${location.search}`;
const notePath = '/api/v3/members/1001/accounts/300100200/manage-notifications';

function normalized(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** The note the screen shows, as 'Label: value'. */
function shownNote(root: ShadowRoot): string {
  const row = root.querySelector('dl > div');
  return row
    ? `${normalized(row.querySelector('dt')?.textContent)}: ${normalized(row.querySelector('dd')?.textContent)}`
    : '';
}

describe('<coop-manage-notifications>', () => {
  let simulator: InstalledSimulator;
  let element: HTMLElement | undefined;

  afterEach(() => {
    element?.remove();
    element = undefined;
    history.replaceState(null, '', originalAddress);
    resetPage();
    simulator.uninstall();
  });

  /** Signs Jordan Rivera in, arms `faults`, and opens the element on 300100200. */
  async function show300100200(faults: object[] = []) {
    simulator = installSimulator();
    await signIn(simulator);
    for (const fault of faults) {
      await simulator.call('/api/__simulator/faults', { method: 'POST', json: fault });
    }
    history.replaceState(null, '', `${originalAddress}${location.search ? '&' : '?'}accountno=300100200`);
    element = document.createElement('coop-manage-notifications');
    document.body.append(element);
    return shadowRootOf(element);
  }

  it('shows the title and the account’s note', async () => {
    const root = await show300100200();
    await waitFor(() => shownNote(root) === 'Note: Call before visiting.', 'the note');
    expect(normalized(root.querySelector('h2')?.textContent)).to.equal('Manage Notifications');
    expect(fieldByLabel(root, 'New note').value).to.equal('');
    await expectNoAxeViolations(element);
  });

  it('shows the catalogue’s message with Try again when the call fails', async () => {
    const root = await show300100200([
      { method: 'GET', path: '/manage-notifications', status: 500, times: 10 },
    ]);
    await waitFor(() => alertTexts(root).length > 0, 'the failure');
    expect(alertTexts(root)).to.deep.equal([
      'We are unable to process your request at this time. Please try again later.',
    ]);
    expect(queryButton(root, 'Try again')).to.not.equal(undefined);
    await expectNoAxeViolations(element);
  });

  it('places the back office’s 400 on the field it names, and focuses it', async () => {
    const root = await show300100200();
    await waitFor(() => shownNote(root) !== '', 'the note');
    buttonByName(root, 'Save').click();
    const field = fieldByLabel(root, 'New note');
    await waitFor(() => field.getAttribute('aria-invalid') === 'true', 'the field error');
    expect(normalized(root.querySelector('[part~="error"]')?.textContent)).to.equal('Enter a note.');
    expect(alertTexts(root)).to.deep.equal(['Enter a note.']);
    expect(deepActiveElement()).to.equal(field);
    await expectNoAxeViolations(element);
  });

  it('saves a note, says so, and shows the note loaded again', async () => {
    const root = await show300100200();
    await waitFor(() => shownNote(root) === 'Note: Call before visiting.', 'the note');
    setInputValue(fieldByLabel(root, 'New note'), 'The dog is friendly.');
    buttonByName(root, 'Save').click();
    await waitFor(() => shownNote(root) === 'Note: The dog is friendly.', 'the saved note');
    expect(alertTexts(root)).to.deep.equal(['Your note was saved.']);
    expect(fieldByLabel(root, 'New note').value).to.equal('');
    expect(
      simulator.requests.filter((request) => request.path === notePath).map((request) => request.method),
    ).to.deep.equal(['GET', 'PUT', 'GET']);
    await expectNoAxeViolations(element);
  });
});
