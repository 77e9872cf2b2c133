import { describe, expect, it } from 'vitest';
import { definedCatalogues } from '../../../src/domain/language.ts';

// Every module of the domain, so every catalogue is defined.
import.meta.glob(['../../../src/domain/**/*.ts', '!**/es.ts', '!**/button-es.ts'], { eager: true });

/**
 * WCAG 1.3.3 Sensory Characteristics: an instruction may say where something is, or its shape, colour or
 * sound, only if it also names the thing. Words that can do that are caught here; each text using one is
 * reviewed below, with why it stands for a member who cannot see the layout. A new text that uses one
 * fails until it is reviewed the same way.
 */
const sensoryWords =
  /\b(above|below|left|right|top|bottom|beside|under|over|round|square|circle|red|green|blue|yellow|colou?r|icon|sound|beep|highlighted|shaded|arrow|corner|side)\b/i;

/** Catalogue path → why the text does not rely on sight or hearing. */
const reviewed: Record<string, string> = {
  'usageTrackerMessages.empty.noUsageInRange': 'names them: “the date range using the fields above”',
  'usageTrackerMessages.chart.chooseDay': 'names the keys: “the arrow keys”',
  'usageTrackerMessages.projected.projection': '“over the first … days” and “days left” are time, not places',
  'usageTrackerMessages.interval.downloadTitle': '“Green Button” is the standard’s name',
  'usageTrackerMessages.interval.downloadXml': '“Green Button” is the standard’s name',
  'usageTrackerMessages.interval.fileName': '“Green Button” is the standard’s name',
  'usageTrackerMessages.interval.feedTitle': '“Green Button” is the standard’s name',
  'manageContactsMessages.intro': 'names them: “the email addresses and mobile numbers below”',
  'manageNotificationsMessages.alertDescriptions.HIGH_USAGE': '“above” a quantity, not a place',
  'manageNotificationsMessages.alertDescriptions.PROJECTED_BILL': '“above” an amount, not a place',
  'manageNotificationsMessages.usageThresholdLabel': '“above” a quantity, not a place',
  'manageNotificationsMessages.projectedAmountLabel': '“above” an amount, not a place',
  'applyForServiceMessages.applicationInstructions': 'names it: “the form below”; “right away” is time',
  'paymentProfileMessages.howToAdd': '“under Pay Multiple Accounts” names the screen',
  'paymentProfileMessages.removeOutcomeUnknown': 'names it: “the list below”',
  'paymentProfileMessages.makeDefaultOutcomeUnknown': 'names it: “the list below”',
  'autoPayMessages.enrolOutcomeUnknown': 'names it: “the list below”',
  'autoPayMessages.removeOutcomeUnknown': 'names it: “the list below”',
  'capitalCreditLetterMessages.letterIdHelpText.0':
    'the printed letter in the member’s hands, and the thing beside it is named: “your member number”',
  'chartMessages.plotKeyboardHint': 'names the keys: “the Left and Right arrow keys”',
  'draftPaymentsMessages.form.authorize': 'names it: “the account above”',
  'loginMessages.help.text': 'names them: “the links below the Log in button”',
  'meterReadingMessages.intro': 'the dials of the member’s own meter, read “from left to right”',
  'myProfileMessages.paperless.confirmation': 'names them: “the documents and messages chosen above”',
  'payAccountsMessages.selectedAll': '“left out” is not a place',
  'portalMessages.menu.rightOfWayMaintenance': '“Right-of-Way” is the service’s name',
  'scheduledPaymentsMessages.deleteOutcomeUnknown': 'names it: “the list below”',
  'serviceRequestsMessages.form.commentsLeft': '“characters left” is a count',
};

/** Each text of the catalogues by its path; a message built from values is read with stand-in values. */
function catalogueTexts(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') {
    try {
      const text: unknown = (value as (...values: string[]) => unknown)('1', '2', '3');
      return typeof text === 'string' ? [[path, text]] : [];
    } catch {
      return [];
    }
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => catalogueTexts(inner, `${path}.${key}`));
  }
  return [];
}

describe('sensory characteristics in the catalogues (WCAG 1.3.3)', () => {
  const sensory = definedCatalogues()
    .flatMap(({ name, english }) => catalogueTexts(english, name))
    .filter(([, text]) => sensoryWords.test(text));

  it('every instruction that says where, or names a shape, colour or sound, is reviewed', () => {
    expect(sensory.length).toBeGreaterThan(0);
    expect(sensory.filter(([path]) => !(path in reviewed))).toEqual([]);
  });

  it('the review names no text that no longer says so', () => {
    const found = new Set(sensory.map(([path]) => path));
    expect(Object.keys(reviewed).filter((path) => !found.has(path))).toEqual([]);
  });
});
