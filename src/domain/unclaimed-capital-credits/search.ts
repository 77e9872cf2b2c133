import { unclaimedCapitalCreditsMessages } from './messages.ts';

/** Not in the spec: the longest name the search fields take. */
export const SEARCH_NAME_MAX_LENGTH = 50;

/** Spec 03 §9: the results page size and its choices. */
export const RESULTS_PAGE_SIZE = 10;
export const RESULTS_PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;

/** The search as the visitor fills it. */
export interface UnclaimedSearch {
  firstName: string;
  lastName: string;
  companyName: string;
}

/** The search as sent: every name trimmed. */
export function searchRequest(search: UnclaimedSearch): UnclaimedSearch {
  return {
    firstName: search.firstName.trim(),
    lastName: search.lastName.trim(),
    companyName: search.companyName.trim(),
  };
}

/** Spec 03 §5: Search is enabled once one of the three names, trimmed, is given. */
export function canSearch(search: UnclaimedSearch): boolean {
  const { firstName, lastName, companyName } = searchRequest(search);
  return firstName !== '' || lastName !== '' || companyName !== '';
}

/**
 * Spec 03 §8: when nothing matches, 'There were no unclaimed capital credits found matching ...' followed
 * by the names searched for, in the form's order, those left empty left out.
 */
export function noResultsMessage(search: UnclaimedSearch): string {
  const names = Object.values(searchRequest(search)).filter((name) => name !== '');
  return `${unclaimedCapitalCreditsMessages.noResultsLead} ${names.join(' ')}`;
}

/** An unclaimed credit as the results table shows it (spec 03 §3). */
export interface UnclaimedCredit {
  readonly memberNumber: string;
  readonly name: string;
  readonly address: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
}

/** The City/State column: 'Riverbend, OR', or whichever of the two is known. */
export function cityState(credit: Pick<UnclaimedCredit, 'city' | 'state'>): string {
  return [credit.city.trim(), credit.state.trim()].filter((part) => part !== '').join(', ');
}

/** A zip code as shown: five digits, or ZIP+4 with its dash. */
export function formatZip(zip: string): string {
  const digits = zip.replace(/[^0-9]/g, '');
  return digits.length === 9 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : zip.trim();
}
