import { describe, expect, it } from 'vitest';
import {
  paymentOptionsTiles,
  servicesAndProductsTiles,
  termsOfUseContent,
} from '../../../../src/domain/public-pages/pages.ts';

describe('paymentOptionsTiles', () => {
  it('shows Paperless (My Profile on its paperless tab), Pay Now and EZ Pay', () => {
    expect(paymentOptionsTiles().map(({ id, title, target }) => ({ id, title, target }))).toEqual([
      {
        id: 'paperless',
        title: 'Paperless',
        target: { kind: 'route', path: 'my-profile', state: { paperless: true } },
      },
      { id: 'pay-now', title: 'Pay Now', target: { kind: 'route', path: 'billpayments/pay-multiple' } },
      { id: 'ez-pay', title: 'EZ Pay', target: { kind: 'route', path: 'draft-payments' } },
    ]);
  });
});

describe('servicesAndProductsTiles', () => {
  it('shows the four tiles of spec 03 §2.10 in order, each with its configured site', () => {
    const tiles = servicesAndProductsTiles({
      'energy-savings': 'https://save.example.org',
      'appliance-repair': 'https://repair.example.org',
      'tree-trimming': 'www.trees.example.org',
      'security-systems': 'https://secure.example.org',
    });
    expect(tiles.map(({ title, href }) => [title, href])).toEqual([
      ['Energy Savings', 'https://save.example.org'],
      ['Appliance Repair', 'https://repair.example.org'],
      ['Tree Trimming', 'https://www.trees.example.org'],
      ['Security Systems', 'https://secure.example.org'],
    ]);
  });

  it('keeps every tile but gives no address for a missing or unsafe one', () => {
    const tiles = servicesAndProductsTiles({ 'tree-trimming': 'javascript:alert(1)' });
    expect(tiles.map((tile) => tile.id)).toEqual([
      'energy-savings',
      'appliance-repair',
      'tree-trimming',
      'security-systems',
    ]);
    expect(tiles.map((tile) => tile.href)).toEqual([null, null, null, null]);
  });
});

describe('termsOfUseContent', () => {
  it('shows the configured legal content', () => {
    expect(termsOfUseContent('<p>Terms</p>')).toEqual({ kind: 'html', html: '<p>Terms</p>' });
  });

  it("shows 'There are no Terms of Use available.' when there is none", () => {
    for (const html of [null, undefined, '', '  ']) {
      expect(termsOfUseContent(html)).toEqual({
        kind: 'empty',
        text: 'There are no Terms of Use available.',
      });
    }
  });
});
