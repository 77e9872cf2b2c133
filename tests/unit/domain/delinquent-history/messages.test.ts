import { describe, expect, it } from 'vitest';
import { delinquentHistoryMessages as messages } from '../../../../src/domain/delinquent-history/messages.ts';

describe('delinquentHistoryMessages', () => {
  it('quotes spec 03 §8 word for word', () => {
    expect(messages.empty).toBe('There are no delinquents available.');
    expect(messages.fileNotFound).toBe('Delinquent File not found.');
  });

  it('names the columns as spec 03 §2.6 does', () => {
    expect(messages.columns).toEqual({
      viewPdf: 'View PDF',
      billDate: 'Bill Date',
      pastDue: 'Past Due',
      lateFee: 'Late Fee',
      cutoffDate: 'Cutoff Date',
    });
  });

  it('has the title of its route and the texts of its own', () => {
    expect(messages.title).toBe('Delinquent History');
    expect(messages.viewerTitle('11/14/2026')).toBe('Delinquent Notice 11/14/2026');
    expect(messages.viewPdfOf('11/14/2026')).toBe('Delinquent notice of 11/14/2026');
  });
});
