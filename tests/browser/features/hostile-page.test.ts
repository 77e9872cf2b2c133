import { expect } from 'chai';
import '../../../widgets/coop-login.ts';
import '../../../widgets/coop-quick-pay.ts';
import '../../../widgets/coop-quick-pay-button.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { nextTick } from '../support/keyboard.ts';
import { dialogByName, fieldByLabel, shadowRootOf, waitFor } from '../support/shadow-queries.ts';
import { installSimulator, type InstalledSimulator } from '../support/simulator.ts';
import { mountPortal, openAt, resetPage, waitForHeading } from '../portal/portal-test-support.ts';

/**
 * What a member sees of a piece of text or a control: the inherited text styles and the box. The host
 * elements themselves belong to the page (their inherited styles are the page's): only their display
 * and box count.
 */
const observed = [
  'display',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'line-height',
  'letter-spacing',
  'word-spacing',
  'text-transform',
  'text-align',
  'text-indent',
  'color',
  'cursor',
] as const;

type Look = Record<string, string>;

function lookOf(
  element: Element | null | undefined,
  name: string,
  properties: readonly string[] = observed,
): Record<string, Look> {
  if (!element) throw new Error(`${name} is missing`);
  const style = getComputedStyle(element);
  const box = element.getBoundingClientRect();
  const look: Look = Object.fromEntries(
    properties.map((property) => [property, style.getPropertyValue(property)]),
  );
  look.width = box.width.toFixed(1);
  look.height = box.height.toFixed(1);
  return { [name]: look };
}

/** Each property that differs, as 'name property: clean → hostile'. */
function differences(hostile: Record<string, Look>, clean: Record<string, Look>): string[] {
  return Object.entries(clean).flatMap(([name, look]) =>
    Object.entries(look)
      .filter(([property, value]) => hostile[name]?.[property] !== value)
      .map(([property, value]) => `${name} ${property}: ${value} → ${hostile[name]?.[property]}`),
  );
}

/** The title, the step labels, a label, an input and a button of each element, and the dialog's box. */
function looksOfPage(elements: {
  quickPay: ShadowRoot;
  button: ShadowRoot;
  login: ShadowRoot;
  portal: ShadowRoot;
}): Record<string, Look> {
  const { quickPay, button, login, portal } = elements;
  const dialog = button.querySelector('[role="dialog"]');
  return {
    ...lookOf(quickPay.host, 'quick pay host', ['display']),
    ...lookOf(quickPay.querySelector('ol li'), 'quick pay step label'),
    ...lookOf(quickPay.querySelector('label'), 'quick pay label'),
    ...lookOf(quickPay.querySelector('input'), 'quick pay input'),
    ...lookOf(quickPay.querySelector('button[type="submit"]'), 'quick pay button'),
    ...lookOf(button.host, 'quick pay button host', ['display']),
    ...lookOf(button.querySelector('button'), 'quick pay launcher button'),
    ...lookOf(dialog, 'dialog box'),
    ...lookOf(dialog?.querySelector('h2'), 'dialog title'),
    ...lookOf(dialog?.querySelector('label'), 'dialog label'),
    ...lookOf(dialog?.querySelector('input'), 'dialog input'),
    ...lookOf(login.querySelector('h1, h2'), 'sign-in title'),
    ...lookOf(login.querySelector('label'), 'sign-in label'),
    ...lookOf(login.querySelector('input'), 'sign-in input'),
    ...lookOf(login.host, 'sign-in host', ['display']),
    ...lookOf(portal.host, 'portal host', ['display']),
    ...lookOf(portal.querySelector('main h1, main h2'), 'portal heading'),
    ...lookOf(portal.querySelector('header nav a'), 'portal menu link'),
  };
}

describe('the elements on a page with hostile global CSS (demo-host/pages/hostile.css)', () => {
  let simulator: InstalledSimulator;
  let hostileSheet: HTMLLinkElement | undefined;

  afterEach(() => {
    hostileSheet?.remove();
    hostileSheet = undefined;
    document.querySelectorAll('coop-quick-pay, coop-quick-pay-button, coop-login').forEach((e) => e.remove());
    resetPage();
    simulator?.uninstall();
  });

  async function addHostileSheet(): Promise<void> {
    hostileSheet = document.createElement('link');
    hostileSheet.rel = 'stylesheet';
    hostileSheet.href = '/demo-host/pages/hostile.css';
    const loaded = new Promise((resolve, reject) => {
      hostileSheet!.addEventListener('load', resolve);
      hostileSheet!.addEventListener('error', reject);
    });
    document.head.append(hostileSheet);
    await loaded;
    await nextTick(50);
  }

  it('look exactly as on a clean page: text styles, controls, dialog box and the hosts’ own display', async () => {
    simulator = installSimulator();
    openAt('home');
    const quickPayElement = document.createElement('coop-quick-pay');
    const buttonElement = document.createElement('coop-quick-pay-button');
    const loginElement = document.createElement('coop-login');
    document.body.append(quickPayElement, buttonElement, loginElement);
    const { root: portal } = mountPortal();
    const quickPay = shadowRootOf(quickPayElement);
    const button = shadowRootOf(buttonElement);
    const login = shadowRootOf(loginElement);
    await waitFor(() => fieldByLabel(quickPay, 'Account Number'), 'the inline Quick Pay');
    await waitFor(() => fieldByLabel(login, 'Username'), 'the sign-in form');
    await waitForHeading(portal, 'Riverbend Electric Cooperative');
    // The footer comes after the first screen.
    await waitFor(() => portal.querySelector('footer'), 'the portal footer');
    button.querySelector('button')!.click();
    // The dialog with its form, not the frame shown while its code loads.
    const dialog = await waitFor(() => {
      const shown = dialogByName(button, 'Quick Pay');
      return shown?.querySelector('input') ? shown : undefined;
    }, 'the Quick Pay dialog');
    await nextTick(50);

    const clean = looksOfPage({ quickPay, button, login, portal });
    await addHostileSheet();
    // The page's own controls are restyled: the sheet is in force.
    expect(getComputedStyle(document.body).textTransform).to.equal('uppercase');
    const hostile = looksOfPage({ quickPay, button, login, portal });

    expect(differences(hostile, clean)).to.deep.equal([]);
    await expectNoAxeViolations(dialog);
  });

  it('paint their own surface under their text, on the page’s dark background', async () => {
    simulator = installSimulator();
    const quickPayElement = document.createElement('coop-quick-pay');
    const loginElement = document.createElement('coop-login');
    document.body.append(quickPayElement, loginElement);
    await waitFor(() => fieldByLabel(shadowRootOf(loginElement), 'Username'), 'the sign-in form');
    await addHostileSheet();
    expect(getComputedStyle(document.body).backgroundColor).to.equal('rgb(26, 0, 26)');
    for (const element of [quickPayElement, loginElement]) {
      expect(getComputedStyle(element).backgroundColor, element.localName).to.equal('rgb(255, 255, 255)');
    }
  });

  it('keeps a hidden element hidden and a shown one in its own display, whatever the page says', async () => {
    simulator = installSimulator();
    const hidden = document.createElement('coop-quick-pay');
    hidden.hidden = true;
    const shown = document.createElement('coop-quick-pay-button');
    document.body.append(hidden, shown);
    await addHostileSheet();
    const inline = document.createElement('style');
    // What a careless theme might also say about unknown elements.
    inline.textContent = 'coop-quick-pay, coop-quick-pay-button { display: inline !important; }';
    document.head.append(inline);
    try {
      expect(getComputedStyle(hidden).display).to.equal('none');
      expect(getComputedStyle(shown).display).to.equal('inline-block');
    } finally {
      inline.remove();
    }
  });
});
