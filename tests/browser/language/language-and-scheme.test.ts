import { expect } from 'chai';
import '../../../widgets/coop-config.ts';
import '../../../widgets/coop-login.ts';
import '../../../widgets/coop-portal.ts';
import { activeLanguage, switchLanguage } from '../../../src/domain/language.ts';
import { chooseLanguage, languageChoiceKey, resolvePageLanguage } from '../../../src/state/language.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { showsDarkScheme } from '../support/scheme.ts';
import { deepActiveElement } from '../support/keyboard.ts';
import {
  alertTexts,
  fieldByLabel,
  queryButton,
  setInputValue,
  shadowRootOf,
  waitFor,
} from '../support/shadow-queries.ts';
import { installSimulator, type InstalledSimulator } from '../support/simulator.ts';

const rootLang = (element: HTMLElement) =>
  shadowRootOf(element).querySelector('[part="base"]')?.getAttribute('lang');

describe('the page’s language', () => {
  afterEach(async () => {
    localStorage.removeItem(languageChoiceKey);
    document.documentElement.lang = 'en';
    document.querySelectorAll('coop-config, coop-login').forEach((element) => element.remove());
    await switchLanguage('en');
  });

  it('is the first named of: the member’s choice, <coop-config>, an element, <html lang>', () => {
    document.documentElement.lang = 'es-MX';
    expect(resolvePageLanguage()).to.equal('es');
    const element = document.createElement('coop-login');
    element.setAttribute('lang', 'en');
    document.body.append(element);
    expect(resolvePageLanguage()).to.equal('en');
    const config = document.createElement('coop-config');
    config.setAttribute('lang', 'es');
    document.body.append(config);
    expect(resolvePageLanguage()).to.equal('es');
    localStorage.setItem(languageChoiceKey, 'en');
    expect(resolvePageLanguage()).to.equal('en');
  });
});

describe('a language switch on a page with <coop-login>', () => {
  let simulator: InstalledSimulator;
  let element: HTMLElement;

  beforeEach(async () => {
    simulator = installSimulator();
    element = document.createElement('coop-login');
    document.body.append(element);
    await waitFor(() => fieldByLabel(shadowRootOf(element), 'Username'), 'the sign-in form');
  });

  afterEach(async () => {
    element.remove();
    simulator.uninstall();
    localStorage.removeItem(languageChoiceKey);
    document.documentElement.lang = 'en';
    await switchLanguage('en');
  });

  it('re-renders the form in Spanish and keeps what the member typed, then back, remembered', async () => {
    const root = shadowRootOf(element);
    const username = fieldByLabel(root, 'Username');
    setInputValue(username, 'jordan.rivera');

    await chooseLanguage('es');
    await waitFor(() => rootLang(element) === 'es' || undefined, 'the Spanish form');
    expect(localStorage.getItem(languageChoiceKey)).to.equal('es');
    const nombre = fieldByLabel(root, 'Nombre de usuario');
    // The same input, not a new one: nothing was remounted.
    expect(nombre).to.equal(username);
    expect(nombre.value).to.equal('jordan.rivera');

    await chooseLanguage('en');
    await waitFor(() => rootLang(element) === 'en' || undefined, 'the English form');
    expect(fieldByLabel(root, 'Username').value).to.equal('jordan.rivera');
  });

  it('shows a failed sign-in’s message in the new language after a switch, not the old one', async () => {
    const root = shadowRootOf(element);
    await simulator.call('/api/__simulator/faults', {
      method: 'POST',
      json: { method: 'POST', path: '/auth/login', status: 500, times: 1 },
    });
    setInputValue(fieldByLabel(root, 'Username'), 'jordan.rivera');
    setInputValue(fieldByLabel(root, 'Password'), 'Sunrise#2026');
    queryButton(root, 'Log in')?.click();
    const english = 'We are unable to process your request at this time. Please try again later.';
    await waitFor(() => alertTexts(root).includes(english) || undefined, 'the catalogued message');

    await chooseLanguage('es');
    const spanish = 'No podemos procesar su solicitud en este momento. Inténtelo de nuevo más tarde.';
    await waitFor(() => alertTexts(root).includes(spanish) || undefined, 'the message in Spanish');
    expect(alertTexts(root)).to.deep.equal([spanish]);
  });

  it('follows <html lang> changed by the page, without a reload', async () => {
    document.documentElement.lang = 'es';
    await waitFor(() => rootLang(element) === 'es' || undefined, 'the Spanish form');
    expect(activeLanguage()).to.equal('es');
    await expectNoAxeViolations(element);
  });
});

describe('the scheme of an element', () => {
  let simulator: InstalledSimulator;
  let element: HTMLElement;
  const isDark = () => showsDarkScheme(element);
  // The element's own background is the theme's surface colour, as resolved in its scheme.
  const surface = () => getComputedStyle(element).backgroundColor;

  beforeEach(() => {
    simulator = installSimulator();
    element = document.createElement('coop-login');
    document.body.append(element);
  });

  afterEach(() => {
    element.remove();
    simulator.uninstall();
    document.documentElement.style.colorScheme = '';
  });

  const frame = () => new Promise((done) => requestAnimationFrame(done));

  it('is light on a page that offers no dark scheme, and dark when asked', async () => {
    expect(isDark()).to.equal(false);
    element.setAttribute('scheme', 'dark');
    await frame();
    expect(isDark()).to.equal(true);
    expect(surface()).to.equal('rgb(19, 26, 38)');
    element.setAttribute('scheme', 'light');
    await frame();
    expect(isDark()).to.equal(false);
  });

  it('follows a page that declares a dark scheme, and lets the cooperative’s own colours win', async () => {
    document.documentElement.style.colorScheme = 'dark';
    await frame();
    expect(isDark()).to.equal(true);
    element.style.setProperty('--coop-color-surface', 'rgb(1, 2, 3)');
    expect(surface()).to.equal('rgb(1, 2, 3)');
    // A scheme the configuration sets wins over the page's.
    element.style.removeProperty('--coop-color-surface');
    element.setAttribute('scheme', 'light');
    await frame();
    expect(isDark()).to.equal(false);
    expect(surface()).to.equal('rgb(255, 255, 255)');
  });

  it('takes the scheme of <coop-config> as it changes, and an element’s own over it', async () => {
    const config = document.createElement('coop-config');
    document.body.prepend(config);
    try {
      config.setAttribute('scheme', 'dark');
      await frame();
      expect(isDark()).to.equal(true);
      element.setAttribute('scheme', 'light');
      await frame();
      expect(isDark()).to.equal(false);
      element.removeAttribute('scheme');
      config.setAttribute('scheme', 'auto');
      await frame();
      expect(isDark()).to.equal(false);
    } finally {
      config.remove();
    }
  });
});

describe('the portal header’s language switch', () => {
  let simulator: InstalledSimulator;
  let portal: HTMLElement;

  afterEach(async () => {
    portal.remove();
    simulator.uninstall();
    localStorage.removeItem(languageChoiceKey);
    await switchLanguage('en');
  });

  it('names the other language in that language and keeps the keyboard’s focus through the switch', async () => {
    simulator = installSimulator();
    portal = document.createElement('coop-portal');
    document.body.append(portal);
    const root = shadowRootOf(portal);
    const toSpanish = await waitFor(() => queryButton(root, 'Español'), 'the language switch');
    expect(toSpanish.lang).to.equal('es');
    toSpanish.focus();
    toSpanish.click();
    const toEnglish = await waitFor(() => queryButton(root, 'English'), 'the switch back');
    expect(toEnglish).to.equal(toSpanish);
    expect(deepActiveElement()).to.equal(toEnglish);
    expect(localStorage.getItem(languageChoiceKey)).to.equal('es');
  });
});
