import { expect } from 'chai';
import '../../../widgets/coop-account-profile.ts';
import { createSeedState } from '../../../demo-host/simulator/seed.ts';
import type { SimulatorState } from '../../../demo-host/simulator/simulator.ts';
import { riverbendApplicationId } from '../../../demo-host/simulator/sites.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { deepActiveElement, expectFocusOn, nextTick, press } from '../support/keyboard.ts';
import { mountElement } from '../support/mount-element.ts';
import { forgetLoadedData } from '../support/session.ts';
import {
  alertTexts,
  buttonByName,
  dialogByName,
  fieldByLabel,
  queryButton,
  setInputValue,
  shadowRootOf,
  waitFor,
} from '../support/shadow-queries.ts';
import type { InstalledSimulator } from '../support/simulator.ts';

const profilePath = '/api/v3/members/1001/accounts/300100200/profile';
const updated = 'Your account information has been updated successfully.';
const reviewPending =
  'Thank you. Your changes will appear on your account once Member Services has reviewed them.';

function normalized(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

function section(root: ShadowRoot, name: 'name' | 'address' | 'phones'): HTMLElement {
  const found = root.querySelector<HTMLElement>(`[data-section="${name}"]`);
  if (!found) throw new Error(`No ${name} section`);
  return found;
}

/** What a section shows, as 'Label: value' lines. */
function lines(root: ShadowRoot, name: 'name' | 'address' | 'phones'): string[] {
  return [...section(root, name).querySelectorAll('dl > div')].map(
    (row) =>
      `${normalized(row.querySelector('dt')?.textContent)}: ${normalized(row.querySelector('dd')?.textContent)}`,
  );
}

/** The element labelled `label` inside `scope`. */
function labelled(root: ShadowRoot, scope: Element, label: string): HTMLElement {
  const match = [...scope.querySelectorAll('label')].find(
    (element) => normalized(element.textContent) === label,
  );
  const found = match?.htmlFor ? root.getElementById(match.htmlFor) : null;
  if (!found) throw new Error(`No control labelled "${label}"`);
  return found;
}

/** The input labelled `label` inside `scope`. */
function control(root: ShadowRoot, scope: Element, label: string): HTMLInputElement {
  const found = labelled(root, scope, label);
  if (!(found instanceof HTMLInputElement)) throw new Error(`"${label}" is not an input`);
  return found;
}

/** The select labelled `label` inside `scope`. */
function selectControl(root: ShadowRoot, scope: Element, label: string): HTMLSelectElement {
  const found = labelled(root, scope, label);
  if (!(found instanceof HTMLSelectElement)) throw new Error(`"${label}" is not a select`);
  return found;
}

function phoneSlot(root: ShadowRoot, slot: number): HTMLFieldSetElement {
  const found = root.querySelector<HTMLFieldSetElement>(`[data-phone-slot="${slot}"]`);
  if (!found) throw new Error(`No phone slot ${slot}`);
  return found;
}

function choose(select: HTMLSelectElement, value: string): void {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/** The error shown under the control labelled `label` inside `scope`. */
function fieldError(root: ShadowRoot, scope: Element, label: string): string {
  const field = labelled(root, scope, label);
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids
    .map((id) => root.getElementById(id))
    .filter((element) => element?.getAttribute('part') === 'error')
    .map((element) => normalized(element?.textContent))
    .join(' ');
}

function notice(root: ShadowRoot): string {
  return normalized(root.querySelector('[data-notice]')?.textContent);
}

function puts(simulator: InstalledSimulator): number {
  return simulator.requests.filter((request) => request.method === 'PUT' && request.path === profilePath)
    .length;
}

for (const width of [1280, 375]) {
  describe(`<coop-account-profile> at ${width} px`, () => {
    interface ShowOptions {
      readonly faults?: object[];
      readonly settings?: Record<string, string>;
      readonly site?: (state: SimulatorState) => void;
      /** Wait for the sections (default) or only mount. */
      readonly waitForSections?: boolean;
    }

    /** Signs Jordan Rivera in, arms `faults`, and opens the element on 300100200. */
    async function show300100200({
      faults = [],
      settings = {},
      site,
      waitForSections = true,
    }: ShowOptions = {}) {
      const state = createSeedState(new Date());
      Object.assign(state.accountProfile.sites[riverbendApplicationId]!.settings, settings);
      site?.(state);
      const mounted = await mountElement('coop-account-profile', {
        member: 'jordan.rivera',
        account: '300100200',
        state,
        faults,
        width,
      });
      const { root } = mounted;
      if (waitForSections) await waitFor(() => root.querySelector('[data-section="phones"]'), 'the sections');
      return mounted;
    }

    function expectNoHorizontalScroll(root: ShadowRoot) {
      expect(document.documentElement.scrollWidth, 'the page').to.be.at.most(width);
      for (const name of ['name', 'address', 'phones'] as const) {
        const shown = section(root, name);
        expect(shown.scrollWidth, `the ${name} section`).to.be.at.most(shown.clientWidth);
      }
    }

    it('shows the Name, Address and Phones sections of 300100200, the spouse, and an Edit for each', async () => {
      const { element, root } = await show300100200();
      expect(normalized(root.querySelector('h2')?.textContent)).to.equal('Account Profile');
      expect(
        [...root.querySelectorAll('h3')].map((heading) => normalized(heading.textContent)),
      ).to.deep.equal(['Name', 'Address', 'Phones']);
      expect(lines(root, 'name')).to.deep.equal([
        'First Name: Jordan',
        'Middle Name: Not given',
        'Last Name: Rivera',
        'Spouse: Taylor Rivera',
      ]);
      expect(lines(root, 'address')).to.deep.equal([
        'Street: 1450 Willow Creek Rd',
        'City: Riverbend',
        'State: OR',
        'Zip Code: 97401',
      ]);
      expect(lines(root, 'phones')).to.deep.equal(['Cell: (555) 010-4821']);
      for (const name of ['Name', 'Address', 'Phones'])
        expect(buttonByName(root, `Edit ${name}`).disabled).to.equal(false);
      expect(notice(root)).to.equal('');
      expectNoHorizontalScroll(root);
      await expectNoAxeViolations(element);
    });

    it('leaves the spouse out when DISPLAY_SPOUSE_CONTACT is not Y', async () => {
      const { root } = await show300100200({ settings: { DISPLAY_SPOUSE_CONTACT: 'N' } });
      expect(lines(root, 'name')).to.deep.equal([
        'First Name: Jordan',
        'Middle Name: Not given',
        'Last Name: Rivera',
      ]);
    });

    it('disables each section whose setting is not Y, and says why', async () => {
      const { element, root } = await show300100200({
        settings: { ALLOW_NAME_UPDATE: 'N', ALLOW_ADDRESS_UPDATE: '', ALLOW_PHONE_UPDATE: 'Y' },
      });
      const editName = buttonByName(root, 'Edit Name');
      expect(editName.disabled).to.equal(true);
      expect(buttonByName(root, 'Edit Address').disabled).to.equal(true);
      expect(buttonByName(root, 'Edit Phones').disabled).to.equal(false);
      const reason = root.getElementById(editName.getAttribute('aria-describedby') ?? '');
      expect(normalized(reason?.textContent)).to.equal(
        'This section cannot be changed online. Please contact the cooperative to change it.',
      );
      expect(section(root, 'phones').querySelector('[aria-describedby]')).to.equal(null);
      await expectNoAxeViolations(element);
    });

    it('edits one section at a time; Cancel puts back the saved values and focus on Edit', async () => {
      const { element, root, simulator } = await show300100200();
      buttonByName(root, 'Edit Name').click();
      const name = section(root, 'name');
      const firstName = await waitFor(() => control(root, name, 'First Name'), 'the name form');
      await expectFocusOn(firstName);
      expect(firstName.value).to.equal('Jordan');
      expect(buttonByName(root, 'Edit Address').disabled).to.equal(true);
      expect(buttonByName(root, 'Edit Phones').disabled).to.equal(true);
      expect(queryButton(root, 'Edit Name')).to.equal(undefined);
      await expectNoAxeViolations(element);

      setInputValue(firstName, 'Jo');
      buttonByName(root, 'Cancel').click();
      await waitFor(() => lines(root, 'name')[0] === 'First Name: Jordan', 'the saved name');
      await expectFocusOn(buttonByName(root, 'Edit Name'));
      expect(buttonByName(root, 'Edit Address').disabled).to.equal(false);

      buttonByName(root, 'Edit Name').click();
      const again = await waitFor(() => control(root, section(root, 'name'), 'First Name'), 'the name form');
      expect(again.value).to.equal('Jordan');
      expect(puts(simulator)).to.equal(0);
    });

    it("asks for the first name: 'Please enter first name.', focused, nothing sent", async () => {
      const { element, root, simulator } = await show300100200();
      buttonByName(root, 'Edit Name').click();
      const name = section(root, 'name');
      const firstName = await waitFor(() => control(root, name, 'First Name'), 'the name form');
      setInputValue(firstName, '   ');
      buttonByName(root, 'Save').click();
      await waitFor(() => fieldError(root, name, 'First Name') !== '', 'the first name error');
      expect(fieldError(root, name, 'First Name')).to.equal('Please enter first name.');
      await expectFocusOn(firstName);
      expect(puts(simulator)).to.equal(0);
      await expectNoAxeViolations(element);
    });

    it('changes the name on this account only: Update This Account, the success text, the name reloaded', async () => {
      const { element, root, simulator, accessToken } = await show300100200();
      buttonByName(root, 'Edit Name').click();
      const name = section(root, 'name');
      setInputValue(await waitFor(() => control(root, name, 'Middle Name'), 'the name form'), 'Alex');
      buttonByName(root, 'Save').click();

      const dialog = await waitFor(() => dialogByName(root, 'Update Accounts'), 'the accounts question');
      expect(normalized(dialog.textContent)).to.contain(
        'You have more than one account. Make this change on all of your accounts, or only on account 300100200?',
      );
      await expectNoAxeViolations(element);
      buttonByName(root, 'Update This Account').click();

      await waitFor(() => lines(root, 'name')[1] === 'Middle Name: Alex', 'the saved middle name');
      expect(notice(root)).to.equal(updated);
      await expectFocusOn(root.querySelector('[data-notice]'));
      expect(
        simulator.requests.filter((request) => request.path === profilePath).map((request) => request.method),
      ).to.deep.equal(['GET', 'PUT', 'GET']);
      await expectNoAxeViolations(element);

      // Another account of Jordan's keeps its name.
      const other = await simulator.call('/api/v3/members/1001/accounts/300100201/profile', {
        headers: { Authorization: `Bearer ${accessToken}` },
      });
      expect(((await other.json()) as { middleName: string }).middleName).to.equal('');
    });

    it('Escape on the accounts question sends nothing and keeps the form as typed', async () => {
      const { root, simulator } = await show300100200();
      buttonByName(root, 'Edit Name').click();
      const middle = await waitFor(
        () => control(root, section(root, 'name'), 'Middle Name'),
        'the name form',
      );
      setInputValue(middle, 'Alex');
      buttonByName(root, 'Save').click();
      await waitFor(() => dialogByName(root, 'Update Accounts'), 'the accounts question');
      await nextTick();
      await press('Escape');
      await waitFor(() => !dialogByName(root, 'Update Accounts'), 'the question closed');
      expect(control(root, section(root, 'name'), 'Middle Name').value).to.equal('Alex');
      expect(puts(simulator)).to.equal(0);
    });

    it('refuses a zip of zeros and a blocked city character; saves 5+4 without the hyphen on every account', async () => {
      const { element, root, simulator, accessToken } = await show300100200();
      buttonByName(root, 'Edit Address').click();
      const address = section(root, 'address');
      const city = await waitFor(() => control(root, address, 'City'), 'the address form');
      const zip = control(root, address, 'Zip Code');
      expect(selectControl(root, address, 'State').value).to.equal('OR');

      setInputValue(city, 'Eugene');
      city.focus();
      await press('~');
      await press('|');
      expect(city.value).to.equal('Eugene');
      setInputValue(city, 'Coeur"d Alene');
      expect(city.value).to.equal('Coeurd Alene');

      setInputValue(zip, '00000-1234');
      buttonByName(root, 'Save').click();
      await waitFor(() => fieldError(root, address, 'Zip Code') !== '', 'the zip error');
      expect(fieldError(root, address, 'Zip Code')).to.equal(
        'Zip code must be a 5 or 9 digit number(Ex: 98745-4321).',
      );
      await expectFocusOn(zip);
      await expectNoAxeViolations(element);

      setInputValue(city, 'Eugene');
      setInputValue(zip, '97401-1234');
      buttonByName(root, 'Save').click();
      await waitFor(() => dialogByName(root, 'Update Accounts'), 'the accounts question');
      buttonByName(root, 'Update All').click();
      await waitFor(() => lines(root, 'address')[3] === 'Zip Code: 97401-1234', 'the saved zip');
      expect(lines(root, 'address')[1]).to.equal('City: Eugene');
      expect(notice(root)).to.equal(updated);

      const other = await simulator.call('/api/v3/members/1001/accounts/300100205/profile', {
        headers: { Authorization: `Bearer ${accessToken}` },
      });
      expect(await other.json()).to.include({ city: 'Eugene', zip: '974011234', updateIndicator: 'ALL' });
    });

    it("shows 'Invalid phone format.(Ex: (987) 456-1230)' and the type/number pairing rules", async () => {
      const { element, root, simulator } = await show300100200();
      buttonByName(root, 'Edit Phones').click();
      const first = await waitFor(() => phoneSlot(root, 1), 'the phones form');
      await expectFocusOn(selectControl(root, first, 'Phone Type'));
      expect(selectControl(root, first, 'Phone Type').value).to.equal('2');
      expect(control(root, first, 'Phone Number').value).to.equal('(555) 010-4821');

      setInputValue(control(root, first, 'Phone Number'), '98745');
      expect(control(root, first, 'Phone Number').value).to.equal('(987) 45');
      const second = phoneSlot(root, 2);
      setInputValue(control(root, second, 'Phone Number'), '5552223344');
      choose(selectControl(root, phoneSlot(root, 3), 'Phone Type'), '3');
      buttonByName(root, 'Save').click();

      await waitFor(() => fieldError(root, first, 'Phone Number') !== '', 'the phone errors');
      expect(fieldError(root, first, 'Phone Number')).to.equal('Invalid phone format.(Ex: (987) 456-1230)');
      expect(fieldError(root, second, 'Phone Type')).to.equal('Please select a phone type.');
      expect(fieldError(root, phoneSlot(root, 3), 'Phone Number')).to.equal('Please enter a phone number.');
      expect(puts(simulator)).to.equal(0);
      await expectNoAxeViolations(element);
    });

    it('asks for at least one phone when every slot is cleared with Remove', async () => {
      const { root } = await show300100200();
      buttonByName(root, 'Edit Phones').click();
      const first = await waitFor(() => phoneSlot(root, 1), 'the phones form');
      buttonByName(root, 'Remove Phone 1').click();
      expect(control(root, first, 'Phone Number').value).to.equal('');
      await expectFocusOn(selectControl(root, first, 'Phone Type'));
      expect(buttonByName(root, 'Remove Phone 1').disabled).to.equal(true);
      buttonByName(root, 'Save').click();
      await waitFor(() => fieldError(root, first, 'Phone Type') !== '', 'the phone type error');
      expect(fieldError(root, first, 'Phone Type')).to.equal(
        'Please select a phone type and enter at least one phone number.',
      );
    });

    it('changes a phone, then asks to Manage Notifications, which leads to manage-notifications', async () => {
      const { element, root, navigations } = await show300100200();
      buttonByName(root, 'Edit Phones').click();
      const first = await waitFor(() => phoneSlot(root, 1), 'the phones form');
      setInputValue(control(root, first, 'Phone Number'), '9874561230');
      const second = phoneSlot(root, 2);
      choose(selectControl(root, second, 'Phone Type'), '3');
      setInputValue(control(root, second, 'Phone Number'), '5552223344');
      setInputValue(control(root, second, 'Extension'), '12');
      buttonByName(root, 'Save').click();
      await waitFor(() => dialogByName(root, 'Update Accounts'), 'the accounts question');
      buttonByName(root, 'Update This Account').click();

      const confirm = await waitFor(() => dialogByName(root, 'Confirm'), 'the Confirm dialog');
      expect(normalized(confirm.textContent)).to.contain(
        'Your phone numbers have changed. Would you like to review which numbers get your notifications?',
      );
      await waitFor(() => lines(root, 'phones').length === 2, 'the saved phones');
      expect(lines(root, 'phones')).to.deep.equal(['Cell: (987) 456-1230', 'Work: (555) 222-3344 ext. 12']);
      expect(notice(root)).to.equal(updated);
      await expectFocusOn(buttonByName(root, 'Not Now'));
      await expectNoAxeViolations(element);

      buttonByName(root, 'Manage Notifications').click();
      await waitFor(() => navigations.length > 0, 'the navigation');
      expect(navigations[0]).to.match(/#\/manage-notifications$/);
    });

    it('changes a phone with the keyboard alone: Edit, type, Enter, Update This Account, Not Now', async () => {
      const { root, navigations } = await show300100200();
      const edit = buttonByName(root, 'Edit Phones');
      edit.focus();
      await press('Enter');
      const first = await waitFor(() => phoneSlot(root, 1), 'the phones form');
      await expectFocusOn(selectControl(root, first, 'Phone Type'));
      await press('Tab');
      const number = control(root, first, 'Phone Number');
      await expectFocusOn(number);
      await press('Control+A');
      await press('Backspace');
      for (const digit of '9874561230') await press(digit);
      expect(number.value).to.equal('(987) 456-1230');
      await press('Enter');
      await waitFor(() => dialogByName(root, 'Update Accounts'), 'the accounts question');
      await expectFocusOn(buttonByName(root, 'Update This Account'));
      await press('Enter');
      await waitFor(() => dialogByName(root, 'Confirm'), 'the Confirm dialog');
      await expectFocusOn(buttonByName(root, 'Not Now'));
      await press('Tab');
      await expectFocusOn(buttonByName(root, 'Manage Notifications'));
      await press('Tab');
      await expectFocusOn(buttonByName(root, 'Not Now'));
      await press('Escape');
      await waitFor(() => !dialogByName(root, 'Confirm'), 'the Confirm dialog closed');
      expect(navigations).to.deep.equal([]);
      await waitFor(() => lines(root, 'phones')[0] === 'Cell: (987) 456-1230', 'the saved phone');
    });

    it('does not ask about notifications when the phones did not change, or notifications are off', async () => {
      const { root } = await show300100200({
        site: (state) => {
          state.portal.sites[riverbendApplicationId]!.configuration.allowSubscribeForNotification = false;
        },
      });
      buttonByName(root, 'Edit Phones').click();
      const first = await waitFor(() => phoneSlot(root, 1), 'the phones form');
      setInputValue(control(root, first, 'Phone Number'), '9874561230');
      buttonByName(root, 'Save').click();
      await waitFor(() => dialogByName(root, 'Update Accounts'), 'the accounts question');
      buttonByName(root, 'Update This Account').click();
      await waitFor(() => notice(root) === updated, 'the success text');
      await nextTick(200);
      expect(dialogByName(root, 'Confirm')).to.equal(undefined);
      expect(lines(root, 'phones')).to.deep.equal(['Cell: (987) 456-1230']);
    });

    it('keeps what the member typed when the save fails, with the catalogue’s message focused', async () => {
      const { element, root } = await show300100200({
        faults: [{ method: 'PUT', path: '/300100200/profile', status: 500 }],
      });
      buttonByName(root, 'Edit Phones').click();
      const first = await waitFor(() => phoneSlot(root, 1), 'the phones form');
      setInputValue(control(root, first, 'Phone Number'), '9874561230');
      buttonByName(root, 'Save').click();
      await waitFor(() => dialogByName(root, 'Update Accounts'), 'the accounts question');
      buttonByName(root, 'Update This Account').click();
      await waitFor(() => alertTexts(root).length > 0, 'the failure');
      expect(alertTexts(root)).to.deep.equal([
        'We are unable to process your request at this time. Please try again later.',
      ]);
      expect(control(root, phoneSlot(root, 1), 'Phone Number').value).to.equal('(987) 456-1230');
      await waitFor(() => deepActiveElement()?.querySelector('[role="alert"]'), 'focus on the failure');
      expect(dialogByName(root, 'Confirm')).to.equal(undefined);
      await expectNoAxeViolations(element);
    });

    it('puts the back office’s 400 on the field it names', async () => {
      const { root } = await show300100200({
        faults: [
          {
            method: 'PUT',
            path: '/300100200/profile',
            status: 400,
            body: [
              { field: 'contactPhones.0.phoneNumber', message: 'This number cannot take text messages.' },
            ],
          },
        ],
      });
      buttonByName(root, 'Edit Phones').click();
      const first = await waitFor(() => phoneSlot(root, 1), 'the phones form');
      setInputValue(control(root, first, 'Phone Number'), '9874561230');
      buttonByName(root, 'Save').click();
      await waitFor(() => dialogByName(root, 'Update Accounts'), 'the accounts question');
      buttonByName(root, 'Update This Account').click();
      await waitFor(() => fieldError(root, first, 'Phone Number') !== '', 'the field error');
      expect(fieldError(root, first, 'Phone Number')).to.equal('This number cannot take text messages.');
      await expectFocusOn(control(root, first, 'Phone Number'));
    });

    it('with direct update off, a change shows PROFILE_REVIEW_PENDING_MESSAGE, and so does a reload', async () => {
      const { element, root } = await show300100200({ settings: { ALLOW_PROFILE_DB_UPDATE: 'N' } });
      expect(notice(root)).to.equal('');
      buttonByName(root, 'Edit Address').click();
      const unit = await waitFor(() => control(root, section(root, 'address'), 'Unit'), 'the address form');
      setInputValue(unit, 'Apt 2');
      buttonByName(root, 'Save').click();
      await waitFor(() => dialogByName(root, 'Update Accounts'), 'the accounts question');
      buttonByName(root, 'Update This Account').click();
      await waitFor(() => notice(root) === reviewPending, 'the review-pending notice');
      expect(root.querySelector('[data-notice]')?.getAttribute('data-notice')).to.equal('review-pending');
      await expectNoAxeViolations(element);

      // A reload: the same member and back office, a new element, nothing loaded yet.
      element.remove();
      forgetLoadedData();
      const reloaded = document.createElement('coop-account-profile');
      document.body.append(reloaded);
      try {
        const again = shadowRootOf(reloaded);
        await waitFor(() => again.querySelector('[data-section="phones"]'), 'the sections again');
        expect(notice(again)).to.equal(reviewPending);
        expect(lines(again, 'address')[0]).to.equal('Street: 1450 Willow Creek Rd Apt 2');
      } finally {
        reloaded.remove();
      }
    });

    it('sends a change of a member with one account without asking which accounts', async () => {
      const { root } = await show300100200({
        site: (state) => {
          const { accounts } = state.accounts.sites[riverbendApplicationId]!;
          for (const accountNumber of ['300100201', '300100202', '300100203', '300100204', '300100205']) {
            delete accounts[accountNumber];
          }
        },
      });
      buttonByName(root, 'Edit Name').click();
      setInputValue(
        await waitFor(() => control(root, section(root, 'name'), 'Last Name'), 'the form'),
        'Rivers',
      );
      buttonByName(root, 'Save').click();
      await waitFor(() => lines(root, 'name')[2] === 'Last Name: Rivers', 'the saved name');
      expect(dialogByName(root, 'Update Accounts')).to.equal(undefined);
      expect(notice(root)).to.equal(updated);
    });

    it('hides the sections and shows the alert with Try again when the profile cannot be loaded', async () => {
      const { element, root } = await show300100200({
        faults: [{ method: 'GET', path: '/300100200/profile', status: 500, times: 10 }],
        waitForSections: false,
      });
      await waitFor(() => root.querySelector('[role="alert"]'), 'the failure');
      expect(alertTexts(root)).to.deep.equal([
        'We are unable to process your request at this time. Please try again later.',
      ]);
      expect(queryButton(root, 'Try again')).to.not.equal(undefined);
      expect(root.querySelector('[data-section]')).to.equal(null);
      expect(root.querySelector('form')).to.equal(null);
      await expectNoAxeViolations(element);
    });

    it('shows the loading state while the profile loads', async () => {
      const { element, root } = await show300100200({
        faults: [{ method: 'GET', path: '/300100200/profile', delayMs: 3000 }],
        waitForSections: false,
      });
      const spinner = await waitFor(() => root.querySelector('[role="status"]'), 'the spinner');
      expect(normalized(spinner.textContent)).to.equal('Loading your profile…');
      expect(root.querySelector('[data-section]')).to.equal(null);
      await expectNoAxeViolations(element);
    });

    it('shows the empty Phones section of a profile without a phone', async () => {
      const { element, root } = await show300100200({
        site: (state) => {
          const member = state.accounts.sites[riverbendApplicationId]!.members['1001']!;
          member.cellPhones = [];
          member.phoneNumber = '';
        },
      });
      expect(normalized(section(root, 'phones').querySelector('p')?.textContent)).to.equal(
        'No phone numbers on file.',
      );
      await expectNoAxeViolations(element);
    });

    it('shows the Phones form at its width without horizontal scrolling', async () => {
      const { element, root } = await show300100200();
      buttonByName(root, 'Edit Phones').click();
      await waitFor(() => phoneSlot(root, 3), 'the phones form');
      expectNoHorizontalScroll(root);
      buttonByName(root, 'Cancel').click();
      (
        await waitFor(
          () => !buttonByName(root, 'Edit Address').disabled && buttonByName(root, 'Edit Address'),
          'Edit Address',
        )
      ).click();
      await waitFor(() => fieldByLabel(root, 'Zip Code'), 'the address form');
      expectNoHorizontalScroll(root);
      await expectNoAxeViolations(element);
    });
  });
}
