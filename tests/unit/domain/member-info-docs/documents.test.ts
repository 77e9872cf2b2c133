import { describe, expect, it } from 'vitest';
import {
  isOpenableDocumentUrl,
  memberInfoDocLinks,
  memberInfoDocsHeading,
} from '../../../../src/domain/member-info-docs/documents.ts';

describe('memberInfoDocsHeading (spec 03 §2.7: the heading from memberInfoDocsLinkName)', () => {
  it('is the configured name, trimmed', () => {
    expect(memberInfoDocsHeading('Member Documents')).toBe('Member Documents');
    expect(memberInfoDocsHeading('  Co-op Library ')).toBe('Co-op Library');
  });

  it('falls back to the screen’s title without one', () => {
    expect(memberInfoDocsHeading(null)).toBe('Member Information Documents');
    expect(memberInfoDocsHeading(undefined)).toBe('Member Information Documents');
    expect(memberInfoDocsHeading('   ')).toBe('Member Information Documents');
  });
});

describe('the document links', () => {
  it('open only absolute http(s) addresses', () => {
    expect(isOpenableDocumentUrl('https://coop.example/bylaws.pdf')).toBe(true);
    expect(isOpenableDocumentUrl('http://coop.example/a')).toBe(true);
    expect(isOpenableDocumentUrl('javascript:alert(1)')).toBe(false);
    expect(isOpenableDocumentUrl('/relative.pdf')).toBe(false);
    expect(isOpenableDocumentUrl('')).toBe(false);
    expect(isOpenableDocumentUrl('https://')).toBe(false);
  });

  it('keep the back office’s order, leave out what cannot open, and name an untitled one by its address', () => {
    expect(
      memberInfoDocLinks([
        { friendlyDescription: '2026 Annual Report', url: 'https://coop.example/report.pdf' },
        { friendlyDescription: 'Bad', url: 'javascript:alert(1)' },
        { friendlyDescription: ' ', url: ' https://coop.example/rates.pdf ' },
        { friendlyDescription: ' Bylaws ', url: 'https://coop.example/bylaws.pdf' },
      ]),
    ).toEqual([
      { friendlyDescription: '2026 Annual Report', url: 'https://coop.example/report.pdf' },
      { friendlyDescription: 'https://coop.example/rates.pdf', url: 'https://coop.example/rates.pdf' },
      { friendlyDescription: 'Bylaws', url: 'https://coop.example/bylaws.pdf' },
    ]);
    expect(memberInfoDocLinks([])).toEqual([]);
  });
});
