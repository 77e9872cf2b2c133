import { describe, expect, it } from 'vitest';
import {
  canSearch,
  cityState,
  formatZip,
  noResultsMessage,
  RESULTS_PAGE_SIZE,
  RESULTS_PAGE_SIZE_OPTIONS,
  searchRequest,
} from '../../../../src/domain/unclaimed-capital-credits/search.ts';
import { unclaimedCapitalCreditsMessages } from '../../../../src/domain/unclaimed-capital-credits/messages.ts';

const none = { firstName: '', lastName: '', companyName: '' };

describe('canSearch (spec 03 §5)', () => {
  it('is false until one of the three names is given, spaces not counting', () => {
    expect(canSearch(none)).toBe(false);
    expect(canSearch({ firstName: '  ', lastName: '\t', companyName: ' ' })).toBe(false);
  });

  it('is true with any one name', () => {
    expect(canSearch({ ...none, firstName: 'Eleanor' })).toBe(true);
    expect(canSearch({ ...none, lastName: 'Whitaker' })).toBe(true);
    expect(canSearch({ ...none, companyName: 'Prairie Feed & Seed' })).toBe(true);
  });
});

describe('searchRequest', () => {
  it('trims every name', () => {
    expect(searchRequest({ firstName: ' Eleanor ', lastName: 'Whitaker  ', companyName: '' })).toEqual({
      firstName: 'Eleanor',
      lastName: 'Whitaker',
      companyName: '',
    });
  });
});

describe('noResultsMessage (spec 03 §8)', () => {
  it('follows the spec’s words with the names searched for, empty ones left out', () => {
    expect(noResultsMessage({ ...none, lastName: 'Smith' })).toBe(
      'There were no unclaimed capital credits found matching ... Smith',
    );
    expect(noResultsMessage({ firstName: ' Ann ', lastName: 'Smith', companyName: 'Acme Co' })).toBe(
      'There were no unclaimed capital credits found matching ... Ann Smith Acme Co',
    );
  });
});

describe('the results table', () => {
  it('pages by 10, with 10, 25, 50 and 100 to choose from (spec 03 §9)', () => {
    expect(RESULTS_PAGE_SIZE).toBe(10);
    expect(RESULTS_PAGE_SIZE_OPTIONS).toEqual([10, 25, 50, 100]);
  });

  it('shows city and state together, or whichever is known', () => {
    expect(cityState({ city: 'Riverbend', state: 'OR' })).toBe('Riverbend, OR');
    expect(cityState({ city: ' ', state: 'OR' })).toBe('OR');
    expect(cityState({ city: 'Riverbend', state: '' })).toBe('Riverbend');
  });

  it('shows a nine-digit zip with its dash, others as they are', () => {
    expect(formatZip('974209012')).toBe('97420-9012');
    expect(formatZip('97401')).toBe('97401');
    expect(formatZip('97420-9012')).toBe('97420-9012');
  });

  it('counts the results found in the singular and the plural', () => {
    expect(unclaimedCapitalCreditsMessages.resultsCaption(1)).toBe('1 unclaimed capital credit found');
    expect(unclaimedCapitalCreditsMessages.resultsCaption(2)).toBe('2 unclaimed capital credits found');
  });
});
