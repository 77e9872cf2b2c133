import { describe, expect, it } from 'vitest';
import {
  draftTableLayout,
  WHOLE_DRAFT_TABLE_MAX_ACCOUNTS,
} from '../../../../src/domain/draft-payments/table-paging.ts';

describe('draftTableLayout', () => {
  it('shows up to 50 accounts whole in the 480 px box', () => {
    expect(WHOLE_DRAFT_TABLE_MAX_ACCOUNTS).toBe(50);
    expect(draftTableLayout(6)).toEqual({ paged: false, maxHeight: 480, pageSizeOptions: undefined });
    expect(draftTableLayout(50)).toEqual({ paged: false, maxHeight: 480, pageSizeOptions: undefined });
  });

  it('pages 25 at a time beyond 50 accounts, with no box of its own', () => {
    expect(draftTableLayout(51)).toEqual({
      paged: true,
      maxHeight: undefined,
      pageSizeOptions: [25, 50, 100],
    });
    expect(draftTableLayout(5000).paged).toBe(true);
  });
});
