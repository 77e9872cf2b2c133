/* global document, Option */
// The demo site's language and scheme switch, at the foot of every page. A cooperative's CMS has its own
// (its Spanish pages, its dark theme); this one sets what such a site would: <html lang> and the
// `scheme` of <coop-config>. The elements follow both at once, without a reload.
const languageKey = 'demo.language';
const schemeKey = 'demo.scheme';
// The portal's own language switch remembers the member's choice here; the site's choice replaces it.
const memberChoiceKey = 'coop.language';

function stored(key) {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function store(key, value) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // This page only.
  }
}

function applyLanguage(language) {
  document.documentElement.lang = language;
}

function applyScheme(scheme) {
  document.documentElement.dataset.demoScheme = scheme;
  for (const config of document.querySelectorAll('coop-config')) config.setAttribute('scheme', scheme);
}

function choice(label, options, value, onChange) {
  const wrapper = document.createElement('label');
  wrapper.append(`${label} `);
  const select = document.createElement('select');
  for (const [optionValue, text, lang] of options) {
    const option = new Option(text, optionValue, false, optionValue === value);
    if (lang) option.lang = lang;
    select.append(option);
  }
  select.addEventListener('change', () => onChange(select.value));
  wrapper.append(select);
  return wrapper;
}

const language = stored(languageKey) ?? (document.documentElement.lang.startsWith('es') ? 'es' : 'en');
const scheme = stored(schemeKey) ?? 'light';
applyLanguage(language);
applyScheme(scheme);

const bar = document.createElement('form');
bar.className = 'demo-switch';
bar.setAttribute('aria-label', 'Demo language and colour scheme');
bar.addEventListener('submit', (event) => event.preventDefault());
bar.append(
  'Demo: ',
  choice(
    'Language',
    [
      ['en', 'English', 'en'],
      ['es', 'Español', 'es'],
    ],
    language,
    (value) => {
      store(languageKey, value);
      try {
        localStorage.removeItem(memberChoiceKey);
      } catch {
        // Nothing remembered.
      }
      applyLanguage(value);
    },
  ),
  choice(
    'Scheme',
    [
      ['light', 'Light'],
      ['dark', 'Dark'],
      ['auto', 'As the system prefers'],
    ],
    scheme,
    (value) => {
      store(schemeKey, value);
      applyScheme(value);
    },
  ),
);
document.body.append(bar);
