import { describe, expect, it } from 'vitest';
import { memberInfoDocsMessages as messages } from '../../../../src/domain/member-info-docs/messages.ts';

describe('memberInfoDocsMessages', () => {
  it('quotes spec 03 §8 word for word', () => {
    expect(messages.empty).toBe('There are no member information documents found.');
  });

  it('has the title of its route and the texts of its own', () => {
    expect(messages.title).toBe('Member Information Documents');
    expect(messages.opensInNewTab).toBe('(opens in a new tab)');
  });
});
